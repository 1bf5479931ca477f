/** The id of the script element holding the queries a server-rendered page was rendered with. */
export const QUERY_STATE_ID = 'vitrine-state';

/**
 * A non-executed JSON script element (allowed by the CSP's script-src 'self'). `<` is escaped, so
 * that no text in the data can close the element.
 */
export function embeddedJson(id: string, data: unknown): string {
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The data of such an element in this page, or null. */
export function readEmbeddedJson<T>(id: string): T | null {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}
