/**
 * The query parameters that change a public page, each with the one value that does something:
 * `?showUnit=true` opens the unit sheet of the unit in the path, `?custom-css=1` applies the
 * site's custom CSS. The server renders and keys its kept pages on these only (renderedUrl).
 */
export const PAGE_FLAGS = { showUnit: 'true', 'custom-css': '1' } as const;
export type PageFlag = keyof typeof PAGE_FLAGS;

/** Whether a page flag is on in a query string or its parsed parameters. */
export function pageFlag(search: URLSearchParams | string, name: PageFlag): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return params.get(name) === PAGE_FLAGS[name];
}

/**
 * A page's path and query reduced to what changes the page: the path and the flags that are on,
 * in a fixed order (`?utm_source=…`, `?x=<random>` or `?showUnit=maybe` give the same URL).
 */
export function renderedUrl(url: string): string {
  const start = url.indexOf('?');
  if (start === -1) return url;
  const sent = new URLSearchParams(url.slice(start + 1));
  const flags = (Object.keys(PAGE_FLAGS) as PageFlag[]).filter((name) => pageFlag(sent, name));
  const query = new URLSearchParams(flags.map((name) => [name, PAGE_FLAGS[name]])).toString();
  return query ? `${url.slice(0, start)}?${query}` : url.slice(0, start);
}
