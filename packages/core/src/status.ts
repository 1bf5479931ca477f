import type { TTranslated } from './schemas/translatable.ts';

/** Status ids with a fixed meaning on every project (seeded system statuses). */
export const STATUS = { AVAILABLE: 1, SOLD: 2, RESERVED: 3, NOT_CLICKABLE: 7 } as const;
export const UNKNOWN_STATUS_COLOR = '#eee';

export type StatusKind = 'available' | 'sold' | 'reserved' | 'notClickable' | 'unknown';

/** The system statuses as seeded: names in both languages and their dot colour. */
export const SYSTEM_STATUSES: readonly { id: number; kind: StatusKind; name: TTranslated; color: string }[] =
  [
    {
      id: STATUS.AVAILABLE,
      kind: 'available',
      name: { fr: 'Disponible', en: 'Available' },
      color: '#2e9d4a',
    },
    { id: STATUS.SOLD, kind: 'sold', name: { fr: 'Vendu', en: 'Sold' }, color: '#d0342c' },
    { id: STATUS.RESERVED, kind: 'reserved', name: { fr: 'Réservé', en: 'Reserved' }, color: '#f0932b' },
    {
      id: STATUS.NOT_CLICKABLE,
      kind: 'notClickable',
      name: { fr: 'Non cliquable', en: 'Not clickable' },
      color: '#9e9e9e',
    },
  ];

/** What a status id means; statuses added by a project behave like reserved. */
export function statusKind(statusId: number | null | undefined): StatusKind {
  if (statusId === null || statusId === undefined) return 'unknown';
  return SYSTEM_STATUSES.find((status) => status.id === statusId)?.kind ?? 'reserved';
}

export function isSystemStatus(statusId: number): boolean {
  return SYSTEM_STATUSES.some((status) => status.id === statusId);
}

export function isAvailableStatus(statusId: number | null | undefined): boolean {
  return statusId === STATUS.AVAILABLE;
}

export function isSoldStatus(statusId: number | null | undefined): boolean {
  return statusId === STATUS.SOLD;
}

/** Whether a unit with this status reacts to clicks on the model at all (7 never does). */
export function isClickableStatus(statusId: number | null | undefined): boolean {
  return statusId !== STATUS.NOT_CLICKABLE;
}
