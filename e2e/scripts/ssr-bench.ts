/**
 * Server rendering under load (autocannon, 50 connections): the home page and a package page through
 * the shell, next to a bare Node server rendering the same public remote's App in-process with
 * renderToString and fixed data (the cost of React itself); then again while a new version of the
 * public remote is deployed every 2 seconds (the shell follows it, renders with it, empties its page
 * cache). Prints req/s, p99 and errors, and exits 1 when a target is missed: at least 0.5× the bare
 * render's throughput, p99 ≤ 100 ms, no error.
 * Usage: npm run ssr-bench -w e2e  (E2E_BASE_PORT moves the stack; MONGODB_URI uses an existing MongoDB).
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createInstance } from '@module-federation/enhanced/runtime';
import autocannon from 'autocannon';

process.env.E2E_BASE_PORT ??= '4700';

const require = createRequire(import.meta.url);
const CONNECTIONS = 50;
const SECONDS = 10;
const TARGETS = { ratio: 0.5, p99Ms: 100 };

interface Figures {
  requests: number;
  p99: number;
  errors: number;
}

async function measure(url: string): Promise<Figures> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS });
  return {
    requests: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * Deploys a new version to the store every `ms` from a process of its own (scripts/deploy-every.ts), as
 * a team's CI would; `stop` resolves with the versions it deployed.
 */
function deployEvery(store: string, ms: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/deploy-every.ts', store, String(ms)], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const versions: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => versions.push(...chunk.toString().split('\n').filter(Boolean)));
  return {
    stop: () =>
      new Promise<string[]>((resolve) => {
        child.once('exit', () => resolve(versions));
        child.kill();
      }),
  };
}

/** How long from now until the page at `url` names `version` (the shell follows the pointer), up to 5 s. */
async function shownAfter(url: string, version: string): Promise<string> {
  const started = Date.now();
  while (Date.now() - started < 5000) {
    if ((await (await fetch(url)).text()).includes(`/versions/${version}/`))
      return `${Date.now() - started} ms`;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return 'more than 5 s';
}

/** The public remote's server App, loaded by the federation runtime alone, sharing this process's React. */
async function loadRemoteApp(serverEntry: string) {
  const singleton = (version: string, name: string) => ({
    version,
    lib: () => require(name),
    shareConfig: { singleton: true, requiredVersion: `^${version}` },
  });
  const federation = createInstance({
    name: 'ssr_bench',
    remotes: [{ name: 'public_mfe', entry: serverEntry }],
    shared: {
      react: singleton('19.3.1', 'react'),
      'react/jsx-runtime': singleton('19.3.1', 'react/jsx-runtime'),
      'react-dom': singleton('19.3.1', 'react-dom'),
      'react-dom/server': singleton('19.3.1', 'react-dom/server'),
      'react-router-dom': singleton('7.18.5', 'react-router-dom'),
      'react-router': singleton('7.18.5', 'react-router'),
      'styled-components': singleton('6.6.0', 'styled-components'),
    },
  });
  const remote = await federation.loadRemote<{ default: unknown }>('public_mfe/App');
  if (!remote) throw new Error('the public remote did not load');
  return remote.default;
}

/** A server that renders the App with renderToString and the API's answers given, and nothing else. */
async function bareRenderer(App: unknown, dataFor: (path: string) => Record<string, unknown>) {
  const React = require('react');
  const { renderToPipeableStream, renderToString } = require('react-dom/server');
  const { StaticRouter } = require('react-router');
  const element = (path: string) =>
    React.createElement(
      StaticRouter,
      { location: path },
      React.createElement(App, { initialData: { answers: dataFor(path) } }),
    );
  const warm = (path: string) =>
    new Promise<void>((resolve, reject) => {
      // Once, so that the page's lazy chunks are in and renderToString renders it whole after that.
      renderToPipeableStream(element(path), { onAllReady: () => resolve(), onShellError: reject });
    });
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(renderToString(element(request.url ?? '/')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { url: `http://127.0.0.1:${address.port}`, warm, close: () => server.close() };
}

async function main(): Promise<void> {
  const { buildStack, PORTS, startStack, URLS } = await import('../support/stack');
  const { startTestDeployment } = await import('../support/deployment');
  const { unstable_serialize } = require('swr') as { unstable_serialize: (key: unknown) => string };
  buildStack();
  const stack = await startStack();
  const misses: string[] = [];
  try {
    const api = async (path: string) => (await fetch(`${URLS.bff}/api${path}`)).json();
    const packages = (await api('/packages')) as Array<{ id: string }>;
    const item = packages[0];
    if (!item) throw new Error('no package');
    const pages = { home: '/', 'a package page': `/eachpackage?id=${item.id}` };
    const fixed: Record<string, Record<string, unknown>> = {
      '/': {
        listContacts: await api('/messages/getallcontacts'),
        listPackages: packages,
        listGalleryImages: await api('/gallery/images'),
      },
      [pages['a package page']]: {
        listContacts: await api('/messages/getallcontacts'),
        [unstable_serialize(['getPackage', item.id])]: await api(`/packages/${item.id}`),
      },
    };
    const bare = await bareRenderer(
      await loadRemoteApp(`${URLS.publicMfe}/server/remoteEntry.js`),
      (path) => fixed[path] ?? {},
    );
    for (const path of Object.values(pages)) await bare.warm(path);

    const report = (label: string, figures: Figures, baseline?: Figures) => {
      const ratio = baseline ? figures.requests / baseline.requests : undefined;
      console.log(
        `${label.padEnd(48)} ${Math.round(figures.requests).toString().padStart(6)} req/s   p99 ${String(figures.p99).padStart(4)} ms   errors ${figures.errors}${ratio === undefined ? '' : `   ${ratio.toFixed(2)}× bare`}`,
      );
      if (!baseline) return;
      if ((ratio ?? 0) < TARGETS.ratio) misses.push(`${label}: ${ratio?.toFixed(2)}× the bare render`);
      if (figures.p99 > TARGETS.p99Ms) misses.push(`${label}: p99 ${figures.p99} ms`);
      if (figures.errors > 0) misses.push(`${label}: ${figures.errors} errors`);
    };

    console.log(`${CONNECTIONS} connections, ${SECONDS} s each\n`);
    for (const [name, path] of Object.entries(pages)) {
      const baseline = await measure(`${bare.url}${path}`);
      report(`${name}, bare renderToString`, baseline);
      report(`${name}, through the shell`, await measure(`${URLS.shell}${path}`), baseline);

      // The same, through a shell whose public remote has a new version deployed every 2 seconds.
      const deployment = await startTestDeployment(PORTS.testDeployment, PORTS.shellOfTestDeployment, {
        BFF_URL: URLS.bff,
        ADMIN_MFE_ORIGIN: URLS.adminMfe,
        SSR_REMOTE_POLL_MS: '500',
      });
      await fetch(`${deployment.shellUrl}${path}`);
      const deploying = deployEvery(deployment.folder, 2000);
      try {
        report(
          `${name}, through the shell, a deploy every 2 s`,
          await measure(`${deployment.shellUrl}${path}`),
          baseline,
        );
      } finally {
        const versions = await deploying.stop();
        const shown = await shownAfter(`${deployment.shellUrl}${path}`, versions.at(-1) ?? 'none');
        console.log(
          `  (${versions.length} versions deployed during the run; the last one shown after ${shown})`,
        );
        await deployment.close();
      }
    }
    bare.close();
    console.log(`\n${misses.length === 0 ? 'Every target met.' : `Missed:\n${misses.join('\n')}`}`);
  } finally {
    await stack.stop();
  }
  if (misses.length > 0) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
