/** Messages of the HTTP API: errors (400–500) and confirmations, in the request's locale. */
export const frApi = {
  invalidData: 'Les données fournies ne sont pas valides.',
  unauthenticated: 'Non authentifié.',
  csrfMismatch: 'Session expirée ou jeton CSRF invalide, veuillez recharger la page.',
  forbidden: "Vous n'avez pas le droit d'effectuer cette action.",
  notFound: 'Ressource introuvable.',
  tooManyRequests: 'Trop de requêtes, veuillez patienter {{seconds}} secondes.',
  serverError: 'Erreur du serveur.',
  storageUnavailable: 'Le stockage des fichiers ne répond pas pour le moment, réessayez dans une minute.',
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
    unreachable: '{{provider}} est injoignable : pas de réponse, ou connexion impossible à son adresse.',
    httpError: '{{provider}} a répondu par une erreur (HTTP {{status}}).',
    redirect:
      '{{provider}} a répondu par une redirection (HTTP {{status}}), qui n’est pas suivie : vérifiez l’adresse de l’API.',
    unreadable: 'La réponse de {{provider}} ne peut pas être lue.',
    failed: 'L’appel au CRM a échoué (le détail est dans le journal du serveur).',
    syncFailed: 'La synchronisation a échoué : {{reasons}}',
    syncInterrupted:
      'La synchronisation a été interrompue : le serveur s’est arrêté pendant qu’elle tournait. Rien n’en a été appliqué ; relancez-la.',
    httpsRequired: 'L’adresse doit commencer par https:// (les identifiants y sont envoyés).',
    internalHost: 'Cette adresse désigne le réseau interne du serveur : elle n’est pas autorisée.',
    credentialsAgain: 'L’adresse de l’API change : saisissez à nouveau ce champ.',
    unknownStatus: 'Le statut {{id}} n’existe pas dans ce projet.',
  },
  jobs: {
    // shown inside admin.media.jobFailed's parentheses
    frameUnreadable: "l'image {{frame}} ne peut pas être lue : image invalide ou fichier abîmé",
    interrupted: 'le traitement a été interrompu trop de fois',
    notUnderReview:
      'Ces images ne sont pas en attente de publication : elles ont déjà été publiées ou écartées.',
    reviewExpired: "L'aperçu de ces images a expiré (6 heures) : envoyez-les à nouveau.",
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
    unreadableImage:
      "Le fichier {{attribute}} contient une image illisible ({{reason}}) : rien n'a été remplacé.",
    quotaUser:
      "Limite d'envoi atteinte : vous avez envoyé {{used}} Mo ces dernières 24 heures et la limite est de {{limit}} Mo par utilisateur. Supprimez des fichiers en attente ou réessayez plus tard.",
    quotaCorporation:
      "Limite d'envoi de votre société atteinte : {{used}} Mo envoyés ces dernières 24 heures, la limite est de {{limit}} Mo. Réessayez plus tard.",
    tooManyPixels:
      'Le fichier {{attribute}} est une image trop grande ({{width}} × {{height}} pixels) : {{limit}} pixels au plus.',
    busy: "Ce morceau du fichier {{attribute}} n'est pas à la position attendue ou est déjà en cours d'envoi : reprenez à la position indiquée (Upload-Offset).",
    tooLargeKind:
      'Le fichier {{attribute}} est trop volumineux : {{limit}} Mo au plus pour ce type de fichier.',
    refusedEntries:
      "Le fichier {{attribute}} contient des fichiers refusés, dont le nom ne correspond pas au contenu ou dont le XML n'est pas sûr (une visite ne garde que des images JPEG, PNG, WebP, AVIF et du XML sans espace de noms, DOCTYPE ni instruction de traitement) : {{entries}}",
    imageCount: '{{expected}} images sont attendues, {{received}} ont été reçues.',
    framesMissing:
      'Il manque {{count}} vue(s) pour faire les {{expected}} vues de la maquette, numérotées à la suite : {{names}}.',
    framesExtra:
      '{{count}} image(s) en trop : {{names}} ({{expected}} vues attendues, numérotées à la suite à partir de la première).',
    framesDuplicate: 'Plusieurs images portent le même numéro de vue : {{names}}. Gardez-en une seule.',
    // upload limits per use (bo-identity)
    tooHeavyForUse:
      'Le fichier {{attribute}} pèse {{size}} Mo une fois réduit à {{edge}} pixels : {{limit}} Mo au plus pour cet usage. Enregistrez-le plus léger (PNG optimisé, JPEG ou SVG) puis envoyez-le à nouveau.',
  },
  account: {
    wrongCurrentPassword: 'Le mot de passe actuel est incorrect.',
    emailUnavailable:
      'Cette adresse e-mail ne peut pas être utilisée ici : choisissez-en une autre, ou demandez à l’administrateur de la plateforme.',
  },
};
