import { useSyncExternalStore } from 'react';

interface Toast {
  id: number;
  message: string;
  tone: 'success' | 'error';
}

const TOAST_DURATION_MS = 3000;
let toasts: Toast[] = [];
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

export function ToastViewport() {
  const current = useSyncExternalStore(subscribe, () => toasts);
  return (
    <div aria-live="polite" role="status">
      {current.map((toast, index) => (
        <div
          key={toast.id}
          className={`toast ${toast.tone === 'error' ? 'toast--error' : ''}`}
          style={{ top: 16 + index * 64 }}
        >
          {toast.message}
        </div>
      ))}
    </div>
  );
}
