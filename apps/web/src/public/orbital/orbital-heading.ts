import type { TSetting } from '@vitrine/core';
import { settingImageUrl, settingValue } from '@vitrine/core/settings';

export interface OrbitalHeading {
  /** The domain's orbital-title, shown as the model screen's title. */
  title: string | null;
  /** The project's building-logo, shown beside the title. */
  logo: string | null;
}

/** What the model screen's title block shows; nothing of it when both settings are empty. */
export function orbitalHeading(
  domainSettings: readonly TSetting[] | undefined,
  projectSettings: readonly TSetting[] | undefined,
): OrbitalHeading {
  return {
    title: settingValue(domainSettings, 'orbital-title')?.trim() || null,
    logo: settingImageUrl(projectSettings, 'building-logo'),
  };
}
