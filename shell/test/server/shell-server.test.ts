/** @jest-environment node */
import type { Server } from 'node:http';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadShellConfig } from '../../server/config';
import { createShellServer, type ShellServer } from '../../server/shell-server';
import { fakeStore } from './deployments/fake-store';
import { builtShell, call, fakeBff, fakePublicRemote, listen } from './support/fake-services';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const quiet = () => undefined;
const SITE = 'https://safatravels.example';
/** One address of each page the shell keeps (the not-found page included). */
const KEPT_PAGES = [
  '/',
  '/gallery',
  '/otherpackages',
  '/eachpackage?id=65a1b2c3d4e5f60718293a4b',
  '/contact',
  '/nope',
];

const formActionsOf = (html: string) =>
  [...html.matchAll(/<form [^>]*action="([^"]*)"/g)].map(([, action]) => action);

/** The addresses a page gives of itself: canonical, Open Graph, Twitter card and JSON-LD. */
function ownAddressesOf(html: string): string[] {
  const tags = [
    /<link rel="canonical" href="([^"]*)"/g,
    /<meta property="og:(?:url|image)" content="([^"]*)"/g,
    /<meta name="twitter:image" content="([^"]*)"/g,
  ].flatMap((pattern) => [...html.matchAll(pattern)].map(([, address]) => address ?? ''));
  const structured = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].flatMap(
    ([, json]) => Object.values(JSON.parse(json ?? '{}') as Record<string, unknown>),
  );
  return [...tags, ...structured.filter((value): value is string => /^https?:/.test(String(value)))];
}
const POLL_MS = 100;
const waitForPoll = () => new Promise((resolve) => setTimeout(resolve, 3 * POLL_MS));

interface RunningShell {
  port: number;
  prepared: string[];
  shell: ShellServer;
}

describe('the shell server', () => {
  let bff: Awaited<ReturnType<typeof fakeBff>>;
  const running: Array<{ shell: ShellServer; server: Server }> = [];

  async function startShell(
    env: Record<string, string> = {},
    remote = fakePublicRemote(),
  ): Promise<RunningShell> {
    const config = loadShellConfig({
      BFF_URL: bff.url.href,
      PUBLIC_MFE_ORIGIN: bff.url.href,
      ADMIN_MFE_ORIGIN: bff.url.href,
      CONTENT_POLL_MS: String(POLL_MS),
      ...env,
    });
    jest.mocked(loadRemote).mockImplementation(async () => ({
      default: remote.remote.App,
    }));
    const shell = createShellServer(config, {
      distDir: builtShell(),
      deployments: remote.deployments(config.remotes),
      log: quiet,
    });
    running.push({ shell, server: shell.server });
    const port = await listen(shell.server);
    await waitForPoll();
    return { port, prepared: remote.prepared, shell };
  }

  beforeEach(async () => {
    bff = await fakeBff();
  });
  afterEach(() => {
    for (const { shell, server } of running.splice(0)) {
      shell.stop();
      server.close();
      server.closeAllConnections();
    }
    bff.server.close();
    bff.server.closeAllConnections();
  });

  describe('its page cache', () => {
    it('renders a page once, whatever parameters it does not read are added', async () => {
      const { port, prepared } = await startShell();
      for (let visit = 0; visit < 20; visit += 1) {
        const answer = await call(port, `/?cb=${Math.random().toString(36).slice(2)}`);
        expect(answer.status).toBe(200);
      }
      await call(port, '/eachpackage?id=65a1b2c3d4e5f60718293a4b&utm_source=whatsapp');
      await call(port, '/eachpackage?id=65a1b2c3d4e5f60718293a4b');
      await call(port, '/eachpackage?id=65a1b2c3d4e5f60718293a4c');
      expect(prepared.map((address) => new URL(address).pathname)).toEqual([
        '/',
        '/eachpackage',
        '/eachpackage',
      ]);
    });

    it('never keeps a personal page: each visit is rendered for its visitor, and no cache may keep it nor other sites see its address', async () => {
      const { port, prepared } = await startShell();
      const first = await call(port, '/booking?token=first-visitors-token-0123');
      await call(port, '/booking?token=first-visitors-token-0123');
      await call(port, '/booking?token=other-visitors-token-45678');
      expect(prepared.map((address) => new URL(address).search)).toEqual([
        '?token=first-visitors-token-0123',
        '?token=first-visitors-token-0123',
        '?token=other-visitors-token-45678',
      ]);
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('private, no-store');
      expect(first.headers['referrer-policy']).toBe('no-referrer');
      expect(first.headers['x-robots-tag']).toBe('noindex');
      expect(first.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    });

    it('sends a visitor on (303, unkept) where the page says it is only a way to another, the card payment’s way back', async () => {
      const { port } = await startShell();
      const back = await call(
        port,
        '/booking?return=one-time-code-0123&trxref=SAFA-7K3Q9-1&reference=SAFA-7K3Q9-1',
      );
      expect([back.status, back.headers.location, back.headers['cache-control']]).toEqual([
        303,
        '/booking?token=traded-one-time-code-0123',
        'no-store',
      ]);
      expect(back.headers['referrer-policy']).toBe('no-referrer');
    });

    it('keeps no parameter a page does not read, nor writes it into the page (its form names the page alone)', async () => {
      const { port } = await startShell();
      const first = await call(port, '/contact?utm=campaign-marker-7f3a');
      expect(first.status).toBe(200);
      expect(formActionsOf(first.body)).toEqual(['/contact']);
      expect(first.body).not.toContain('campaign-marker-7f3a');

      const next = await call(port, '/contact');
      expect(next.body).not.toContain('campaign-marker-7f3a');
      expect(formActionsOf(next.body)).toEqual(['/contact']);
    });

    it('never keeps a private link, however its address is spelled', async () => {
      const { port } = await startShell();
      const token = 'private-link-token-5e8c0d1a';
      for (const spelling of [
        `//booking?token=${token}`,
        `/./booking?token=${token}`,
        `/booking/?token=${token}`,
        `/BOOKING?token=${token}`,
        `/%62ooking?token=${token}`,
        `/?token=${token}`,
      ]) {
        const answer = await call(port, spelling);
        expect(answer.status).toBeLessThan(500);
      }
      for (const page of KEPT_PAGES) expect((await call(port, page)).body).not.toContain(token);
    });

    it('renders one not-found page for every unknown address', async () => {
      const { port, prepared } = await startShell();
      for (const address of ['/nope', '/nope/2', '/Gallery?x=1']) {
        expect((await call(port, address)).status).toBe(404);
      }
      expect(prepared).toHaveLength(1);
    });

    it('is not emptied by an OPTIONS, a visitor’s form, or a write refused', async () => {
      const { port, prepared } = await startShell();
      await call(port, '/');
      expect((await call(port, '/api/packages', { method: 'OPTIONS' })).status).toBe(200);
      expect((await call(port, '/api/messages', { method: 'POST' })).status).toBe(201);
      expect((await call(port, '/api/packages/1', { method: 'PUT' })).status).toBe(401);
      await waitForPoll();
      await call(port, '/');
      expect(prepared).toHaveLength(1);
    });

    it('renders again, after an admin edit, only the pages that show what it changed', async () => {
      const { port, prepared } = await startShell();
      await call(port, '/otherpackages');
      await call(port, '/gallery');
      const edit = await call(port, '/api/packages/1', {
        method: 'PUT',
        headers: { authorization: 'Bearer admin' },
      });
      expect(edit.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 50));

      await call(port, '/otherpackages');
      await call(port, '/gallery');
      expect(prepared.map((address) => new URL(address).pathname)).toEqual([
        '/otherpackages',
        '/gallery',
        '/otherpackages',
      ]);
    });

    it('shows, within its poll, an admin edit made through another shell', async () => {
      const first = await startShell();
      const second = await startShell({}, fakePublicRemote({ bffUrl: bff.url }));
      expect((await call(second.port, '/otherpackages')).body).toContain('Ramadan Umrah, edition 1');
      const edit = await call(first.port, '/api/packages/1', {
        method: 'PUT',
        headers: { authorization: 'Bearer admin' },
      });
      expect(edit.status).toBe(200);
      await waitForPoll();

      const page = (await call(second.port, '/otherpackages')).body;
      expect(page).toContain('Ramadan Umrah, edition 2');
      expect(page).not.toContain('edition 1');
    });

    it('answers at once with the page rendered in the browser while its renders are all busy', async () => {
      const { port, prepared } = await startShell(
        { SSR_MAX_CONCURRENT_RENDERS: '1' },
        fakePublicRemote({ prepareMs: 500 }),
      );
      const started = Date.now();
      const answers = await Promise.all(
        ['a', 'b', 'c', 'd'].map((id) => call(port, `/eachpackage?id=65a1b2c3d4e5f60718293a4${id}`)),
      );
      const serverRendered = answers.filter((answer) => answer.body.includes('data-server-rendered'));
      expect(serverRendered).toHaveLength(1);
      expect(prepared).toHaveLength(1);
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      expect(Date.now() - started).toBeLessThan(2000);
    });
  });

  describe('what it tells the BFF of a visitor', () => {
    const forwardedFor = () =>
      bff.seen.filter((seen) => seen.url === '/api/packages').map((seen) => seen.headers['x-forwarded-for']);

    it('is the socket’s address alone: an X-Forwarded-For the visitor wrote is dropped', async () => {
      const { port } = await startShell();
      await call(port, '/api/packages', { headers: { 'x-forwarded-for': '203.0.113.9' } });
      await call(port, '/api/packages', {
        from: '127.0.0.2',
        headers: { 'x-forwarded-for': '203.0.113.10, 10.0.0.1' },
      });
      expect(forwardedFor()).toEqual(['127.0.0.1', '127.0.0.2']);
    });

    it('is told with each page rendered for them (a card payment they come back from is verified as theirs)', async () => {
      const remote = fakePublicRemote();
      const { port } = await startShell({}, remote);
      await call(port, '/booking?token=first-visitors-token-0123&reference=SAFA-7K3Q9-1', {
        from: '127.0.0.2',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(remote.visitors).toEqual([{ 'x-forwarded-for': '127.0.0.2', 'x-forwarded-proto': 'http' }]);
    });

    it('keeps the address a trusted proxy in front of the shell forwarded, the proxy appended', async () => {
      const { port } = await startShell({ TRUSTED_PROXIES: '127.0.0.3' });
      await call(port, '/api/packages', { from: '127.0.0.3', headers: { 'x-forwarded-for': '203.0.113.9' } });
      await call(port, '/api/packages', { from: '127.0.0.4', headers: { 'x-forwarded-for': '203.0.113.9' } });
      expect(forwardedFor()).toEqual(['203.0.113.9, 127.0.0.3', '127.0.0.4']);
    });
  });

  describe('the site’s address', () => {
    it('is never taken from a Host naming another machine', async () => {
      const { port, prepared } = await startShell();
      const robots = await call(port, '/robots.txt', { headers: { host: 'evil.example' } });
      expect(robots.body).toContain('Sitemap: http://localhost:3000/sitemap.xml');
      expect(robots.body).not.toContain('evil.example');
      const sitemap = await call(port, '/sitemap.xml', { headers: { host: 'evil.example:3000' } });
      expect(sitemap.body).not.toContain('evil.example');
      await call(port, '/gallery', { headers: { host: 'evil.example' } });
      expect(prepared).toEqual(['http://localhost:3000/gallery']);
    });

    it('is the Host a development request came to when it names this machine', async () => {
      const { port } = await startShell();
      const robots = await call(port, '/robots.txt', { headers: { host: `127.0.0.1:${port}` } });
      expect(robots.body).toContain(`Sitemap: http://127.0.0.1:${port}/sitemap.xml`);
    });

    it('is never taken from the path: a path starting with // is redirected to its one spelling, and no page kept names another origin', async () => {
      const { port, prepared } = await startShell({ SITE_URL: SITE });
      const redirects = {
        '/.//evil.example/gallery': '/evil.example/gallery',
        '/.//3232235777/': '/3232235777/',
        '//booking?token=private-link-token-5e8c0d1a': '/booking?token=private-link-token-5e8c0d1a',
        '/gallery//': '/gallery/',
        '/a/../gallery': '/gallery',
        '/%2e%2e/gallery': '/gallery',
        '/\\evil.example/': '/evil.example/',
      };
      for (const [spelling, location] of Object.entries(redirects)) {
        const answer = await call(port, spelling);
        expect([answer.status, answer.headers.location]).toEqual([308, location]);
      }
      expect(prepared).toEqual([]);

      for (const page of KEPT_PAGES) {
        const addresses = ownAddressesOf((await call(port, page)).body);
        expect(addresses.length).toBeGreaterThan(0);
        expect(addresses.filter((address) => !address.startsWith(`${SITE}/`))).toEqual([]);
      }
    });

    it('is SITE_URL whenever it is set, with its scheme', async () => {
      const { port, prepared } = await startShell({ SITE_URL: 'https://safatravels.example' });
      const robots = await call(port, '/robots.txt', { headers: { host: `127.0.0.1:${port}` } });
      expect(robots.body).toContain('Sitemap: https://safatravels.example/sitemap.xml');
      await call(port, '/', { headers: { host: 'evil.example' } });
      expect(prepared).toEqual(['https://safatravels.example/']);
    });
  });

  describe('what it serves', () => {
    it('sends its pages with HSTS', async () => {
      const { port } = await startShell();
      const page = await call(port, '/');
      expect(page.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    });

    it('never serves browsers a version’s server build or its record, however the path is spelled', async () => {
      const store = await fakeStore();
      const id = 'abc1234-aaaaaaaa';
      store.publish(id);
      store.writeServerBuild(id, 'module.exports = "server code";');
      store.point(id);
      const { port } = await startShell({ PUBLIC_MFE_ORIGIN: store.origin.href });
      try {
        expect((await call(port, `/mfe/public/versions/${id}/mf-manifest.json`)).status).toBe(200);
        expect((await call(port, '/mfe/public/mf-manifest.json')).status).toBe(200);
        const version = `/mfe/public/versions/${id}`;
        for (const spelling of [
          `${version}/server/remoteEntry.js`,
          `${version}/%73erver/remoteEntry.js`,
          `${version}/server%2FremoteEntry.js`,
          `${version}/Server/remoteEntry.js`,
          `${version}/deployment.json`,
          `${version}/deployment%2Ejson`,
          '/mfe/public/server/remoteEntry.js',
          '/mfe/public/deployment.json',
          '/mfe/public/%64eployment.json?x=1',
        ]) {
          const answer = await call(port, spelling);
          expect({ spelling, status: answer.status }).toEqual({ spelling, status: 404 });
          expect(answer.body).not.toMatch(/server code|abc1234-aaaaaaaa/);
        }
      } finally {
        await store.close();
      }
    });

    it('never serves a source map, its own or a remote’s', async () => {
      const { port } = await startShell();
      expect((await call(port, '/main.0123456789.js')).status).toBe(200);
      expect((await call(port, '/main.0123456789.js.map')).status).toBe(404);
      expect((await call(port, '/mfe/public/main.abc.js.map')).status).toBe(404);
      expect(bff.seen.some((seen) => seen.url.endsWith('.map'))).toBe(false);
    });
  });
});
