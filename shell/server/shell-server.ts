/**
 * The shell's server: public pages rendered with the public remote's own code (and hydrated in the
 * browser), the admin left to the browser, the built shell's files, /remotes.json, robots.txt and the
 * sitemap, and the remotes' files (/mfe/<remote>/) and /api proxied, so a visitor's browser needs to
 * reach this one origin.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import serveHandler from 'serve-handler';
import { addressMatcher, type ShellServerConfig } from './config';
import { browserFilePath } from './deployments/browser-files';
import type { RemoteDeployments } from './deployments/remote-deployments';
import { formPosts } from './forms/form-posts';
import { PERSONAL_PAGE_HEADERS, pageHeaders } from './page-headers';
import { forwardedFor, proxy } from './proxy';
import { contentVersions } from './rendering/content-versions';
import { pageCache } from './rendering/page-cache';
import { pageRenderer, type RenderedPage } from './rendering/page-renderer';
import { pageTemplate } from './rendering/page-template';
import type { PublicRemoteSource } from './rendering/public-remote';
import { readRequestTarget } from './request-target';
import { addressOnSite, siteOrigin } from './site-origin';

export type Log = (event: Record<string, unknown>) => void;

export interface ShellServerParts {
  /** The built shell (index.html and its files). */
  distDir: string;
  /**
   * Follows the remotes' deployments (see `remoteDeployments`); `onChange` is called when pages kept
   * were rendered with a version before the current one.
   */
  deployments: (onChange: () => void) => Pick<
    RemoteDeployments,
    'ready' | 'browserRemotes' | 'hydrationFiles' | 'stop'
  > & {
    publicRemote: PublicRemoteSource;
  };
  log: Log;
}

export interface ShellServer {
  server: Server;
  /** Stops the shell's own timers (the server is closed by its owner). */
  stop(): void;
}

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
    source: '**/*.+([0-9a-f]).@(js|css|png|jpg|jpeg|webp|svg|woff2)',
    headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
  },
];

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

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

const isAdminPath = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

/** Source maps carry the sources: they are for the team's debugging, never served. */
const isSourceMap = (pathname: string) => pathname.endsWith('.map');

export function createShellServer(config: ShellServerConfig, parts: ShellServerParts): ShellServer {
  const { log } = parts;
  const { rendering } = config;
  const remotes = Object.values(config.remotes);
  const pageHeadersOfShell = pageHeaders(remotes, config.paymentPageOrigin);
  const forwarded = forwardedFor(addressMatcher(config.trustedProxies));
  const originOf = siteOrigin(config, forwarded);

  const content = contentVersions({ bffUrl: config.bffUrl, pollMs: rendering.contentPollMs, log });
  const pages = pageCache({
    ttlMs: rendering.cacheSeconds * 1000,
    maxPages: 500,
    maxNotFound: 100,
    maxConcurrentRenders: rendering.maxConcurrentRenders,
    contentVersions: content.current,
  });
  // A remote's new version (a deployment, a rollback) renews every page kept: each is rendered with it anew.
  const deployments = parts.deployments(() => pages.renewAll());
  const { publicRemote } = deployments;
  const renderer = pageRenderer({
    template: pageTemplate(path.join(parts.distDir, 'index.html')),
    browserRemotes: deployments.browserRemotes,
    dataBudgetMs: rendering.dataBudgetMs,
    renderTimeoutMs: rendering.renderTimeoutMs,
    hydrationFiles: deployments.hydrationFiles,
    log,
  });

  /** The public remote's code pages are rendered with, once each store has been read. */
  const renderingRemote = async () => {
    await deployments.ready;
    return publicRemote.get();
  };

  const answerFormPost = formPosts({
    publicRemote: { get: renderingRemote },
    bffUrl: config.bffUrl,
    // A page with what the visitor typed: rendered for them alone, never kept.
    render: async (address, posted, visitor) => {
      const remote = await renderingRemote();
      return remote ? renderer.render(address, remote, { posted, visitor }) : renderer.clientRendered();
    },
    pageHeaders: pageHeadersOfShell,
    forwarded,
    paymentPageOrigin: config.paymentPageOrigin,
    log,
  });

  async function answerPage(incoming: IncomingMessage, outgoing: ServerResponse, url: URL): Promise<void> {
    // The back office stays rendered in the browser; public pages are rendered here first.
    const remote = isAdminPath(url.pathname) ? undefined : await renderingRemote();
    let page = renderer.clientRendered();
    let personal = false;
    if (remote) {
      const origin = originOf(incoming);
      const address = addressOnSite(origin, `${url.pathname}${url.search}`);
      personal = remote.server.isPersonalPage(address);
      const renderAt = (shown: URL) => () => renderer.render(shown, remote, { visitor: forwarded(incoming) });
      if (personal) {
        page = await pages.renderUnkept(renderAt(address), renderer.clientRendered);
      } else {
        // A page kept for everyone is rendered from its key alone: nothing else the address carries
        // (a campaign's parameter, a token) can be written into it.
        const key = remote.server.pageKeyOf(address);
        page = await pages.get(
          `${origin} ${key}`,
          renderAt(addressOnSite(origin, key)),
          renderer.clientRendered,
        );
      }
    }
    if (page.redirect) {
      outgoing.writeHead(303, {
        location: page.redirect,
        'cache-control': 'no-store',
        ...PERSONAL_PAGE_HEADERS,
      });
      outgoing.end();
      return;
    }
    outgoing.writeHead(page.status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': cacheControlOf(page, personal),
      ...pageHeadersOfShell,
      ...(personal && PERSONAL_PAGE_HEADERS),
    });
    outgoing.end(incoming.method === 'HEAD' ? undefined : page.html);
  }

  function cacheControlOf(page: RenderedPage, personal: boolean): string {
    if (personal) return 'private, no-store';
    // Shared caches may keep a rendered page briefly, and serve it a while longer as it is refreshed.
    return page.serverRendered
      ? `public, max-age=0, s-maxage=${rendering.cacheSeconds}, stale-while-revalidate=300`
      : 'no-cache';
  }

  async function answerSitemap(incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
    try {
      const remote = await renderingRemote();
      if (!remote) throw new Error('the public remote is not available');
      const xml = await remote.server.sitemap(originOf(incoming));
      send(outgoing, 200, 'application/xml; charset=utf-8', xml, 'public, max-age=3600');
    } catch (error) {
      log({ msg: 'sitemap failed', error: String(error) });
      send(outgoing, 503, 'text/plain; charset=utf-8', 'The sitemap is not available right now.');
    }
  }

  function handle(incoming: IncomingMessage, outgoing: ServerResponse): void {
    const target = readRequestTarget(incoming.url ?? '/');
    if ('invalid' in target) {
      send(outgoing, 400, 'text/plain; charset=utf-8', 'Bad request', 'no-store');
      return;
    }
    if ('redirect' in target) {
      // The address may carry a private link's token: no cache keeps the redirect.
      outgoing.writeHead(308, { location: target.redirect, 'cache-control': 'no-store' });
      outgoing.end();
      return;
    }
    const { url } = target;
    const { pathname } = url;
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      proxy(incoming, outgoing, {
        origin: config.bffUrl,
        path: incoming.url ?? '/',
        forwarded,
        // An admin edit made through this shell shows on the next page view: the content versions are
        // asked at once, rather than at the next poll. The BFF alone says what the edit changed.
        onAnswer: (status) => {
          if (WRITES.has(incoming.method ?? '') && incoming.headers.authorization && status < 400) {
            void content.refresh();
          }
        },
      });
      return;
    }
    if (isSourceMap(pathname)) {
      send(outgoing, 404, 'text/plain; charset=utf-8', 'Not found');
      return;
    }
    const remote = remotes.find((candidate) => pathname.startsWith(candidate.proxyPath));
    if (remote) {
      const file = browserFilePath(pathname.slice(remote.proxyPath.length));
      if (file === undefined) {
        send(outgoing, 404, 'text/plain; charset=utf-8', 'Not found');
        return;
      }
      const base = remote.origin.pathname.replace(/\/$/, '');
      proxy(incoming, outgoing, { origin: remote.origin, path: `${base}/${file}${url.search}` });
      return;
    }
    switch (pathname) {
      case '/remotes.json':
        void deployments.ready.then(() =>
          send(outgoing, 200, 'application/json', JSON.stringify(deployments.browserRemotes())),
        );
        return;
      case '/healthz':
        send(outgoing, 200, 'text/plain', 'ok', 'no-store');
        return;
      case '/robots.txt':
        send(
          outgoing,
          200,
          'text/plain; charset=utf-8',
          `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\n\nSitemap: ${originOf(incoming)}/sitemap.xml\n`,
          'public, max-age=3600',
        );
        return;
      case '/sitemap.xml':
        void answerSitemap(incoming, outgoing);
        return;
    }
    if (incoming.method === 'POST' && path.extname(pathname) === '' && !isAdminPath(pathname)) {
      const address = addressOnSite(originOf(incoming), `${pathname}${url.search}`);
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
        if (!outgoing.headersSent) {
          outgoing.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...pageHeadersOfShell });
        }
        outgoing.end(renderer.clientRendered().html);
      });
      return;
    }
    serveHandler(incoming, outgoing, { public: parts.distDir, etag: true, headers: STATIC_HEADERS }).catch(
      () => {
        if (!outgoing.headersSent) outgoing.writeHead(500);
        outgoing.end();
      },
    );
  }

  // Brotli or gzip for the shell's files and pages (the proxied services compress their own).
  const compress = compression({ threshold: 1024 });
  const server = createServer((incoming, outgoing) => {
    compress(incoming as Parameters<typeof compress>[0], outgoing as Parameters<typeof compress>[1], () =>
      handle(incoming, outgoing),
    );
  });

  return {
    server,
    stop(): void {
      content.stop();
      deployments.stop();
    },
  };
}
