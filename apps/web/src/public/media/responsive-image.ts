import type { TFileRef } from '@vitrine/core';

/** `srcset` of a stored image from its responsive widths (narrowest first); undefined without any. */
export function srcSetOf(file: Pick<TFileRef, 'responsiveUrls'>): string | undefined {
  const widths = Object.entries(file.responsiveUrls ?? {})
    .map(([width, url]) => [Number(width), url] as const)
    .filter(([width, url]) => Number.isInteger(width) && width > 0 && url)
    .sort(([a], [b]) => a - b);
  return widths.length
    ? widths.map(([width, url]) => `${encodeURI(decodeURI(url))} ${width}w`).join(', ')
    : undefined;
}
