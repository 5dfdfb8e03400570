/** Shared steps of the public-site journeys (not a spec file: Playwright only runs *.spec.ts). */
import { randomInt } from 'node:crypto';
import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { URLS } from '../support/stack';

export interface ApiPackage {
  id: string;
  title: string;
  category: string;
}

export interface ApiContact {
  title: string;
  category: 'Phone' | 'Email';
}

/** Unique per run and per test, so files sharing the database never collide. */
export function uniqueTag(): string {
  return `${Date.now().toString(36)}${randomInt(1_000_000).toString(36)}`;
}

/**
 * Gives the page a client address of its own on API calls: the BFF limits public posts per address
 * (it trusts the proxy's X-Forwarded-For), and the journeys of one run would otherwise share one
 * budget. Only /api calls carry it: on the remotes' cross-origin files it would force a CORS preflight.
 */
export async function useOwnClientAddress(page: Page): Promise<void> {
  const address = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  await page.route('**/api/**', (route) =>
    route.fallback({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
}

/** A 375 px phone's page with JavaScript off (a proxy browser, a data saver): in a context of its own. */
export async function phoneWithoutJavaScript(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: URLS.shell,
    viewport: { width: 375, height: 800 },
  });
  return context.newPage();
}

export const vacationPackages = (packages: ApiPackage[]) =>
  packages.filter((item) => !['hajj', 'umrah'].includes(item.category.toLowerCase()));

/** The day `days` after today, as a date input holds it (the browser and this run share a clock). */
export function dayFromToday(days: number): string {
  const day = new Date();
  day.setDate(day.getDate() + days);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

/** Fills name, phone, e-mail and message of an enquiry form. */
export async function fillEnquiry(form: Locator, tag: string): Promise<void> {
  await form.getByLabel('Name').fill(`E2E Visitor ${tag}`);
  await form.getByLabel('Phone').fill('0803 555 0101');
  await form.getByLabel('Email').fill(`visitor-${tag}@example.com`);
  await form.getByLabel('Message').fill(`Please call me back (${tag}).`);
}

/** Fills name, phone, e-mail and message of an enquiry form and presses SEND. */
export async function sendEnquiry(form: Locator, tag: string): Promise<void> {
  await fillEnquiry(form, tag);
  await form.getByRole('button', { name: 'SEND' }).click();
}

/** The next POST /api/messages fails with a 500 and the given body. */
export async function failMessages(page: Page, body: Record<string, string>): Promise<void> {
  await page.route('**/api/messages', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    return route.fulfill({ status: 500, json: body });
  });
}

/** Closes the §8 dialog with this title after checking its text. */
export async function expectDialog(page: Page, title: string, text?: string): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: title });
  await expect(dialog).toBeVisible();
  if (text) await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: 'OK' }).click();
  await expect(dialog).toBeHidden();
}

export { PUBLIC_ROUTES } from '../support/site-map';
