import { i18n } from '../../i18n/translations.ts';
import { notifyError, notifySuccess } from '../shared/notify.ts';

/** Copies `text` and says so; a refused clipboard asks the user to copy by hand. */
export async function copyText(
  text: string,
  copiedKey: 'admin.embed.snippet.copied' | 'admin.embed.keys.copied',
) {
  try {
    await navigator.clipboard.writeText(text);
    notifySuccess(i18n.t(copiedKey));
  } catch {
    notifyError(i18n.t('admin.embed.snippet.copyFailed'));
  }
}
