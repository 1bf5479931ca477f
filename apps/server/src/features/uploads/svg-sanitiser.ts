import createDOMPurify, { type Config } from 'dompurify';
import { parseStrictXml, xmlWindow } from './xml-document.ts';

const SVG = 'http://www.w3.org/2000/svg';
const XLINK = 'http://www.w3.org/1999/xlink';
const XML = 'http://www.w3.org/XML/1998/namespace';

/**
 * Namespaces a browser acts on: elements of these may be a script, a frame or a link, attributes
 * of these an event handler or a URL. What the sanitiser removes elsewhere is an editor's
 * metadata (Inkscape, Illustrator, RDF), inert in a browser, and only dropped.
 */
const LIVE_ELEMENTS = new Set<string | null>([
  null,
  SVG,
  'http://www.w3.org/1999/xhtml',
  'http://www.w3.org/1998/Math/MathML',
]);
const LIVE_ATTRIBUTES = new Set<string | null>([null, XLINK, XML]);

/** SVG and its filters, plus <use> (symbols of CAD exports) restricted to the file's own ids. */
const CONFIG: Config = {
  USE_PROFILES: { svg: true, svgFilters: true },
  ADD_TAGS: ['use'],
  IN_PLACE: true,
};

/** Links may point inside the file only (`#id`), or be an inline picture of <image>. */
function isLocalReference(element: Element, value: string): boolean {
  if (value.trim().startsWith('#')) return true;
  return element.localName === 'image' && /^data:image\/(png|jpeg|webp|gif);base64,/i.test(value.trim());
}

let purifier: ReturnType<typeof createDOMPurify> | undefined;

function svgPurifier() {
  if (purifier) return purifier;
  purifier = createDOMPurify(xmlWindow() as unknown as Parameters<typeof createDOMPurify>[0]);
  purifier.addHook('uponSanitizeAttribute', (element, data) => {
    if (
      (data.attrName === 'href' || data.attrName === 'xlink:href') &&
      !isLocalReference(element, data.attrValue)
    )
      data.keepAttr = false;
  });
  return purifier;
}

export type SvgVerdict = { safe: true; svg: string } | { safe: false };

/**
 * An uploaded SVG made safe to serve, by DOMPurify over a strict XML parse (the way a browser
 * reads an image/svg+xml file, so a namespaced `<x:script>` is seen as the script it is).
 * Refused when the sanitiser has to remove anything a browser would act on (script, handlers,
 * foreignObject, outside links), or when the file has a DOCTYPE subset, a processing instruction
 * or is not well-formed; otherwise its sanitised text, editor metadata dropped, is what is kept.
 */
export function sanitiseSvg(text: string): SvgVerdict {
  // The public SVG 1.1 DOCTYPE of many exporters declares nothing; an internal subset is refused.
  const document = parseStrictXml(
    text.replace(/<!DOCTYPE\s+svg\s+PUBLIC\s+"[^"[\]>]*"\s+"[^"[\]>]*"\s*>/i, ''),
  );
  const root = document?.documentElement;
  if (!document || !root || root.namespaceURI !== SVG || root.localName !== 'svg') return { safe: false };
  const purify = svgPurifier();
  purify.sanitize(root, CONFIG);
  const live = purify.removed.some((removed) =>
    'element' in removed
      ? LIVE_ELEMENTS.has((removed.element as Element).namespaceURI ?? null)
      : LIVE_ATTRIBUTES.has(removed.attribute?.namespaceURI ?? null),
  );
  if (live || document.documentElement !== root) return { safe: false };
  return { safe: true, svg: new (xmlWindow().XMLSerializer)().serializeToString(document) };
}
