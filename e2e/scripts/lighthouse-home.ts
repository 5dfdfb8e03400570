/**
 * Lighthouse mobile performance of `/` (its default: a mid-range phone on slow 4G, simulated),
 * three runs in the local Chromium, reporting the median score and Largest Contentful Paint.
 * Usage: npm run lighthouse -w e2e  (E2E_BASE_PORT moves the stack; MONGODB_URI uses an existing MongoDB).
 */
import { spawnSync } from 'node:child_process';

const RUNS = 3;

process.env.E2E_BASE_PORT ??= '4600';

interface LighthouseReport {
  lighthouseVersion: string;
  categories: { performance: { score: number } };
  audits: Record<string, { numericValue?: number }>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The CLI, not the Node API: tsx's helpers would leak into the functions Lighthouse runs in the page. */
function runLighthouse(url: string, chromePath: string | undefined, flags: string[]): LighthouseReport {
  const result = spawnSync(
    'npx',
    [
      'lighthouse',
      url,
      '--only-categories=performance',
      '--output=json',
      '--quiet',
      `--chrome-flags=--headless=new ${flags.join(' ')}`,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: chromePath } },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as LighthouseReport;
}

async function main(): Promise<void> {
  const { buildStack, startStack, URLS } = await import('../support/stack');
  const { CHROMIUM_ARGS, chromiumExecutable } = await import('../support/browser');
  buildStack();
  const stack = await startStack();
  try {
    const scores: number[] = [];
    const lcps: number[] = [];
    let version = '';
    for (let run = 1; run <= RUNS; run += 1) {
      const report = runLighthouse(`${URLS.shell}/`, chromiumExecutable(), CHROMIUM_ARGS);
      version = report.lighthouseVersion;
      const score = Math.round(report.categories.performance.score * 100);
      const lcp = report.audits['largest-contentful-paint']?.numericValue ?? Number.NaN;
      const cls = report.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN;
      const tbt = report.audits['total-blocking-time']?.numericValue ?? Number.NaN;
      console.log(
        `run ${run}: performance ${score}, LCP ${(lcp / 1000).toFixed(2)} s, CLS ${cls.toFixed(3)}, TBT ${Math.round(tbt)} ms`,
      );
      scores.push(score);
      lcps.push(lcp);
    }
    console.log(
      `\nMedian of ${RUNS} (Lighthouse ${version}, mobile): performance ${median(scores)}, LCP ${(median(lcps) / 1000).toFixed(2)} s`,
    );
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
