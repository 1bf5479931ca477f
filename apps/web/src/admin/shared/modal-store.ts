import { useSyncExternalStore } from 'react';

/** Back office §2: a modal is closed, or open with a name ("project-save") and optional data. */
export interface ModalState {
  name: string | null;
  data: unknown;
}

const CLOSED: ModalState = { name: null, data: null };
let state: ModalState = CLOSED;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function openModal(name: string, data: unknown = null): void {
  state = { name, data };
  emit();
}

/** Closing resets the name and the data. */
export function closeModal(): void {
  state = CLOSED;
  emit();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useModalState(): ModalState {
  return useSyncExternalStore(subscribe, () => state);
}

/** Whether the modal called `name` is open, and its data. */
export function useNamedModal<T>(name: string): { opened: boolean; data: T | null } {
  const current = useModalState();
  return current.name === name
    ? { opened: true, data: current.data as T | null }
    : { opened: false, data: null };
}

/** Modal widths: sm 1/5, md 2/5, lg 3/5, xl 4/5 of the window (back office §2). */
export const MODAL_SIZES = { sm: '20%', md: '40%', lg: '60%', xl: '80%' } as const;
export type ModalSize = keyof typeof MODAL_SIZES;
