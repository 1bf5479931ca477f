/** The visitor forms' and lead mails' strings added with issue 13 (language, contact from a unit). */
export const frLeads = {
  contactUnitSubject: 'Nouvelle demande de contact pour le bien {{unit}}',
  contactAbout: 'Votre message concerne le bien {{unit}}.',
  forgetUnit: 'Ne plus joindre ce bien',
  networkError: "Le message n'a pas pu partir : vérifiez votre connexion et réessayez.",
  tooManyRequests: 'Trop de demandes en peu de temps, veuillez réessayer dans une minute.',
  sendFailed: "L'envoi a échoué de notre côté, veuillez réessayer plus tard.",
};
