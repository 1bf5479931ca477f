import type { TSetting } from '@vitrine/core';
import { brandColors, settingImageUrl } from '@vitrine/core/settings';
import { isDarkBackground } from './brand-css.ts';

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

/** Logos drawn for a dark background; the other variants are dark and vanish on it. */
const NEGATIVE_LOGOS = ['upper-left-logo-neg', 'white-logo'] as const;

/**
 * Header logos. On a light header (the main colour): upper-left (or black) on wide screens,
 * secondary (or upper-left) at 1100 px or less. On a dark header: the negative (or white) logo
 * at every width, falling back to the light variants only when the domain has neither.
 * `alt` (a page's "With alt logo?") takes the other family: the negative logo on a light header,
 * the regular one on a dark header; a domain without the other family keeps the usual logo.
 */
export function headerLogo(settings: readonly TSetting[], { alt = false } = {}): ResponsiveLogo {
  const light = {
    wide: firstImage(settings, ['upper-left-logo', 'black-logo', 'secondary-logo']),
    narrow: firstImage(settings, ['secondary-logo', 'upper-left-logo', 'black-logo']),
  };
  const negativeUrl = firstImage(settings, NEGATIVE_LOGOS);
  const negative = negativeUrl ? { wide: negativeUrl, narrow: negativeUrl } : null;
  const dark = isDarkBackground(brandColors(settings).main);
  const usual = dark ? (negative ?? light) : light;
  if (!alt) return usual;
  const other = dark ? light : negative;
  return other?.wide ? other : usual;
}

/** Home logos over the splash image: white (or negative) on wide screens, secondary at 1000 px or less. */
export function homeLogo(settings: readonly TSetting[]): ResponsiveLogo {
  return {
    wide: firstImage(settings, ['white-logo', 'upper-left-logo-neg', 'upper-left-logo']),
    narrow: firstImage(settings, ['upper-left-logo-neg', 'white-logo', 'secondary-logo', 'upper-left-logo']),
  };
}
