/** The unit sheet as a PDF (issue 15 point 3): its link on the sheet and the texts printed in it. */
export const frUnitSheet = {
  download: 'Fiche PDF',
  downloadTitle: 'Télécharger la fiche de ce logement en PDF',
  fileName: 'fiche',
  location: 'Situation dans le projet',
  plan: 'Plan 2D',
  qrCaption: 'Scannez pour revoir ce logement en ligne',
  legal: 'Informations légales',
  terms: 'Conditions générales : {{url}}',
  notContractual: 'Document non contractuel : prix, surfaces et disponibilité sous réserve de modification.',
  page: '{{page}} / {{pages}}',
  mailAttached: 'Vous trouverez la fiche de ce logement en PDF jointe à ce message.',
};
