import i18next from 'i18next';
import { notifyError, notifySuccess } from '../shared/notify.ts';

/** Copies `text` and says so; a refused clipboard asks the user to copy by hand. */
export async function copyText(
  text: string,
  copiedKey: 'admin.embed.snippet.copied' | 'admin.embed.keys.copied',
) {
  try {
    await navigator.clipboard.writeText(text);
    notifySuccess(i18next.t(copiedKey));
  } catch {
    notifyError(i18next.t('admin.embed.snippet.copyFailed'));
  }
}
