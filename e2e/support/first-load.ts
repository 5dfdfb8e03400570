import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** The budget of issue 4: the JavaScript of the home route's first load, gzipped. */
export const FIRST_LOAD_BUDGET_KB = 170;

export interface ScriptDownload {
  url: string;
  gzipped: number;
}

/**
 * Every script `page` downloads when it opens `url` (shell, module-federation runtime, shared
 * libraries and the public remote's chunks), with its gzipped size, largest first.
 */
export async function firstLoadScripts(page: Page, url: string): Promise<ScriptDownload[]> {
  const pending: Promise<ScriptDownload>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
    pending.push(response.body().then((body) => ({ url: response.url(), gzipped: gzipSync(body).length })));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  // Half a second without requests can pass while the phone is still running the first scripts,
  // before it asks for the page's own chunks: count until the app has started.
  await page.getByTestId('header-content').and(page.locator('[data-live="true"]')).waitFor();
  await page.waitForLoadState('networkidle');
  return (await Promise.all(pending)).sort((a, b) => b.gzipped - a.gzipped);
}

export const totalKb = (scripts: ScriptDownload[]) =>
  scripts.reduce((sum, script) => sum + script.gzipped, 0) / 1024;
