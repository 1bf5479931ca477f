class Quiet {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/** What components measure the page with (Mantine, embla), missing from jsdom: quiet stand-ins. */
export function polyfillLayoutApis(): void {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  globalThis.ResizeObserver ??= Quiet as unknown as typeof ResizeObserver;
  globalThis.IntersectionObserver ??= Quiet as unknown as typeof IntersectionObserver;
  window.HTMLElement.prototype.scrollIntoView ??= () => undefined;
}
