import i18next, { type i18n } from 'i18next';

/**
 * Strings of the media pages (panoramas, gallery, video, 360 view) that core's catalogues do not
 * hold yet; added under the key `media` when a media page loads. Move them into core when it
 * suits its owner.
 */
export const mediaStrings = {
  fr: {
    panorama: {
      region: 'Panorama à 360° : glissez ou utilisez les flèches pour regarder autour de vous',
      loading: 'Chargement du panorama',
      scenes: 'Points de vue',
      showScene: 'Aller à : {{title}}',
      error: 'Le panorama ne peut pas être affiché.',
      viewer: {
        zoom: 'Zoom',
        zoomOut: 'Zoom arrière',
        zoomIn: 'Zoom avant',
        moveUp: 'Regarder vers le haut',
        moveDown: 'Regarder vers le bas',
        moveLeft: 'Regarder à gauche',
        moveRight: 'Regarder à droite',
        description: 'Description',
        download: 'Télécharger',
        fullscreen: 'Plein écran',
        loading: 'Chargement…',
        menu: 'Menu',
        close: 'Fermer',
        twoFingers: 'Utilisez deux doigts pour naviguer',
        ctrlZoom: 'Utilisez Ctrl + molette pour zoomer',
        loadError: 'Le panorama ne peut pas être chargé',
        webglError: 'Votre navigateur ne semble pas prendre en charge WebGL',
        gyroscope: 'Gyroscope',
        markers: 'Repères',
        markersList: 'Liste des repères',
      },
    },
    gallery: {
      region: 'Galerie de photos',
      slide: '{{number}} sur {{count}}',
      alt: '{{title}} — photo {{number}} sur {{count}}',
      thumbnails: 'Miniatures',
      showImage: "Afficher l'image {{number}}",
      toCyclorama: 'Voir le cyclorama',
      toVirtualTour: 'Voir la visite virtuelle',
    },
    video: {
      region: 'Vidéos',
      slide: 'Vidéo {{number}} sur {{count}}',
      label: '{{title}} — vidéo {{number}}',
      choose: 'Choisir une vidéo',
      showVideo: 'Afficher la vidéo {{number}}',
    },
    turntable: {
      region: 'Vue 360° : glissez ou utilisez les flèches gauche et droite pour tourner, + et − pour zoomer',
      image: '{{title}} — vue {{number}} sur {{count}}',
      loading: 'Chargement de la vue 360° : {{percent}} %',
      zoom: 'Zoom',
      zoomIn: 'Zoom avant',
      zoomOut: 'Zoom arrière',
      turnLeft: 'Tourner à gauche',
      turnRight: 'Tourner à droite',
      none: "Pas de vue 360° pour ce bien pour l'instant.",
    },
  },
  en: {
    panorama: {
      region: '360° panorama: drag or use the arrow keys to look around',
      loading: 'Loading the panorama',
      scenes: 'Viewpoints',
      showScene: 'Go to: {{title}}',
      error: 'The panorama cannot be shown.',
      viewer: {
        zoom: 'Zoom',
        zoomOut: 'Zoom out',
        zoomIn: 'Zoom in',
        moveUp: 'Look up',
        moveDown: 'Look down',
        moveLeft: 'Look left',
        moveRight: 'Look right',
        description: 'Description',
        download: 'Download',
        fullscreen: 'Fullscreen',
        loading: 'Loading…',
        menu: 'Menu',
        close: 'Close',
        twoFingers: 'Use two fingers to navigate',
        ctrlZoom: 'Use ctrl + scroll to zoom',
        loadError: 'The panorama cannot be loaded',
        webglError: 'Your browser does not seem to support WebGL',
        gyroscope: 'Gyroscope',
        markers: 'Markers',
        markersList: 'Markers list',
      },
    },
    gallery: {
      region: 'Photo gallery',
      slide: '{{number}} of {{count}}',
      alt: '{{title}} — photo {{number}} of {{count}}',
      thumbnails: 'Thumbnails',
      showImage: 'Show image {{number}}',
      toCyclorama: 'See the cyclorama',
      toVirtualTour: 'See the virtual tour',
    },
    video: {
      region: 'Videos',
      slide: 'Video {{number}} of {{count}}',
      label: '{{title}} — video {{number}}',
      choose: 'Choose a video',
      showVideo: 'Show video {{number}}',
    },
    turntable: {
      region: '360° view: drag or use the left and right arrow keys to turn, + and − to zoom',
      image: '{{title}} — view {{number}} of {{count}}',
      loading: 'Loading the 360° view: {{percent}} %',
      zoom: 'Zoom',
      zoomIn: 'Zoom in',
      zoomOut: 'Zoom out',
      turnLeft: 'Turn left',
      turnRight: 'Turn right',
      none: 'No 360° view for this unit yet.',
    },
  },
} as const;

/** Adds the media strings to an i18next instance (the app's by default); safe to call again. */
export function registerMediaStrings(instance: i18n = i18next): void {
  if (!instance.store) return;
  for (const language of ['fr', 'en'] as const) {
    instance.addResourceBundle(language, 'translation', { media: mediaStrings[language] }, true, false);
  }
}
