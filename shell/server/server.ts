/**
 * The shell's server: public pages rendered with the public remote's own code (and hydrated in the
 * browser), the admin left to the browser, the built shell's files, /remotes.json, robots.txt and the
 * sitemap, and the remotes' files (/mfe/<remote>/) and /api proxied, so a visitor's browser needs to
 * reach this one origin.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import serveHandler from 'serve-handler';
import { loadShellConfig } from './config';
import { formPosts } from './forms/form-posts';
import { pageHeaders } from './page-headers';
import { proxy } from './proxy';
import { hydrationFiles } from './rendering/hydration-files';
import { pageCache } from './rendering/page-cache';
import { pageRenderer } from './rendering/page-renderer';
import { pageTemplate } from './rendering/page-template';
import { publicRemote } from './rendering/public-remote';

const DIST = path.resolve(__dirname, '..', 'dist');

const config = loadShellConfig();
const remotes = Object.values(config.remotes);
const browserRemotes = Object.fromEntries(
  remotes.map((remote) => [remote.name, { entry: remote.browserEntry }]),
);
const remotesJson = JSON.stringify(browserRemotes);
const log = (event: Record<string, unknown>) => console.log(JSON.stringify({ service: 'shell', ...event }));

const PAGE_HEADERS = pageHeaders(remotes);
/** Hashed file names never change; everything else is revalidated so a redeploy shows at once. */
const STATIC_HEADERS = [
  {
    source: '**',
    headers: [
      { key: 'Cache-Control', value: 'no-cache' },
      { key: 'X-Content-Type-Options', value: 'nosniff' },
    ],
  },
  {
    source: '**/*.+([0-9a-f]).@(js|css|map|png|jpg|jpeg|webp|svg|woff2)',
    headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
  },
];

const { rendering } = config;
const template = pageTemplate(path.join(DIST, 'index.html'));
const pages = pageCache(rendering.cacheSeconds * 1000);
const publicSite = publicRemote({
  name: config.remotes.public.name,
  entry: rendering.publicServerEntry,
  pollMs: rendering.pollMs,
  loadTimeoutMs: rendering.renderTimeoutMs,
  retryAfterMs: rendering.retryAfterMs,
  onNewVersion: () => pages.clear(),
  log,
});
const renderer = pageRenderer({
  template,
  publicRemote: publicSite,
  browserRemotes,
  bffUrl: config.bffUrl,
  dataBudgetMs: rendering.dataBudgetMs,
  renderTimeoutMs: rendering.renderTimeoutMs,
  hydrationFiles: hydrationFiles(config.remotes.public, rendering.pollMs, log),
  log,
});
const answerFormPost = formPosts({
  publicRemote: publicSite,
  bffUrl: config.bffUrl,
  render: (address, posted) => renderer.render(address, posted),
  pageHeaders: PAGE_HEADERS,
  log,
});
/** The site's public address: configured, or the one this request came to. */
function siteOrigin(incoming: IncomingMessage): string {
  if (config.siteUrl) return config.siteUrl.origin;
  const protocol = 'encrypted' in incoming.socket ? 'https' : 'http';
  return `${protocol}://${incoming.headers.host ?? 'localhost'}`;
}

function send(
  outgoing: ServerResponse,
  status: number,
  type: string,
  body: string,
  cache = 'no-cache',
): void {
  outgoing.writeHead(status, {
    'content-type': type,
    'cache-control': cache,
    'x-content-type-options': 'nosniff',
  });
  outgoing.end(body);
}

const isPageRequest = (incoming: IncomingMessage, pathname: string) =>
  (incoming.method === 'GET' || incoming.method === 'HEAD') && path.extname(pathname) === '';

async function answerPage(incoming: IncomingMessage, outgoing: ServerResponse, url: URL): Promise<void> {
  // The back office stays rendered in the browser; public pages are rendered here first.
  const admin = url.pathname === '/admin' || url.pathname.startsWith('/admin/');
  const address = new URL(`${url.pathname}${url.search}`, siteOrigin(incoming));
  const page = admin
    ? renderer.clientRendered()
    : await pages.get(address.href, () => renderer.render(address));
  outgoing.writeHead(page.status, {
    'content-type': 'text/html; charset=utf-8',
    // Shared caches may keep a rendered page briefly, and serve it a while longer as it is refreshed.
    'cache-control': page.serverRendered
      ? `public, max-age=0, s-maxage=${rendering.cacheSeconds}, stale-while-revalidate=300`
      : 'no-cache',
    ...PAGE_HEADERS,
  });
  outgoing.end(incoming.method === 'HEAD' ? undefined : page.html);
}

async function answerSitemap(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
  try {
    const remote = await publicSite.get();
    if (!remote) throw new Error('the public remote is not available');
    const xml = await remote.server.sitemap(siteOrigin(incoming), { bffUrl: config.bffUrl.toString() });
    send(outgoing, 200, 'application/xml; charset=utf-8', xml, 'public, max-age=3600');
  } catch (error) {
    log({ msg: 'sitemap failed', error: String(error) });
    send(outgoing, 503, 'text/plain; charset=utf-8', 'The sitemap is not available right now.');
  }
}

function handle(incoming: IncomingMessage, outgoing: ServerResponse): void {
  const url = new URL(incoming.url ?? '/', 'http://shell');
  const { pathname } = url;
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    proxy(incoming, outgoing, {
      origin: config.bffUrl,
      path: incoming.url ?? '/',
      forwarded: true,
      // An edit made through this shell shows on the next page view, not only when the cache expires.
      onAnswer: (status) => {
        if (incoming.method !== 'GET' && incoming.method !== 'HEAD' && status < 400) pages.clear();
      },
    });
    return;
  }
  const remote = remotes.find((candidate) => pathname.startsWith(candidate.proxyPath));
  if (remote) {
    const base = remote.origin.pathname.replace(/\/$/, '');
    const rest = pathname.slice(remote.proxyPath.length);
    proxy(incoming, outgoing, { origin: remote.origin, path: `${base}/${rest}${url.search}` });
    return;
  }
  switch (pathname) {
    case '/remotes.json':
      send(outgoing, 200, 'application/json', remotesJson);
      return;
    case '/healthz':
      send(outgoing, 200, 'text/plain', 'ok', 'no-store');
      return;
    case '/robots.txt':
      send(
        outgoing,
        200,
        'text/plain; charset=utf-8',
        `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\n\nSitemap: ${siteOrigin(incoming)}/sitemap.xml\n`,
        'public, max-age=3600',
      );
      return;
    case '/sitemap.xml':
      void answerSitemap(incoming, outgoing);
      return;
  }
  if (incoming.method === 'POST' && path.extname(pathname) === '' && !pathname.startsWith('/admin')) {
    const address = new URL(`${pathname}${url.search}`, siteOrigin(incoming));
    answerFormPost(incoming, outgoing, address).catch((error: unknown) => {
      log({ msg: 'form post failed', error: String(error) });
      if (!outgoing.headersSent) outgoing.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' });
      outgoing.end('The form could not be sent right now. Please try again in a moment.');
    });
    return;
  }
  if (isPageRequest(incoming, pathname)) {
    answerPage(incoming, outgoing, url).catch((error: unknown) => {
      log({ msg: 'page failed', error: String(error) });
      if (!outgoing.headersSent)
        outgoing.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...PAGE_HEADERS });
      outgoing.end(renderer.clientRendered().html);
    });
    return;
  }
  serveHandler(incoming, outgoing, { public: DIST, etag: true, headers: STATIC_HEADERS }).catch(() => {
    if (!outgoing.headersSent) outgoing.writeHead(500);
    outgoing.end();
  });
}

// Brotli or gzip for the shell's files and pages (the proxied services compress their own).
const compress = compression({ threshold: 1024 });
const server = createServer((incoming, outgoing) => {
  compress(incoming as Parameters<typeof compress>[0], outgoing as Parameters<typeof compress>[1], () =>
    handle(incoming, outgoing),
  );
});
server.listen(config.port, config.host, () =>
  log({ msg: 'listening', port: config.port, remotes: browserRemotes }),
);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
