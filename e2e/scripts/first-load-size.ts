/**
 * Prints the gzipped size of every JavaScript file a phone downloads on the first load of `/`
 * (shell, module-federation runtime, shared libraries and the public remote's chunks).
 * Usage: npm run size  (E2E_BASE_PORT moves the stack; MONGODB_URI uses an existing MongoDB).
 */
import { gzipSync } from 'node:zlib';
import { chromium, devices } from '@playwright/test';

/** The budget of issue 4 for the home route. */
const BUDGET_KB = 170;

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
    const pending: Promise<{ url: string; gzipped: number }>[] = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() !== 'script' && !type.includes('javascript')) return;
      pending.push(response.body().then((body) => ({ url: response.url(), gzipped: gzipSync(body).length })));
    });
    await page.goto(`${URLS.shell}/`, { waitUntil: 'networkidle' });
    const files = (await Promise.all(pending)).sort((a, b) => b.gzipped - a.gzipped);
    const total = files.reduce((sum, file) => sum + file.gzipped, 0);
    for (const file of files) console.log(`${(file.gzipped / 1024).toFixed(1).padStart(8)} KB  ${file.url}`);
    const totalKb = total / 1024;
    console.log(
      `\nFirst-load JS of / (gzipped, ${files.length} files): ${totalKb.toFixed(1)} KB (budget ${BUDGET_KB} KB)`,
    );
    if (totalKb > BUDGET_KB) process.exitCode = 1;
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
