// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { holdPage } from './kiosk-guards.ts';

const ORIGIN = window.location.origin;

function click(element: Element): boolean {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  element.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('the kiosk’s hold on the page', () => {
  let release = () => {};
  afterEach(() => {
    release();
    document.body.innerHTML = '';
  });

  it('makes links out of the site inert and marked, and leaves the site’s own links alone', () => {
    document.body.innerHTML = `
      <a id="own" href="/contact">Contact</a>
      <a id="mail" href="mailto:ventes@promoteur.be"><span>ventes@promoteur.be</span></a>
      <a id="away" href="https://www.promoteur.be/">Promoteur</a>
      <a id="brochure" class="button" href="/storage/brochure.pdf" target="_blank">Brochure</a>`;
    release = holdPage(document, ORIGIN);
    expect(click(document.querySelector('#own')!)).toBe(false);
    expect(click(document.querySelector('#mail span')!)).toBe(true);
    expect(click(document.querySelector('#away')!)).toBe(true);
    expect(click(document.querySelector('#brochure')!)).toBe(true);
    expect([...document.querySelectorAll('[data-kiosk-out]')].map((link) => link.id)).toEqual([
      'mail',
      'away',
      'brochure',
    ]);
    expect(document.querySelector('#away')!.getAttribute('tabindex')).toBe('-1');
    expect(window.open('https://www.promoteur.be/')).toBeNull();
  });

  it('marks a link added later, and lets everything go when kiosk mode ends', async () => {
    release = holdPage(document, ORIGIN);
    const link = document.createElement('a');
    link.href = 'tel:+3281000000';
    document.body.append(link);
    await new Promise((done) => setTimeout(done, 0));
    expect(link.hasAttribute('data-kiosk-out')).toBe(true);
    release();
    release = () => {};
    expect(link.hasAttribute('data-kiosk-out')).toBe(false);
    expect(click(link)).toBe(false);
  });

  it('offers the next visitor none of the previous one’s form entries', () => {
    document.body.innerHTML = '<form><input id="email" type="email"></form>';
    release = holdPage(document, ORIGIN);
    const field = document.querySelector<HTMLInputElement>('#email')!;
    field.focus();
    expect(field.getAttribute('autocomplete')).toBe('off');
  });
});
