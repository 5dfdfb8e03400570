/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseManifest } from '@safa/tooling/deploy/manifest';
import type { RemoteSettings } from '../../server/config';
import { browserRemotes, hydrationFiles } from '../../server/deployments/browser-remotes';
import type { DeployedVersion, RemoteKey } from '../../server/deployments/remote-versions';
import { pageRenderer } from '../../server/rendering/page-renderer';
import { pageTemplate } from '../../server/rendering/page-template';
import type { LoadedPublicRemote } from '../../server/rendering/public-remote';
import { manifestOf } from './deployments/fake-store';

const PAGE = '<!doctype html><html><head><title>Safa</title></head><body><div id="root"></div></body></html>';
const REMOTES: Record<RemoteKey, RemoteSettings> = {
  public: {
    name: 'public_mfe',
    browserBase: '/mfe/public/',
    origin: new URL('http://p'),
    proxyPath: '/mfe/public/',
  },
  admin: {
    name: 'admin_mfe',
    browserBase: '/mfe/admin/',
    origin: new URL('http://a'),
    proxyPath: '/mfe/admin/',
  },
};
const version = (id: string): DeployedVersion => ({ id, manifest: parseManifest(manifestOf()) });

/** The page version A of the public remote draws. */
function DrawnByVersionA() {
  return <h1>Drawn by version A</h1>;
}

/** The public remote's server code at `id`. */
const remoteAt = (id: string): LoadedPublicRemote => ({
  version: version(id),
  App: DrawnByVersionA,
  server: {
    pageKeyOf: (url) => url.pathname,
    preparePage: async () => ({
      status: 200,
      head: '<title>Home</title>',
      initialData: { answers: {} },
      content: [],
    }),
    sitemap: async () => '',
    readForm: () => undefined,
    isPersonalPage: () => false,
  },
});

const folder = mkdtempSync(path.join(tmpdir(), 'page-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function rendererWith(current: DeployedVersion) {
  const file = path.join(folder, 'index.html');
  writeFileSync(file, PAGE);
  return pageRenderer({
    template: pageTemplate(file),
    browserRemotes: (rendered) => browserRemotes(REMOTES, { current: () => current }, rendered),
    hydrationFiles: (rendered) => hydrationFiles(REMOTES.public, rendered),
    dataBudgetMs: 100,
    renderTimeoutMs: 2000,
    log: jest.fn(),
  });
}

const shellState = (html: string) =>
  JSON.parse(/<script type="application\/json" id="shell-state">(.*?)<\/script>/.exec(html)?.[1] ?? '{}');

describe('a page rendered on the server', () => {
  it('is drawn by the version it loaded and tells the browser to hydrate it with that one, though another is current', async () => {
    const renderer = rendererWith(version('abc1234-bbbbbbbb'));

    const page = await renderer.render(new URL('http://shell/'), remoteAt('abc1234-aaaaaaaa'), {
      visitor: {},
    });

    expect(page.serverRendered).toBe(true);
    expect(page.html).toContain('<h1>Drawn by version A</h1>');
    const state = shellState(page.html);
    expect(state.remotes.public_mfe.entry).toBe('/mfe/public/versions/abc1234-aaaaaaaa/mf-manifest.json');
    expect(state.hydrationFiles.map(({ url }: { url: string }) => url)).toContain(
      '/mfe/public/versions/abc1234-aaaaaaaa/remoteEntry.js',
    );
  });

  it('left to the browser, names the current version', () => {
    const renderer = rendererWith(version('abc1234-bbbbbbbb'));
    expect(shellState(renderer.clientRendered().html).remotes.public_mfe.entry).toBe(
      '/mfe/public/versions/abc1234-bbbbbbbb/mf-manifest.json',
    );
  });
});
