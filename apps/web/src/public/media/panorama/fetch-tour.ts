import { requestHeaders } from '../../../api/http.ts';
import { parseKrpanoTour, type Tour, type XmlParser } from './krpano-tour.ts';

/**
 * A tour.xml is there when it answers with an XML content type (spec §7); anything else (404,
 * the SPA's HTML, a network failure) means no tour. The answer is parsed when it is there.
 */
export async function fetchTour(
  url: string,
  { signal, parse, base }: { signal?: AbortSignal; parse?: XmlParser; base?: string } = {},
): Promise<Tour | null> {
  const absolute = new URL(url, base ?? window.location.href).href;
  let text: string;
  try {
    const response = await fetch(absolute, {
      credentials: 'include',
      headers: { ...requestHeaders, Accept: 'application/xml, text/xml' },
      ...(signal ? { signal } : {}),
    });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !/\bxml\b/i.test(type)) return null;
    text = await response.text();
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
  return parseKrpanoTour(text, absolute, parse);
}
