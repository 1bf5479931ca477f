import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export const DEMO_PASSWORD = 'vitrine-demo';

/** Signs in through /login (asking for `target`) and waits until the target screen is shown. */
export async function signIn(page: Page, email: string, target = '/admin'): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
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

/** Milliseconds since `start`, for the flows' timing lines. */
export function since(start: number): string {
  return `${((Date.now() - start) / 1000).toFixed(1)} s`;
}
