import { useEffect, useId } from 'react';
import { i18n } from '../../../i18n/translations.ts';
import { askConfirmation } from '../confirm/confirm-store.ts';
import { closeModal } from '../modal-store.ts';

/** Forms and modals holding unsaved work, by a key of their own. */
const dirty = new Set<string>();

export function hasUnsavedChanges(): boolean {
  return dirty.size > 0;
}

/** Forgets every unsaved mark (after the user chose to leave, or after a save). */
export function forgetUnsavedChanges(): void {
  dirty.clear();
}

/** Marks the calling form as holding unsaved work while `isDirty` is true (and until it unmounts). */
export function useUnsavedChanges(isDirty: boolean): { forget: () => void } {
  const key = useId();
  useEffect(() => {
    if (isDirty) dirty.add(key);
    else dirty.delete(key);
    return () => {
      dirty.delete(key);
    };
  }, [isDirty, key]);
  return { forget: () => dirty.delete(key) };
}

/** True when nothing is unsaved or the user chose to leave it; the marks are then dropped. */
export async function mayLeaveUnsaved(): Promise<boolean> {
  if (!hasUnsavedChanges()) return true;
  const leave = await askConfirmation({
    title: i18n.t('admin.edits.unsaved.title'),
    message: i18n.t('admin.edits.unsaved.message'),
    yes: i18n.t('admin.edits.unsaved.leave'),
    no: i18n.t('admin.edits.unsaved.stay'),
    danger: true,
  });
  if (leave) forgetUnsavedChanges();
  return leave;
}

/** Closes the open modal, after asking when it holds unsaved work (Esc, click outside, ×, "Annuler"). */
export function closeUnlessUnsaved(): void {
  void mayLeaveUnsaved().then((leave) => {
    if (leave) closeModal();
  });
}
