import type { Rgb } from '@vitrine/core';
import { brandPalette, parseHex } from '@vitrine/core/colors';

function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** Near-black or white, whichever reads better on the colour (WCAG contrast). */
export function readableTextOn(hex: string): string {
  const rgb = parseHex(hex);
  if (!rgb) return '#111111';
  const luminance = relativeLuminance(rgb);
  const onDark = (1 + 0.05) / (luminance + 0.05);
  const onLight = (luminance + 0.05) / (0.0086 + 0.05);
  return onDark >= onLight ? '#ffffff' : '#111111';
}

/** Whether a background colour is dark: white text (and a white/negative logo) reads better on it. */
export function isDarkBackground(hex: string): boolean {
  return readableTextOn(hex) === '#ffffff';
}

/** CSS variables of the brand: core's palette (`--main-color`, `--main-color-minus-50`…) plus text colours. */
export function brandCssVariables(main: string, secondary: string): Record<string, string> {
  const palette = brandPalette(main, secondary);
  return {
    ...palette,
    '--on-main': readableTextOn(palette['--main-color'] ?? main),
    '--on-secondary': readableTextOn(palette['--secondary-color'] ?? secondary),
  };
}
