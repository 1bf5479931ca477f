import type { TEmbedFilter } from '@vitrine/core/schemas/embed';
import { useEffect, useRef, useSyncExternalStore } from 'react';

// What passes between the bridge and the pages it drives, without either importing the other:
// leads announce themselves on window (the forms do not know whether they are framed), and a
// filter sent by the page around waits here until the filter panel takes it.

const LEAD_SENT = 'vitrine:lead-sent';

export interface LeadSent {
  form: 'contact' | 'unit-mail';
  unit_id: number | null;
}

/** Called by the visitor forms once the server took the lead. */
export function announceLeadSent(lead: LeadSent): void {
  window.dispatchEvent(new CustomEvent<LeadSent>(LEAD_SENT, { detail: lead }));
}

export function onLeadSent(listener: (lead: LeadSent) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<LeadSent>).detail);
  window.addEventListener(LEAD_SENT, handle);
  return () => window.removeEventListener(LEAD_SENT, handle);
}

/** A filter asked for by the page around, numbered so that the same filter sent twice applies twice. */
export interface FilterRequest {
  id: number;
  filter: TEmbedFilter;
}

let pendingFilter: FilterRequest | null = null;
let nextId = 1;
const filterListeners = new Set<() => void>();

export function requestFilter(filter: TEmbedFilter): void {
  pendingFilter = { id: nextId++, filter };
  for (const listener of filterListeners) listener();
}

function subscribeToFilters(listener: () => void): () => void {
  filterListeners.add(listener);
  return () => filterListeners.delete(listener);
}

/**
 * Calls `apply` with each filter the page around asks for, once: one asked for before the panel
 * was there applies when it comes (the model's sidebar loads after its first frame).
 */
export function useRequestedFilters(apply: (filter: TEmbedFilter) => void): void {
  const version = useSyncExternalStore(
    subscribeToFilters,
    () => pendingFilter?.id ?? 0,
    () => 0,
  );
  const latestApply = useRef(apply);
  latestApply.current = apply;
  useEffect(() => {
    if (version === 0 || !pendingFilter) return;
    const { filter } = pendingFilter;
    pendingFilter = null;
    latestApply.current(filter);
  }, [version]);
}
