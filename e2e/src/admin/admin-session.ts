import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export const DEMO_PASSWORD = 'vitrine-demo';

/** Signs in through /login (asking for `target`) and waits until the target screen is shown. */
export async function signIn(
  page: Page,
  email: string,
  target = '/admin',
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/admin'));
}

/** A call to the admin API from the signed-in page (its cookies and XSRF token). */
export async function apiCall<T = unknown>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const answer = await page.evaluate(
    async ({ method, path, body }) => {
      const token = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
      const response = await fetch(path, {
        method,
        credentials: 'include',
        headers: {
          Accept: 'application/json',
          'X-Requested-With': 'XMLHttpRequest',
          'X-XSRF-TOKEN': token,
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
    { method, path, body },
  );
  expect(answer.status, `${method} ${path}: ${answer.text.slice(0, 300)}`).toBeLessThan(400);
  return (answer.text ? JSON.parse(answer.text) : null) as T;
}

/** Chooses an option of a Mantine Select by its label. */
export async function chooseOption(
  page: Page,
  label: string | RegExp,
  option: string | RegExp,
): Promise<void> {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Waits for a toast (top-right notification) with this text. */
export async function expectToast(page: Page, text: string | RegExp): Promise<void> {
  await page.locator('.mantine-Notification-root', { hasText: text }).first().waitFor({ timeout: 10_000 });
}

/**
 * Opens `url` in another tab of `page`'s browser context (same cookies), runs `look` on it and
 * closes it; `page` comes back to the front (a tab in the background runs its timers slowly).
 */
export async function inAnotherTab<T>(page: Page, url: string, look: (tab: Page) => Promise<T>): Promise<T> {
  const tab = await page.context().newPage();
  try {
    await tab.goto(url);
    return await look(tab);
  } finally {
    await tab.close();
    await page.bringToFront();
  }
}

/** Milliseconds since `start`, for the flows' timing lines. */
export function since(start: number): string {
  return `${((Date.now() - start) / 1000).toFixed(1)} s`;
}

/**
 * Drags an item by its handle ("Glisser pour réordonner") onto `target`, in small steps as a
 * hand would (dnd-kit needs the moves); `at` is where on the target it is dropped (0–1 each way).
 */
export async function dragOnto(
  page: Page,
  item: Locator,
  target: Locator,
  at: { x: number; y: number } = { x: 0.5, y: 0.5 },
): Promise<void> {
  const handle = item.getByRole('button', { name: 'Glisser pour réordonner' });
  const source = await handle.boundingBox();
  const end = await target.boundingBox();
  if (!source || !end) throw new Error('the item or its target is not visible');
  const from = { x: source.x + source.width / 2, y: source.y + source.height / 2 };
  const to = { x: end.x + end.width * at.x, y: end.y + end.height * at.y };
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) {
    await page.mouse.move(from.x + ((to.x - from.x) * step) / 12, from.y + ((to.y - from.y) * step) / 12, {
      steps: 2,
    });
  }
  await page.mouse.up();
}
