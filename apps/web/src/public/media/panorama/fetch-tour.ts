import { missingIncludes, parseKrpanoTour, type Tour } from '@vitrine/core/krpano/krpano-tour';
import { requestHeaders } from '../../../api/http.ts';

/** Rounds of `<include>`s followed (an included file may include more). */
const INCLUDE_ROUNDS = 4;

/** The text of an XML answer, or null for anything else (404, the SPA's HTML, a network failure). */
async function fetchXml(url: string, signal?: AbortSignal): Promise<string | null> {
  try {
    const response = await fetch(url, {
      credentials: 'include',
      headers: { ...requestHeaders, Accept: 'application/xml, text/xml' },
      ...(signal ? { signal } : {}),
    });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !/\bxml\b/i.test(type)) return null;
    return await response.text();
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

/**
 * A tour.xml is there when it answers with an XML content type (spec §7); anything else means no
 * tour. The answer is parsed with the files it `<include>`s from the same site (a file that cannot
 * be had counts as empty, as krpano would skip it).
 */
export async function fetchTour(
  url: string,
  { signal, base }: { signal?: AbortSignal; base?: string } = {},
): Promise<Tour | null> {
  const absolute = new URL(url, base ?? window.location.href).href;
  const text = await fetchXml(absolute, signal);
  if (text === null) return null;
  const included = new Map<string, string>();
  const origin = new URL(absolute).origin;
  for (let round = 0; round < INCLUDE_ROUNDS; round++) {
    const missing = missingIncludes(text, absolute, included);
    if (missing.length === 0) break;
    await Promise.all(
      missing.map(async (include) => {
        const found = new URL(include).origin === origin ? await fetchXml(include, signal) : null;
        included.set(include, found ?? '<krpano/>');
      }),
    );
  }
  return parseKrpanoTour(text, absolute, included);
}
