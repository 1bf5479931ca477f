import { isLinkOut } from './links-out.ts';

const OUT = 'data-kiosk-out';

function linkOut(link: HTMLAnchorElement, origin: string): boolean {
  return isLinkOut(
    {
      href: link.getAttribute('href') ?? '',
      target: link.getAttribute('target'),
      download: link.hasAttribute('download'),
    },
    origin,
  );
}

/** Marks the links that leave the site (kiosk.css hides the buttons among them and makes the rest plain text). */
function markLinks(root: ParentNode, origin: string): void {
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const out = linkOut(link, origin);
    if (out === link.hasAttribute(OUT)) continue;
    link.toggleAttribute(OUT, out);
    if (out) {
      link.setAttribute('tabindex', '-1');
      link.setAttribute('aria-disabled', 'true');
    } else {
      link.removeAttribute('tabindex');
      link.removeAttribute('aria-disabled');
    }
  }
}

/**
 * The kiosk's hold on the page: links out of the site marked and inert (a click or Enter on one
 * does nothing), no new windows, no remembered form entries offered to the next visitor, and full
 * screen asked for at each touch while the browser is not in it. Returns what undoes it all.
 */
export function holdPage(doc: Document, origin: string): () => void {
  const win = doc.defaultView ?? window;
  const stopLinkOut = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.<HTMLAnchorElement>('a[href]');
    if (link && linkOut(link, origin)) {
      event.preventDefault();
      event.stopPropagation();
    }
  };
  const noAutofill = (event: FocusEvent) => {
    const field = event.target as HTMLElement | null;
    if (field?.matches?.('input, textarea')) field.setAttribute('autocomplete', 'off');
  };
  const fullScreen = () => {
    if (doc.fullscreenElement || !doc.fullscreenEnabled) return;
    doc.documentElement.requestFullscreen?.({ navigationUI: 'hide' }).catch(() => {
      // refused (no user gesture counted, a browser policy): the next touch asks again
    });
  };

  let scheduled = false;
  const observer = new MutationObserver(() => {
    if (scheduled) return;
    scheduled = true;
    queueMicrotask(() => {
      scheduled = false;
      markLinks(doc, origin);
    });
  });
  markLinks(doc, origin);
  observer.observe(doc.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['href', 'target', 'download'],
  });
  doc.addEventListener('click', stopLinkOut, true);
  doc.addEventListener('auxclick', stopLinkOut, true);
  doc.addEventListener('focusin', noAutofill, true);
  doc.addEventListener('pointerdown', fullScreen, true);
  const open = win.open;
  win.open = () => null;

  return () => {
    observer.disconnect();
    doc.removeEventListener('click', stopLinkOut, true);
    doc.removeEventListener('auxclick', stopLinkOut, true);
    doc.removeEventListener('focusin', noAutofill, true);
    doc.removeEventListener('pointerdown', fullScreen, true);
    win.open = open;
    for (const link of doc.querySelectorAll(`[${OUT}]`)) {
      link.removeAttribute(OUT);
      link.removeAttribute('tabindex');
      link.removeAttribute('aria-disabled');
    }
  };
}
