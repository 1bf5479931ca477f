import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { useServerOutcome } from '../app/page-request.ts';
import './modal.css';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  closeLabel: string;
  children: ReactNode;
  className?: string;
}

function isModal(dialog: HTMLDialogElement): boolean {
  try {
    return dialog.matches(':modal');
  } catch {
    // a browser without :modal
    return dialog.open;
  }
}

/** A native modal <dialog>: focus stays inside, Escape and a click on the backdrop close it. */
export function Modal({ open, title, onClose, closeLabel, children, className }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const onServer = useServerOutcome() !== null;

  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog || (open && isModal(dialog))) return;
    if (!open) {
      if (dialog.open) dialog.close();
      return;
    }
    const showModal = () => {
      if (dialog.open) dialog.close();
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    };
    // opened by the visitor: modal before the paint
    if (!dialog.open) return showModal();
    // rendered open by the server (HTML cannot say modal) and already looking modal (modal.css):
    // made modal in a task of its own, not in the page's hydration, which showModal() made ~20 %
    // longer (the page's style and layout again, for the top layer)
    const upgrade = setTimeout(showModal, 0);
    return () => clearTimeout(upgrade);
  }, [open]);

  return (
    <dialog
      ref={dialogRef}
      // HTML can only show a dialog open; the browser then makes it modal (above) and owns it
      open={onServer ? open : undefined}
      suppressHydrationWarning
      className={`modal-dialog ${className ?? ''}`}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      {open && (
        <div className="modal">
          <h2 id={titleId}>{title}</h2>
          <button
            type="button"
            className="icon-button modal__close"
            aria-label={closeLabel}
            onClick={onClose}
          >
            ×
          </button>
          {children}
        </div>
      )}
    </dialog>
  );
}
