import type { TFileRef } from '@vitrine/core';

const srcSetEntry = (url: string, width: number) => `${encodeURI(decodeURI(url))} ${width}w`;

/**
 * `srcset` of a stored image: its responsive widths, narrowest first, then the original itself
 * at its width when that width is known and wider than every rendition (so a wide screen gets
 * the full picture, not the widest rendition). Undefined without any width.
 */
export function srcSetOf(file: Pick<TFileRef, 'url' | 'responsiveUrls' | 'width'>): string | undefined {
  const widths: [number, string][] = Object.entries(file.responsiveUrls ?? {})
    .map(([width, url]): [number, string] => [Number(width), url])
    .filter(([width, url]) => Number.isInteger(width) && width > 0 && url)
    .sort(([a], [b]) => a - b);
  const widest = widths.at(-1)?.[0] ?? 0;
  if (file.url && file.width && Number.isInteger(file.width) && file.width > widest)
    widths.push([file.width, file.url]);
  return widths.length ? widths.map(([width, url]) => srcSetEntry(url, width)).join(', ') : undefined;
}
