import type { TSetting } from '@vitrine/core';

/** The brochure's link: the PDF of the "brochure" setting, else its file or URL value. */
export function brochureUrl(settings: readonly TSetting[]): string | null {
  const setting = settings.find((entry) => entry.name === 'brochure');
  if (!setting) return null;
  return setting.pdf?.url ?? setting.image?.url ?? (setting.value || null);
}
