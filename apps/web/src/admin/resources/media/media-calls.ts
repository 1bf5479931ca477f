import { apiJson } from '../../api/admin-http.ts';

/**
 * The media uploads of back office §7, each naming FilePond server ids: the 29 orbital frames
 * of a building (whole, or one floor), its polygon file, a unit's 360 images, a domain's
 * cyclorama and virtual-tour zips.
 */
export const mediaCalls = {
  orbitals: (buildingId: number, files: string[], floorId: number | null) =>
    apiJson('POST', `/api/buildings/${buildingId}/orbitals`, { body: { files, floor_id: floorId } }),
  polygons: (buildingId: number, files: string[]) =>
    apiJson('POST', `/api/buildings/${buildingId}/polygons`, { body: { file: files } }),
  v360: (unitId: number, files: string[]) =>
    apiJson('POST', `/api/units/${unitId}/v360`, { body: { files } }),
  cyclorama: (domainId: number, files: string[]) =>
    apiJson('POST', `/api/domains/${domainId}/cyclorama`, { body: { file: files } }),
  tour: (domainId: number, number: number, files: string[]) =>
    apiJson('POST', `/api/domains/${domainId}/tours/${number}`, { body: { file: files } }),
};
