/**
 * Prints the gzipped size of every JavaScript file a phone downloads on the first load of `/`
 * (shell, module-federation runtime, shared libraries and the public remote's chunks), then the
 * picture bytes a 412 px phone (device pixel ratio 2) downloads on `/`, a package page and `/gallery`,
 * scrolled to the end so that every lazy picture loads. Exits 1 when a budget is missed.
 * Usage: npm run size  (E2E_BASE_PORT moves the stack; MONGODB_URI uses an existing MongoDB).
 */
import { type Browser, chromium, devices } from '@playwright/test';
import { FIRST_LOAD_BUDGET_KB, firstLoadScripts, totalKb } from '../support/first-load';

/** The budgets of the image issue: any one picture, and all of the home page's. */
const PICTURE_BUDGET_KB = 60;
const HOME_PICTURES_BUDGET_KB = 200;

interface Download {
  url: string;
  bytes: number;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

process.env.E2E_BASE_PORT ??= '4500';

async function main(): Promise<void> {
  const { buildStack, startStack, URLS } = await import('../support/stack');
  const { CHROMIUM_ARGS, ensureChromium } = await import('../support/browser');
  const executablePath = ensureChromium();
  buildStack();
  const stack = await startStack();
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ ...devices['Pixel 5'] });
    const page = await context.newPage();
    const files = await firstLoadScripts(page, `${URLS.shell}/`);
    for (const file of files) console.log(`${(file.gzipped / 1024).toFixed(1).padStart(8)} KB  ${file.url}`);
    const firstLoadKb = totalKb(files);
    console.log(
      `\nFirst-load JS of / (gzipped, ${files.length} files): ${firstLoadKb.toFixed(1)} KB (budget ${FIRST_LOAD_BUDGET_KB} KB)`,
    );
    if (firstLoadKb > FIRST_LOAD_BUDGET_KB) process.exitCode = 1;
    await context.close();

    const packages: Array<{ id: string; images: string[] }> = await (
      await fetch(`${URLS.shell}/api/packages`)
    ).json();
    const multiPicture = packages.find((item) => item.images.length > 1) ?? packages[0];
    const pages = ['/', ...(multiPicture ? [`/eachpackage?id=${multiPicture.id}`] : []), '/gallery'];
    console.log('\nPictures on a 412 px phone, device pixel ratio 2, scrolled to the end:');
    for (const path of pages) {
      const pictures = await pictureDownloads(browser, `${URLS.shell}${path}`);
      const bytes = pictures.reduce((sum, picture) => sum + picture.bytes, 0);
      const [largest] = [...pictures].sort((a, b) => b.bytes - a.bytes);
      console.log(
        `${path}: ${pictures.length} pictures, ${kb(bytes)}; largest ${largest ? `${kb(largest.bytes)} (${largest.url})` : 'none'}`,
      );
      if ((largest?.bytes ?? 0) > PICTURE_BUDGET_KB * 1024) process.exitCode = 1;
      if (path === '/' && bytes > HOME_PICTURES_BUDGET_KB * 1024) process.exitCode = 1;
    }
    console.log(`(budgets: ${PICTURE_BUDGET_KB} KB a picture, ${HOME_PICTURES_BUDGET_KB} KB for all of /)`);
  } finally {
    await browser.close();
    await stack.stop();
  }
}

/** Every picture a phone downloads on `url` as a visitor scrolls it to the end (SVG drawings included). */
async function pictureDownloads(browser: Browser, url: string): Promise<Download[]> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const pending: Promise<Download>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'image') return;
    pending.push(response.body().then((body) => ({ url: response.url(), bytes: body.length })));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  for (let step = 0; step < 40; step += 1) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 1;
    });
    await page.waitForTimeout(150);
    if (atEnd) break;
  }
  await page.waitForLoadState('networkidle');
  const downloads = await Promise.all(pending);
  await context.close();
  return downloads;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
