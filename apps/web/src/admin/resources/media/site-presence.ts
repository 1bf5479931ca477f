import { useQueries, useQuery } from '@tanstack/react-query';
import {
  FRAME_COUNT,
  polygonViewEntries,
  sameStoredName,
  type TPolygonFileLoose,
  validatePolygonFile,
} from '@vitrine/core';
import { orbitalFrameUrl, polygonFileUrl } from './storage-paths.ts';

/** What a floor lacks to be on the public model: its frames, the outlines of some units. */
export interface FloorPresence {
  framesMissing: boolean;
  /** Ids of the floor's top-level units that no outline names (in the floor's view or the full one). */
  unitsWithoutOutline: number[];
}

/**
 * Which of a floor's units a visitor can find on the model: a unit is there once an outline names
 * it in the floor's view or the building's full view (as the public viewer matches names), and
 * the floor's view once its 29 frames exist.
 */
export function floorPresence(
  framesPresent: boolean,
  polygons: TPolygonFileLoose | null,
  view: { building: string; floor: string },
  units: readonly { id: number; name: string; unit_id: number | null }[],
): FloorPresence {
  const outlined = [
    ...(polygonViewEntries(polygons, view.building, view.floor) ?? []),
    ...(polygonViewEntries(polygons, view.building, null) ?? []),
  ].map((entry) => entry.name);
  return {
    framesMissing: !framesPresent,
    unitsWithoutOutline: units
      .filter((unit) => unit.unit_id === null)
      .filter((unit) => !outlined.some((name) => sameStoredName(name, unit.name)))
      .map((unit) => unit.id),
  };
}

/** What a floor's view lacks on the public model: its frames, any outline at all. */
export function floorViewMissing(
  framesPresent: boolean,
  polygons: TPolygonFileLoose | null,
  view: { building: string; floor: string },
): ('frames' | 'outlines')[] {
  const entries = polygonViewEntries(polygons, view.building, view.floor);
  return [
    ...(framesPresent ? [] : (['frames'] as const)),
    ...(entries && entries.length > 0 ? [] : (['outlines'] as const)),
  ];
}

/** A building's polygon file as stored (checked when it can be, loosely read otherwise), or null. */
export async function fetchPolygonFile(url: string, signal: AbortSignal): Promise<TPolygonFileLoose | null> {
  const response = await fetch(url, { signal, cache: 'no-store' });
  if (!response.ok) return null;
  const json: unknown = await response.json().catch(() => null);
  const checked = validatePolygonFile(json);
  if (checked.ok) return checked.polygons;
  return json && typeof json === 'object' ? (json as TPolygonFileLoose) : null;
}

const polygonQuery = (buildingId: number | undefined) => ({
  queryKey: ['polygon-file', buildingId],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    fetchPolygonFile(polygonFileUrl(buildingId as number), signal),
  enabled: buildingId !== undefined,
  meta: { errorContext: 'silent' as const },
});

const framesQuery = (buildingId: number | undefined, floorId: number | null) => ({
  queryKey: ['floor-frames', buildingId, floorId],
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const url = orbitalFrameUrl({ buildingId: buildingId as number, floorId }, FRAME_COUNT - 1, 960, 'jpg');
    return (await fetch(url, { method: 'HEAD', signal })).ok;
  },
  enabled: buildingId !== undefined && floorId !== null,
  meta: { errorContext: 'silent' as const },
});

/** The building's polygon file, and whether the floor's last frame is stored (the job writes all 29). */
export function useFloorMedia(buildingId: number | undefined, floorId: number | null) {
  const polygons = useQuery(polygonQuery(buildingId));
  const frames = useQuery(framesQuery(buildingId, floorId));
  return {
    loaded: polygons.isSuccess && frames.isSuccess,
    polygons: polygons.data ?? null,
    framesPresent: frames.data ?? false,
  };
}

interface PlacedUnit {
  id: number;
  name: string;
  unit_id: number | null;
  floor_id: number;
  floor?: { name: string; building_id: number; building?: { name: string } | null } | null;
}

/**
 * For a list of units from several floors and buildings (the units list, with `floor.building`):
 * whether each is off the public model and whether its floor lacks frames; undefined while the
 * media of its floor are being read, or when it is on the model.
 */
export function useUnitsPresence(
  units: readonly PlacedUnit[],
): (unit: PlacedUnit) => FloorPresence | undefined {
  const floors = [
    ...new Map(units.flatMap((unit) => (unit.floor ? [[unit.floor_id, unit.floor]] : []))).entries(),
  ];
  const buildings = [...new Set(floors.map(([, floor]) => floor.building_id))];
  const polygons = useQueries({ queries: buildings.map((id) => polygonQuery(id)) });
  const frames = useQueries({ queries: floors.map(([id, floor]) => framesQuery(floor.building_id, id)) });
  return (unit) => {
    const floorAt = floors.findIndex(([id]) => id === unit.floor_id);
    const floor = floors[floorAt]?.[1];
    const polygonFile = polygons[buildings.indexOf(floor?.building_id ?? -1)];
    const framesPresent = frames[floorAt];
    if (!floor?.building || !polygonFile?.isSuccess || !framesPresent?.isSuccess) return undefined;
    const presence = floorPresence(
      framesPresent.data,
      polygonFile.data,
      { building: floor.building.name, floor: floor.name },
      [unit],
    );
    return presence.unitsWithoutOutline.length > 0 ? presence : undefined;
  };
}
