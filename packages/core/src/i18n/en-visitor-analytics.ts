import type { CatalogueShape } from './catalogue-shape.ts';
import type { frVisitorAnalytics } from './fr-visitor-analytics.ts';

/** English strings of the public site's analytics (issue 16 point 2): the units a form may send. */
export const enVisitorAnalytics: CatalogueShape<typeof frVisitorAnalytics> = {
  sendViewedUnits: 'Attach the units I looked at: {{units}}',
  sendViewedUnitsHint: 'They are sent only with this message, if you tick the box.',
};
