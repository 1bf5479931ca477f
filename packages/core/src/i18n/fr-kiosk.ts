/** French words of kiosk mode (issue 15 point 4): the screen, the link's refusals, the back office's link. */
export const frKiosk = {
  phone: {
    button: 'Recevoir sur mon téléphone',
    title: 'Recevoir ce logement sur votre téléphone',
    hint: 'Scannez ce code avec l’appareil photo de votre téléphone : la fiche du logement s’y ouvre, à garder ou à partager. Aucun e-mail n’est demandé sur cet écran.',
    qrAlt: 'QR code de la fiche de {{title}}',
    close: 'Fermer',
  },
  idle: {
    warning: 'Toujours là ? L’écran revient à l’accueil dans {{seconds}} s.',
    stay: 'Je continue',
  },
  link: {
    refused: 'Lien de borne refusé',
    malformed:
      'Ce lien de borne est incomplet ou abîmé. Demandez-en un nouveau dans l’administration (Identité visuelle du site).',
    forged:
      'Ce lien de borne n’a pas été signé par ce site. Demandez-en un nouveau dans l’administration (Identité visuelle du site).',
    expired:
      'Ce lien de borne a expiré. Demandez-en un nouveau dans l’administration (Identité visuelle du site).',
    otherSite: 'Ce lien de borne a été créé pour un autre site : ouvrez-le à l’adresse de ce site-là.',
    wrongKind:
      'Ce n’est pas un lien de borne. Demandez-en un dans l’administration (Identité visuelle du site).',
    home: 'Aller à l’accueil du site',
  },
  admin: {
    title: 'Lien de borne',
    intro:
      'Ouvrez ce lien sur l’écran du bureau de vente : ce navigateur-là passe en mode borne pour un an (délai d’inactivité ci-dessus), les autres visiteurs du site ne voient rien changer.',
    days: 'Le lien peut être ouvert pendant (jours)',
    create: 'Créer un lien de borne',
    validUntil: 'Ce lien ouvre une borne jusqu’au {{date}}.',
    copy: 'Copier le lien',
    copied: 'Lien copié',
    leave: 'Pour qu’un écran quitte le mode borne, ouvrez {{path}} sur cet écran.',
  },
};
