/** French strings of the report shown after a virtual tour upload, scene by scene. */
export const frAdminTourReport = {
  title: 'Ce que verront les visiteurs',
  scene: 'Scène « {{title}} »',
  shownAs: {
    sphere: 'Panorama sphérique',
    cube: 'Cube',
    tiles: 'Cube en tuiles, {{size}} px par face',
  },
  notShown: 'Non affichée',
  ok: 'Rien à signaler',
  noImage: 'Aucune image : la scène ne sera pas affichée.',
  tiledSphere: 'Sphère en tuiles (multirésolution) : non prise en charge, la scène ne sera pas affichée.',
  unsupportedImage: 'Type d’image non pris en charge : la scène ne sera pas affichée.',
  otherKind:
    'Image d’un autre type que les autres scènes (sphère et cube mêlés) : la scène ne sera pas affichée.',
  missingFiles:
    '{{count}} fichier(s) absent(s) de l’archive, par exemple {{first}} : ces parties resteront noires.',
  brokenLink: 'Un point chaud mène à la scène « {{target}} », absente de la visite.',
  includesMissing: 'Fichiers inclus absents de l’archive (ignorés) : {{files}}',
};
