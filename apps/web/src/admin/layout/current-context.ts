import { useEffect, useSyncExternalStore } from 'react';

/** The domain and project the user last opened: the side menu shows their sections (back office §2). */
export interface CurrentContext {
  domainId: number | null;
  projectId: number | null;
}

const STORAGE_KEY = 'vitrine.admin.context';
const listeners = new Set<() => void>();
let current: CurrentContext = load();

function load(): CurrentContext {
  try {
    const stored = JSON.parse(
      sessionStorage.getItem(STORAGE_KEY) ?? 'null',
    ) as Partial<CurrentContext> | null;
    return { domainId: stored?.domainId ?? null, projectId: stored?.projectId ?? null };
  } catch {
    return { domainId: null, projectId: null };
  }
}

export function setCurrentContext(next: Partial<CurrentContext>): void {
  const merged = { ...current, ...next };
  if (merged.domainId === current.domainId && merged.projectId === current.projectId) return;
  current = merged;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(current));
  } catch {
    // private mode: the context lasts for this page only
  }
  for (const listener of listeners) listener();
}

export function clearCurrentContext(): void {
  setCurrentContext({ domainId: null, projectId: null });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCurrentContext(): CurrentContext {
  return useSyncExternalStore(subscribe, () => current);
}

/** Marks a domain and/or project as loaded once a screen knows them. */
export function useLoadedContext(context: Partial<CurrentContext>): void {
  const { domainId, projectId } = context;
  useEffect(() => {
    const next: Partial<CurrentContext> = {};
    if (domainId) next.domainId = domainId;
    if (projectId) next.projectId = projectId;
    if (Object.keys(next).length > 0) setCurrentContext(next);
  }, [domainId, projectId]);
}
