/**
 * The shell's server: the built shell (SPA fallback to index.html), the run-time remote
 * configuration at /remotes.json, and /api proxied to the BFF.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import serveHandler from 'serve-handler';
import { proxyToBff } from './api-proxy';
import { loadShellConfig } from './config';

const DIST = path.resolve(import.meta.dirname, '..', 'dist');

/** Hashed file names never change; everything else is revalidated so a redeploy shows at once. */
const STATIC_HEADERS = [
  {
    source: '**',
    headers: [
      { key: 'Cache-Control', value: 'no-cache' },
      { key: 'X-Content-Type-Options', value: 'nosniff' },
      { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    ],
  },
  {
    source: '**/*.+([0-9a-f]).@(js|css|map|png|jpg|jpeg|webp|svg|woff2)',
    headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
  },
];

const config = loadShellConfig();
const remotesJson = JSON.stringify(config.remotes);

function handle(incoming: IncomingMessage, outgoing: ServerResponse): void {
  const pathname = new URL(incoming.url ?? '/', 'http://shell').pathname;
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    proxyToBff(config.bffUrl, incoming, outgoing);
    return;
  }
  if (pathname === '/remotes.json') {
    outgoing.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
    outgoing.end(remotesJson);
    return;
  }
  if (pathname === '/healthz') {
    outgoing.writeHead(200, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
    outgoing.end('ok');
    return;
  }
  serveHandler(incoming, outgoing, {
    public: DIST,
    etag: true,
    headers: STATIC_HEADERS,
    rewrites: [{ source: '**', destination: '/index.html' }],
  }).catch(() => {
    if (!outgoing.headersSent) outgoing.writeHead(500);
    outgoing.end();
  });
}

// Brotli or gzip for the shell's files and /remotes.json (the proxied API compresses its own answers).
const compress = compression({ threshold: 1024 });
const server = createServer((incoming, outgoing) => {
  compress(incoming as Parameters<typeof compress>[0], outgoing as Parameters<typeof compress>[1], () =>
    handle(incoming, outgoing),
  );
});
server.listen(config.port, config.host, () => {
  console.log(
    JSON.stringify({ service: 'shell', msg: 'listening', port: config.port, remotes: config.remotes }),
  );
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
