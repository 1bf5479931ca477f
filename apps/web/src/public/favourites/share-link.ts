import { showToast } from '../../ui/toast.tsx';

/**
 * Hands a link to the device's share sheet where there is one (phones), else copies it and says
 * so; false when the visitor closed the share sheet.
 */
export async function shareLink(
  url: string,
  title: string,
  words: { copied: string; copyFailed: string },
): Promise<boolean> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
      return true;
    } catch (error) {
      if ((error as Error).name === 'AbortError') return false;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    showToast(words.copied);
  } catch {
    showToast(words.copyFailed, 'error');
  }
  return true;
}
