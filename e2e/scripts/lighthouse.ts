/**
 * Lighthouse's mobile audit (a mid-range phone on slow 4G, simulated) of `/`, a package page and
 * `/gallery`, three runs each in the local Chromium, printing the median of each figure against the
 * targets of the server-rendering issue. Exits 1 when a median misses its target.
 * Usage: npm run lighthouse -w e2e  (E2E_BASE_PORT moves the stack; MONGODB_URI uses an existing MongoDB).
 */
import { spawnSync } from 'node:child_process';

const RUNS = 3;

process.env.E2E_BASE_PORT ??= '4600';

interface LighthouseReport {
  lighthouseVersion: string;
  categories: Record<'performance' | 'seo' | 'accessibility', { score: number }>;
  audits: Record<string, { numericValue?: number }>;
}

interface Figures {
  performance: number;
  seo: number;
  accessibility: number;
  /** Milliseconds. */
  lcp: number;
  cls: number;
  /** Milliseconds. */
  tbt: number;
}

/** What each median must reach: at least for scores, at most for timings and shifts. */
const TARGETS: { [Key in keyof Figures]: { at: 'least' | 'most'; value: number } } = {
  performance: { at: 'least', value: 97 },
  seo: { at: 'least', value: 100 },
  accessibility: { at: 'least', value: 100 },
  lcp: { at: 'most', value: 1500 },
  cls: { at: 'most', value: 0.02 },
  tbt: { at: 'most', value: 150 },
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** The CLI, not the Node API: tsx's helpers would leak into the functions Lighthouse runs in the page. */
function runLighthouse(url: string, chromePath: string, flags: string[]): LighthouseReport {
  const result = spawnSync(
    'npx',
    [
      'lighthouse',
      url,
      '--only-categories=performance,seo,accessibility',
      '--output=json',
      '--quiet',
      `--chrome-flags=--headless=new ${flags.join(' ')}`,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, CHROME_PATH: chromePath } },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as LighthouseReport;
}

function figuresOf(report: LighthouseReport): Figures {
  const score = (category: keyof LighthouseReport['categories']) =>
    Math.round(report.categories[category].score * 100);
  const audit = (name: string) => report.audits[name]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    seo: score('seo'),
    accessibility: score('accessibility'),
    lcp: audit('largest-contentful-paint'),
    cls: audit('cumulative-layout-shift'),
    tbt: audit('total-blocking-time'),
  };
}

const summary = (figures: Figures) =>
  `performance ${figures.performance}, SEO ${figures.seo}, accessibility ${figures.accessibility}, LCP ${(figures.lcp / 1000).toFixed(2)} s, CLS ${figures.cls.toFixed(3)}, TBT ${Math.round(figures.tbt)} ms`;

async function main(): Promise<void> {
  const { buildStack, startStack, URLS } = await import('../support/stack');
  const { CHROMIUM_ARGS, ensureChromium } = await import('../support/browser');
  const chromePath = ensureChromium();
  buildStack();
  const stack = await startStack();
  const misses: string[] = [];
  try {
    const [item]: Array<{ id: string }> = await (await fetch(`${URLS.shell}/api/packages`)).json();
    const pages = { home: '/', 'a package page': `/eachpackage?id=${item?.id}`, gallery: '/gallery' };
    let version = '';
    for (const [name, path] of Object.entries(pages)) {
      const runs: Figures[] = [];
      for (let run = 1; run <= RUNS; run += 1) {
        const report = runLighthouse(`${URLS.shell}${path}`, chromePath, CHROMIUM_ARGS);
        version = report.lighthouseVersion;
        runs.push(figuresOf(report));
        console.log(`${name}, run ${run}: ${summary(runs.at(-1) as Figures)}`);
      }
      const medians = Object.fromEntries(
        Object.keys(TARGETS).map((key) => [
          key,
          median(runs.map((figures) => figures[key as keyof Figures])),
        ]),
      ) as unknown as Figures;
      console.log(`${name}, median of ${RUNS}: ${summary(medians)}\n`);
      for (const [key, target] of Object.entries(TARGETS)) {
        const value = medians[key as keyof Figures];
        const met = target.at === 'least' ? value >= target.value : value <= target.value;
        if (!met) misses.push(`${name}: ${key} ${value} (target: at ${target.at} ${target.value})`);
      }
    }
    console.log(
      `Lighthouse ${version}, mobile profile. ${misses.length === 0 ? 'Every target met.' : `Missed:\n${misses.join('\n')}`}`,
    );
  } finally {
    await stack.stop();
  }
  if (misses.length > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
