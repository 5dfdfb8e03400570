/**
 * The page cache under a flood (autocannon): a cached page's latency on its own, then while another
 * client floods `/?cb=<random>` (addresses that must all be the cached home page: the target, p99 of
 * the cached page ≤ 50 ms), then, for information, while it floods `/eachpackage?id=<random>` (a page
 * each, which the shell renders at most a few at a time, else leaves to the browser at once). Prints
 * req/s, p50 and p99 of each, and exits 1 when the target is missed or anything fails.
 * Usage: npm run cache-bench -w e2e  (E2E_BASE_PORT moves the stack; MONGODB_URI uses an existing MongoDB).
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';

process.env.E2E_BASE_PORT ??= '4800';

const SECONDS = 10;
const MEASURED_CONNECTIONS = 10;
const FLOOD_CONNECTIONS = 4;
const TARGET_P99_MS = 50;

interface Figures {
  requests: number;
  p50: number;
  p99: number;
  errors: number;
}

const figuresOf = (result: autocannon.Result): Figures => ({
  requests: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.non2xx,
});

const measure = async (url: string) =>
  figuresOf(await autocannon({ url, connections: MEASURED_CONNECTIONS, duration: SECONDS }));

/** Requests to `origin` whose path `pathOf` makes afresh for each. */
const flood = async (origin: string, pathOf: () => string) =>
  figuresOf(
    await autocannon({
      url: origin,
      connections: FLOOD_CONNECTIONS,
      duration: SECONDS,
      requests: [{ setupRequest: (request) => ({ ...request, path: pathOf() }) }],
    }),
  );

const line = (label: string, figures: Figures) =>
  console.log(
    `${label.padEnd(52)} ${Math.round(figures.requests).toString().padStart(6)} req/s   p50 ${String(figures.p50).padStart(3)} ms   p99 ${String(figures.p99).padStart(4)} ms   errors ${figures.errors}`,
  );

async function main(): Promise<void> {
  const { buildStack, startStack, URLS } = await import('../support/stack');
  buildStack();
  const stack = await startStack();
  const misses: string[] = [];
  try {
    const cached = `${URLS.shell}/`;
    await fetch(cached);
    console.log(
      `cached page: ${MEASURED_CONNECTIONS} connections; flood: ${FLOOD_CONNECTIONS} connections; ${SECONDS} s each\n`,
    );
    line('cached home page, alone', await measure(cached));

    const scenarios: Array<[string, () => string]> = [
      ['/?cb=<random>', () => `/?cb=${randomBytes(8).toString('hex')}`],
      ['/eachpackage?id=<random>', () => `/eachpackage?id=${randomBytes(12).toString('hex')}`],
    ];
    for (const [name, pathOf] of scenarios) {
      const [page, flooding] = await Promise.all([measure(cached), flood(URLS.shell, pathOf)]);
      line(`cached home page, while ${name} floods`, page);
      // Random package ids answer 404 (the not-found page): those are not errors of the flood.
      line(`  the flood of ${name}`, {
        ...flooding,
        errors: name.includes('eachpackage') ? 0 : flooding.errors,
      });
      if (page.p99 > TARGET_P99_MS) misses.push(`while ${name} floods: p99 ${page.p99} ms`);
      if (page.errors > 0) misses.push(`while ${name} floods: ${page.errors} errors`);
    }
    console.log(
      `\n${misses.length === 0 ? `Every target met (p99 ≤ ${TARGET_P99_MS} ms).` : `Missed:\n${misses.join('\n')}`}`,
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
