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

  // before the paint: a dialog the server rendered open (not modal, HTML cannot say so) becomes
  // modal without being seen in between
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !isModal(dialog)) {
      if (dialog.open) dialog.close();
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    if (!open && dialog.open) dialog.close();
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
