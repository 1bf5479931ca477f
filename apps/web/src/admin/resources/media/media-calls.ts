import { apiJson } from '../../api/admin-http.ts';

const filesBody = (files: string[]) => ({ body: { files } });

/**
 * The media uploads of back office §7, each naming FilePond server ids (`{ files }`): the 29
 * orbital frames of a building (whole, or one floor), its polygon file, a unit's 360 images,
 * a domain's cyclorama and virtual-tour zips.
 */
export const mediaCalls = {
  orbitals: (buildingId: number, files: string[], floorId: number | null) =>
    floorId === null
      ? apiJson('POST', `/api/buildings/${buildingId}/orbitals`, filesBody(files))
      : apiJson('POST', `/api/floors/${floorId}/orbitals`, filesBody(files)),
  polygons: (buildingId: number, files: string[]) =>
    apiJson('POST', `/api/buildings/${buildingId}/polygons`, filesBody(files)),
  v360: (unitId: number, files: string[]) => apiJson('POST', `/api/units/${unitId}/v360`, filesBody(files)),
  cyclorama: (domainId: number, files: string[]) =>
    apiJson('POST', `/api/domains/${domainId}/cyclorama`, filesBody(files)),
  tour: (domainId: number, number: number, files: string[]) =>
    apiJson('POST', `/api/domains/${domainId}/tours/${number}`, filesBody(files)),
};
