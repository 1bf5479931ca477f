import createDOMPurify, { type Config } from 'dompurify';
import { JSDOM } from 'jsdom';
import { toTranslatedJson } from '../../db/translatable.ts';

/** Links and pictures: the web, mail, telephone and our own paths (no data:, no other scheme). */
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

/**
 * What the back office's rich text editor writes (apps/web/src/admin/shared/RichTextField.tsx):
 * paragraphs, headings, lists, emphasis, quotes, links and pictures picked from the stored files.
 */
const CONFIG: Config = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'code',
    'pre',
    'hr',
    'a',
    'img',
  ],
  ALLOWED_ATTR: ['href', 'src', 'alt', 'title'],
  ALLOWED_URI_REGEXP: SAFE_URL,
};

let purifier: ReturnType<typeof createDOMPurify> | undefined;

function htmlPurifier() {
  if (purifier) return purifier;
  purifier = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
  // a link may open in a new tab (the editor's links do); no other target is kept
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    if (data.attrName === 'target') data.forceKeepAttr = node.nodeName === 'A' && data.attrValue === '_blank';
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    // DOMPurify lets data: pictures through whatever the URL rule says
    if (node.nodeName === 'IMG' && !SAFE_URL.test(node.getAttribute('src') ?? '')) node.remove();
  });
  return purifier;
}

/**
 * Rich text from the back office as it is stored: scripts, handlers, styles, frames, forms and
 * links to other schemes removed, whatever sent it (the editor or a direct API call). The site
 * sanitises again when it shows it.
 */
export function sanitiseRichHtml(html: string): string {
  if (!html.trim()) return '';
  return String(htmlPurifier().sanitize(html, CONFIG)).trim();
}

export type TTranslatedInput = Partial<Record<'fr' | 'en', string | null>> | string | null | undefined;

/** A translatable rich text ready to store (`{"fr":…,"en":…}`), each language sanitised. */
export function richTranslatedJson(value: TTranslatedInput): string {
  const text = typeof value === 'string' ? { fr: value, en: '' } : (value ?? {});
  return toTranslatedJson({ fr: sanitiseRichHtml(text.fr ?? ''), en: sanitiseRichHtml(text.en ?? '') });
}
