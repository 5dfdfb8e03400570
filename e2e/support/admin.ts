import { expect, type Locator, type Page } from '@playwright/test';

export function adminCredentials(): { username: string; password: string } {
  const username = process.env.E2E_ADMIN_USERNAME;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!username || !password) throw new Error('The e2e global setup did not provide admin credentials');
  return { username, password };
}

/** Logs in through the admin login form and waits for the dashboard. */
export async function logInAsAdmin(page: Page): Promise<void> {
  const { username, password } = adminCredentials();
  await page.goto('/admin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

/** Something unique to this run, so tests sharing the e2e database never see each other's data. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** Opens a dashboard section from the sidebar and waits for its heading. */
export async function openSection(page: Page, link: string, heading = link): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Dashboard sections' })
    .getByRole('link', { name: link })
    .click();
  await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
}

/** Answers an admin confirmation dialog with its confirm button (the last one). */
export async function confirmDialog(page: Page, title: string): Promise<void> {
  await page.getByRole('dialog', { name: title }).getByRole('button').last().click();
}

/** A success note shows, then closes by itself. */
export async function expectSuccess(page: Page, title: string, text?: string): Promise<void> {
  const alert = page.getByRole('alertdialog', { name: title });
  await expect(alert).toBeVisible();
  if (text) await expect(alert).toContainText(text);
  await expect(alert).toBeHidden();
}

/** On a public paged list, walks the pages with Next until `target` shows; fails if it never does. */
export async function findOnPublicPages(page: Page, target: Locator): Promise<void> {
  for (;;) {
    if (await target.first().isVisible()) return;
    const next = page.getByRole('button', { name: 'Next' });
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    await next.click();
  }
  await expect(target.first()).toBeVisible();
}

/** A valid 1×1 PNG, small enough to make in the test. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
