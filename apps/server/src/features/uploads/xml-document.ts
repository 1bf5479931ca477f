import { JSDOM } from 'jsdom';

/** One DOM window for the XML checks: building a jsdom window costs milliseconds, parsing does not. */
let shared: JSDOM['window'] | undefined;

export function xmlWindow(): JSDOM['window'] {
  shared ??= new JSDOM('').window;
  return shared;
}

/**
 * A strictly read XML document, or null when the text is not well-formed or holds anything a
 * browser would act on before the elements: a DOCTYPE (entities, external subsets) or a
 * processing instruction such as `<?xml-stylesheet?>` (the `<?xml … ?>` declaration is allowed).
 */
export function parseStrictXml(text: string): Document | null {
  const body = text.replace(/^\uFEFF/, '');
  if (/<!DOCTYPE|<!ENTITY/i.test(body)) return null;
  const window = xmlWindow();
  const document = new window.DOMParser().parseFromString(body, 'application/xml');
  if (document.getElementsByTagName('parsererror').length > 0) return null;
  const walker = document.createTreeWalker(document, window.NodeFilter.SHOW_PROCESSING_INSTRUCTION);
  if (walker.nextNode()) return null;
  if (document.doctype) return null;
  return document;
}
