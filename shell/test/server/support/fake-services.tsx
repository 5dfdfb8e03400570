import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ContentPart, ContentVersions } from '@safa/contract';
import type { InitialData } from '@safa/remote-types';
import { parseManifest } from '@safa/tooling/deploy/manifest';
import { useLocation } from 'react-router-dom';
import type { RemoteSettings } from '../../../server/config';
import { browserRemotes } from '../../../server/deployments/browser-remotes';
import type { LoadedPublicRemote } from '../../../server/rendering/public-remote';
import type { ShellServerParts } from '../../../server/shell-server';
import { manifestOf } from '../deployments/fake-store';

export const listen = async (server: Server, host = '127.0.0.1'): Promise<number> => {
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return (server.address() as AddressInfo).port;
};

/** A built shell of the tests' own: its page, a hashed script and that script's source map. */
export function builtShell(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'shell-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang=en><head><title>Safa</title><script defer src=/main.0123456789.js></script></head>' +
      '<body><div id=root></div></body></html>',
  );
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'main.0123456789.js'),
    'console.log(1);\n//# sourceMappingURL=main.0123456789.js.map',
  );
  writeFileSync(path.join(dist, 'main.0123456789.js.map'), '{"sources":["secret.ts"]}');
  return dist;
}

export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
}

/**
 * A BFF that counts admin edits as the real one does (by their content part), answers visitors'
 * forms and OPTIONS, lists one package (whose title says how many times it was edited), and
 * remembers every request it was sent.
 */
export async function fakeBff() {
  const versions: ContentVersions = {
    contacts: 0,
    gallery: 0,
    packages: 0,
    fliers: 0,
    hajjRecord: 0,
    departures: 0,
  };
  const seen: SeenRequest[] = [];
  const edits: Record<string, ContentPart> = {
    '/api/packages/1': 'packages',
    '/api/gallery/order': 'gallery',
  };
  const server = createServer((incoming, outgoing) => {
    seen.push({ method: incoming.method ?? '', url: incoming.url ?? '', headers: incoming.headers });
    incoming.resume();
    const url = incoming.url ?? '';
    const json = (status: number, body: unknown) => {
      outgoing.writeHead(status, { 'content-type': 'application/json' });
      outgoing.end(JSON.stringify(body));
    };
    if (url === '/api/content-versions') return json(200, versions);
    if (incoming.method === 'GET' && url === '/api/packages') {
      return json(200, [{ id: '1', title: `Ramadan Umrah, edition ${versions.packages + 1}` }]);
    }
    if (incoming.method === 'OPTIONS') return json(200, {});
    if (incoming.method === 'POST' && url === '/api/messages') return json(201, { id: 'm1' });
    const edited = edits[url];
    if (edited && incoming.method !== 'GET') {
      if (incoming.headers.authorization !== 'Bearer admin') return json(401, { message: 'Log in' });
      versions[edited] += 1;
      return json(200, {});
    }
    return json(404, { message: 'Not found' });
  });
  const port = await listen(server);
  return { url: new URL(`http://127.0.0.1:${port}`), seen, server };
}

/** What each test page shows, as the public remote would say. */
const CONTENT_OF: Record<string, ContentPart[]> = {
  '/': ['contacts', 'gallery', 'packages'],
  '/gallery': ['contacts', 'gallery'],
  '/otherpackages': ['contacts', 'packages'],
  '/eachpackage': ['contacts', 'packages'],
  '/contact': ['contacts'],
  '/booking': [],
};

/**
 * The public remote's App: what the server hands it, as text, and a form posted to the page it is on,
 * as the site's forms are.
 */
function RemoteApp({ initialData }: { initialData?: InitialData }) {
  const { pathname, search } = useLocation();
  return (
    <>
      <p>{JSON.stringify(initialData)}</p>
      <form method="post" action={`${pathname}${search}`} />
    </>
  );
}

/** A page's head as the public remote writes it: every address of the page's own, on its origin. */
function headOf({ origin, pathname }: URL): string {
  const url = `${origin}${pathname}`;
  const preview = `${origin}/link-preview.jpg`;
  const agency = { '@type': 'TravelAgency', url: `${origin}/`, logo: `${origin}/logo.png` };
  return (
    `<link rel="canonical" href="${url}"><meta property="og:url" content="${url}">` +
    `<meta property="og:image" content="${preview}"><meta name="twitter:image" content="${preview}">` +
    `<script type="application/ld+json">${JSON.stringify(agency)}</script>`
  );
}

/**
 * The public remote's server code, as the shell loads it, with a page key like the real one's (the
 * path and the `id` of /eachpackage), a personal page (/booking), and every preparation recorded
 * (its address, and whose visit the BFF is told it is), optionally slow; given a BFF, its pages show
 * the BFF's packages, as the real ones do.
 */
export function fakePublicRemote({ prepareMs = 0, bffUrl }: { prepareMs?: number; bffUrl?: URL } = {}) {
  const prepared: string[] = [];
  const visitors: (Record<string, string> | undefined)[] = [];
  const remote: LoadedPublicRemote = {
    version: { id: 'abc1234-aaaaaaaa', manifest: parseManifest(manifestOf()) },
    App: RemoteApp,
    server: {
      pageKeyOf(url) {
        if (!(url.pathname in CONTENT_OF)) return '/not-found';
        const id = url.searchParams.get('id');
        return id ? `${url.pathname}?id=${id}` : url.pathname;
      },
      async preparePage(url, { visitor }) {
        prepared.push(`${url.origin}${url.pathname}${url.search}`);
        visitors.push(visitor);
        await new Promise((resolve) => setTimeout(resolve, prepareMs));
        // A way back from a card payment: only a way to the booking's page.
        const wayBack = url.searchParams.get('return');
        if (wayBack)
          return {
            status: 200,
            redirect: `/booking?token=traded-${wayBack}`,
            head: '',
            initialData: { answers: {} },
            content: [],
          };
        const content = CONTENT_OF[url.pathname];
        const packages = bffUrl && (await (await fetch(new URL('/api/packages', bffUrl))).json());
        return {
          status: content ? 200 : 404,
          head: headOf(url),
          initialData: { answers: { page: url.pathname, ...(packages && { packages }) } },
          content: content ?? ['contacts'],
        };
      },
      sitemap: async (origin) => `<urlset><url><loc>${origin}/</loc></url></urlset>`,
      readForm: () => undefined,
      isPersonalPage: (url) => url.pathname === '/booking',
    },
  };
  /** The remotes' deployments as the shell follows them: this remote, at its one version. */
  const deployments =
    (remotes: Record<'public' | 'admin', RemoteSettings>): ShellServerParts['deployments'] =>
    () => ({
      ready: Promise.resolve(),
      publicRemote: { get: async () => remote },
      browserRemotes: (rendered) => browserRemotes(remotes, { current: () => remote.version }, rendered),
      hydrationFiles: () => [],
      stop: () => undefined,
    });
  return { remote, deployments, prepared, visitors };
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request to the shell at `port`, sent from the loopback address `from`. */
export function call(
  port: number,
  pathname: string,
  {
    method = 'GET',
    headers = {},
    from = '127.0.0.1',
  }: { method?: string; headers?: Record<string, string>; from?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      { host: '127.0.0.1', port, method, path: pathname, headers, localAddress: from, agent: false },
      (incoming) => {
        let body = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          body += chunk;
        });
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });
}
