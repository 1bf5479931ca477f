/** Everything the public site needs, in one call; index.html preloads this exact URL. */
export const DOMAIN_URL =
  '/domain?translatable=1&include=settings,files,videos,videos.formats,videos.thumb,tours,tours.thumb,pages,projects,projects.settings,projects.statuses,projects.categories,projects.buildings,projects.buildings.settings,projects.buildings.floors,projects.buildings.floors.units,projects.buildings.floors.units.status,projects.buildings.floors.units.category';
