import { type TStatusMap, ZStatusMap } from '@vitrine/core/schemas/crm';

/** Our fixed status ids (ARCHITECTURE.md): 1 available, 2 sold, 3 reserved. */
export const AVAILABLE = 1;
export const SOLD = 2;
export const RESERVED = 3;

/** External status words understood without any setting (lower case). */
export const DEFAULT_STATUS_MAP: Readonly<Record<string, number>> = {
  available: AVAILABLE,
  free: AVAILABLE,
  disponible: AVAILABLE,
  reserved: RESERVED,
  option: RESERVED,
  optioned: RESERVED,
  'pre-reserved': RESERVED,
  réservé: RESERVED,
  reserve: RESERVED,
  sold: SOLD,
  vendu: SOLD,
};

const normalise = (word: string) => word.trim().toLowerCase();

/** Reads a stored override; anything unreadable counts as none. */
export function parseStatusMap(json: string | null): TStatusMap {
  if (!json) return {};
  try {
    const parsed = ZStatusMap.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

/** Our status id for an external status word, the override first; undefined when unknown. */
export function mapStatus(word: string, override: TStatusMap = {}): number | undefined {
  const key = normalise(word);
  for (const [external, id] of Object.entries(override)) if (normalise(external) === key) return id;
  return DEFAULT_STATUS_MAP[key];
}
