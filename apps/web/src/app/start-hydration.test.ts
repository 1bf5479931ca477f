// @vitest-environment jsdom

import { describe, expect, it, vi } from 'vitest';
import { startWhenReadyOrUsed } from './start-hydration.ts';

const later = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startWhenReadyOrUsed', () => {
  it('waits for the page to be ready, then starts once', async () => {
    const start = vi.fn();
    let ready = () => {};
    startWhenReadyOrUsed(start, new Promise<void>((resolve) => (ready = resolve)));
    await later();
    expect(start).not.toHaveBeenCalled();
    ready();
    await later();
    document.body.click();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts at the visitor’s first click, and what it attaches to the page sees that click', async () => {
    const root = document.createElement('div');
    const button = document.createElement('button');
    root.append(button);
    document.body.append(root);
    const seen = vi.fn();
    const start = vi.fn(() => root.addEventListener('click', seen));
    const removed = vi.spyOn(document, 'removeEventListener');
    startWhenReadyOrUsed(start, new Promise(() => {}));
    button.click();
    expect(start).toHaveBeenCalledTimes(1);
    expect(seen).toHaveBeenCalledTimes(1);
    // it listens no more once started
    expect(removed.mock.calls.map(([type]) => type)).toEqual(
      expect.arrayContaining(['pointerdown', 'keydown', 'focusin', 'input', 'click']),
    );
    button.click();
    expect(start).toHaveBeenCalledTimes(1);
    removed.mockRestore();
    root.remove();
  });
});
