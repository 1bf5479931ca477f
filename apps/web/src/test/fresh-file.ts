import { vi } from 'vitest';

// The suite runs without isolation: a worker keeps its modules and its jsdom from file to file
// (99 s → 20 s on two cores). Each file still starts as if it were alone: our modules evaluated
// afresh (their caches and queues empty), the listeners earlier files' modules left on the window
// and the document removed, no cookie, no storage, an empty page.
vi.resetModules();

type Listening = [EventTarget, string, EventListenerOrEventListenerObject, unknown];
const globalListeners = globalThis as { vitrineListeners?: Listening[] };

if (typeof window !== 'undefined') {
  if (!globalListeners.vitrineListeners) {
    const listening: Listening[] = [];
    globalListeners.vitrineListeners = listening;
    const add = EventTarget.prototype.addEventListener;
    EventTarget.prototype.addEventListener = function (this: EventTarget, type, listener, options) {
      if (listener && (this === window || this === document)) listening.push([this, type, listener, options]);
      add.call(this, type, listener, options);
    };
  }
  for (const [target, type, listener, options] of globalListeners.vitrineListeners.splice(0))
    target.removeEventListener(type, listener, options as EventListenerOptions);

  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookies, expired as the tests set them
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
}
