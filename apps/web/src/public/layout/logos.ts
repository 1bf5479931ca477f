import type { TSetting } from '@vitrine/core';
import { settingImageUrl } from '@vitrine/core/settings';

export interface ResponsiveLogo {
  /** Logo above the breakpoint. */
  wide: string | null;
  /** Logo at the breakpoint or below. */
  narrow: string | null;
}

function firstImage(settings: readonly TSetting[], names: readonly string[]): string | null {
  for (const name of names) {
    const url = settingImageUrl(settings, name);
    if (url) return url;
  }
  return null;
}

/** Header logos: upper-left (or black) on wide screens, secondary (or upper-left) at 1100 px or less. */
export function headerLogo(settings: readonly TSetting[]): ResponsiveLogo {
  return {
    wide: firstImage(settings, ['upper-left-logo', 'black-logo', 'secondary-logo']),
    narrow: firstImage(settings, ['secondary-logo', 'upper-left-logo', 'black-logo']),
  };
}

/** Home logos over the splash image: white (or negative) on wide screens, secondary at 1000 px or less. */
export function homeLogo(settings: readonly TSetting[]): ResponsiveLogo {
  return {
    wide: firstImage(settings, ['white-logo', 'upper-left-logo-neg', 'upper-left-logo']),
    narrow: firstImage(settings, ['upper-left-logo-neg', 'white-logo', 'secondary-logo', 'upper-left-logo']),
  };
}
