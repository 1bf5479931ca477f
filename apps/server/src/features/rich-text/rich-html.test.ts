import { describe, expect, it } from 'vitest';
import { sanitiseRichHtml } from './rich-html.ts';

describe('sanitiseRichHtml', () => {
  it('keeps what the editor writes', () => {
    const html =
      '<h3>Le lot</h3><p>Un <strong>beau</strong> <em>séjour</em>, <a href="https://example.test/plan">plan</a>.</p><ul><li>Cave</li></ul><p><img src="/storage/files/gallery/1/01.jpg" alt="Séjour"></p>';
    expect(sanitiseRichHtml(html)).toBe(html);
  });

  it.each([
    ['<p>a<script>alert(1)</script></p>', '<p>a</p>'],
    ['<p onclick="alert(1)">a</p>', '<p>a</p>'],
    ['<img src="x" onerror="alert(1)">', ''],
    ['<a href="javascript:alert(1)">a</a>', '<a>a</a>'],
    ['<a href="//evil.test/x">a</a>', '<a>a</a>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', ''],
    ['<p style="position:fixed">a</p>', '<p>a</p>'],
    ['<iframe src="https://evil.test"></iframe><p>b</p>', '<p>b</p>'],
    ['<form action="/x"><input name="q"></form>', ''],
    [
      '<a href="https://example.test" target="_blank">a</a>',
      '<a href="https://example.test" target="_blank" rel="noopener noreferrer">a</a>',
    ],
    ['<a href="/x" target="_top">a</a><p target="_blank">b</p>', '<a href="/x">a</a><p>b</p>'],
    ['   ', ''],
  ])('cleans %s', (input, output) => {
    expect(sanitiseRichHtml(input)).toBe(output);
  });
});
