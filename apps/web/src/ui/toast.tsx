import { useSyncExternalStore } from 'react';

interface Toast {
  id: number;
  message: string;
  tone: 'success' | 'error';
}

const TOAST_DURATION_MS = 3000;
let toasts: Toast[] = [];
/** A page rendered on the server shows no toast (one appears after an action in the browser). */
const NO_TOASTS: Toast[] = [];
const noToasts = () => NO_TOASTS;
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

/** Shows a message top-right for 3 s (spec §9). */
export function showToast(message: string, tone: Toast['tone'] = 'success'): void {
  const toast = { id: nextId++, message, tone };
  toasts = [...toasts, toast];
  emit();
  setTimeout(() => {
    toasts = toasts.filter((item) => item.id !== toast.id);
    emit();
  }, TOAST_DURATION_MS);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Toasts stack top-right; `belowHeader` starts the stack under the site header, clear of its menu. */
export function ToastViewport({ belowHeader = false }: { belowHeader?: boolean }) {
  const current = useSyncExternalStore(subscribe, () => toasts, noToasts);
  return (
    <div
      aria-live="polite"
      role="status"
      className={`toast-viewport ${belowHeader ? 'toast-viewport--below-header' : ''}`}
    >
      {current.map((toast, index) => (
        <div
          key={toast.id}
          className={`toast ${toast.tone === 'error' ? 'toast--error' : ''}`}
          style={{ top: `calc(var(--toast-top) + ${index * 64}px)` }}
        >
          {toast.message}
        </div>
      ))}
    </div>
  );
}
