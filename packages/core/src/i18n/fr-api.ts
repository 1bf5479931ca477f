/** Messages of the HTTP API: errors (400–500) and confirmations, in the request's locale. */
export const frApi = {
  invalidData: 'Les données fournies ne sont pas valides.',
  unauthenticated: 'Non authentifié.',
  csrfMismatch: 'Session expirée ou jeton CSRF invalide, veuillez recharger la page.',
  forbidden: "Vous n'avez pas le droit d'effectuer cette action.",
  notFound: 'Ressource introuvable.',
  tooManyRequests: 'Trop de requêtes, veuillez patienter {{seconds}} secondes.',
  serverError: 'Erreur du serveur.',
  badCredentials: 'Ces identifiants ne correspondent pas à nos enregistrements.',
  captchaFailed: 'La vérification anti-robot a échoué, veuillez réessayer.',
  sortNotAllowed: 'Le tri sur « {{field}} » n’est pas autorisé. Tris possibles : {{allowed}}.',
  filterNotAllowed: 'Le filtre « {{field}} » n’est pas autorisé. Filtres possibles : {{allowed}}.',
  includeNotAllowed: 'La relation « {{field}} » n’est pas autorisée. Relations possibles : {{allowed}}.',
  mailSent: 'Le descriptif du bien vous a été envoyé par e-mail.',
  contactSent: 'Merci, votre message a bien été envoyé. Nous vous recontactons rapidement.',
  sortSaved: 'Ordre enregistré.',
  syncDone: 'Synchronisation terminée.',
  noBlueprint: "Ce bien n'a pas de plan à télécharger.",
  notSortable: 'La ressource « {{resource}} » ne se trie pas.',
  sortSameParent: 'Les éléments à trier doivent avoir le même parent.',
  unknownFieldset: 'La ressource « {{resource}} » de fields[{{resource}}] n’existe pas.',
  fieldNotAllowed:
    'Le champ « {{field}} » de fields[{{resource}}] n’est pas autorisé. Champs possibles : {{allowed}}.',
  multipartExpected: 'Envoyez le fichier en multipart/form-data.',
  uploadOffsetMissing: 'En-tête Upload-Offset ou corps manquant.',
  invalidJson: "Le corps de la requête n'est pas un JSON valide.",
  emptyJsonBody: 'Le corps de la requête est vide alors que du JSON est annoncé.',
  unsupportedMediaType: 'Type de contenu non pris en charge.',
  bodyTooLarge: 'Le corps de la requête est trop volumineux.',
  badContentLength: 'La longueur annoncée ne correspond pas au corps de la requête.',
  crm: {
    none: 'Aucun CRM n’est connecté à ce projet.',
    noStock: 'Aucun CRM de stock (Adlead) n’est connecté à ce projet.',
    noBuildingId: 'Ce bâtiment n’a pas d’ID Adlead.',
  },
  jobs: {
    // shown inside admin.media.jobFailed's parentheses
    frameUnreadable: "l'image {{frame}} ne peut pas être lue : image invalide ou fichier abîmé",
    interrupted: 'le traitement a été interrompu trop de fois',
  },
  upload: {
    unknown:
      "Le fichier {{attribute}} n'est pas d'un type accepté (son contenu ne correspond à aucun format autorisé).",
    unsafe: 'Le fichier {{attribute}} contient du script ou des attributs interdits et a été refusé.',
    tooLarge: 'Le fichier {{attribute}} est trop volumineux.',
    wrongKind: "Le fichier {{attribute}} n'est pas du type attendu ({{kinds}}).",
    missing:
      "Le fichier {{attribute}} est introuvable, incomplet ou n'est plus disponible : envoyez-le à nouveau.",
    badArchive: "Le fichier {{attribute}} n'est pas une archive valide : {{reason}}",
    unique: 'La valeur du champ {{attribute}} est déjà utilisée.',
  },
  account: {
    wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',
    emailUnavailable:
      'Cette adresse e-mail ne peut pas être utilisée ici : choisissez-en une autre, ou demandez à l’administrateur de la plateforme.',
  },
};
