/** French strings of the public site's analytics (issue 16 point 2): the units a form may send. */
export const frVisitorAnalytics = {
  sendViewedUnits: 'Joindre les lots que j’ai consultés : {{units}}',
  sendViewedUnitsHint: 'Ils ne sont envoyés qu’avec ce message, si vous cochez la case.',
};
