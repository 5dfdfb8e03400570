/**
 * Lighthouse mobile performance of `/` (simulated mid-range phone on slow 4G, Lighthouse's default),
 * three runs in the local Chromium, reporting the median score and Largest Contentful Paint.
 * Usage: npm run lighthouse -w e2e  (E2E_BASE_PORT moves the stack; MONGODB_URI uses an existing MongoDB).
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const RUNS = 3;

process.env.E2E_BASE_PORT ??= '4600';

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

async function main(): Promise<void> {
  const { buildStack, startStack, URLS } = await import('../support/stack');
  const { CHROMIUM_ARGS, chromiumExecutable } = await import('../support/browser');
  buildStack();
  const stack = await startStack();
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  try {
    const scores: number[] = [];
    const lcps: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const result = await lighthouse(`${URLS.shell}/`, {
        port: chrome.port,
        onlyCategories: ['performance'],
        output: 'json',
        logLevel: 'error',
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error('Lighthouse returned no report');
      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      const lcp = lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
      const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
      const tbt = lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN;
      console.log(
        `run ${run}: performance ${score}, LCP ${(lcp / 1000).toFixed(2)} s, CLS ${cls.toFixed(3)}, TBT ${Math.round(tbt)} ms`,
      );
      scores.push(score);
      lcps.push(lcp);
    }
    console.log(
      `\nMedian of ${RUNS}: performance ${median(scores)}, LCP ${(median(lcps) / 1000).toFixed(2)} s (Lighthouse ${
        (await import('lighthouse/package.json', { with: { type: 'json' } })).default.version
      }, mobile)`,
    );
  } finally {
    chrome.kill();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
