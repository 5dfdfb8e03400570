/** @jest-environment node */
import { parseManifest } from '@safa/tooling/deploy/manifest';
import type { RemoteSettings } from '../../../server/config';
import { browserEntry, browserRemotes, hydrationFiles } from '../../../server/deployments/browser-remotes';
import type { DeployedVersion, RemoteKey } from '../../../server/deployments/remote-versions';
import { manifestOf } from './fake-store';

const remote = (name: string, browserBase: string): RemoteSettings => ({
  name,
  browserBase,
  origin: new URL('http://localhost:3001'),
  proxyPath: '/mfe/public/',
});
const REMOTES = { public: remote('public_mfe', '/mfe/public/'), admin: remote('admin_mfe', '/mfe/admin/') };
const version = (id: string): DeployedVersion => ({ id, manifest: parseManifest(manifestOf()) });
const currentVersions = (versions: Partial<Record<RemoteKey, DeployedVersion>>) => ({
  current: (key: RemoteKey) => versions[key],
});

describe('what a page tells the browser to load', () => {
  it("names each remote's current version, under an address of its own", () => {
    expect(
      browserRemotes(
        REMOTES,
        currentVersions({ public: version('abc1234-bbbbbbbb'), admin: version('def5678-cccccccc') }),
      ),
    ).toEqual({
      public_mfe: { entry: '/mfe/public/versions/abc1234-bbbbbbbb/mf-manifest.json' },
      admin_mfe: { entry: '/mfe/admin/versions/def5678-cccccccc/mf-manifest.json' },
    });
  });

  it('names the version a page was rendered with, even when another is current by then', () => {
    const remotes = browserRemotes(
      REMOTES,
      currentVersions({ public: version('abc1234-bbbbbbbb') }),
      version('abc1234-aaaaaaaa'),
    );
    expect(remotes.public_mfe).toEqual({ entry: '/mfe/public/versions/abc1234-aaaaaaaa/mf-manifest.json' });
  });

  it("names a CDN's store when browsers load the remote from there", () => {
    expect(
      browserEntry(remote('public_mfe', 'https://cdn.example/public/'), version('abc1234-aaaaaaaa')),
    ).toBe('https://cdn.example/public/versions/abc1234-aaaaaaaa/mf-manifest.json');
  });

  it("lists a version's manifest, entry and App scripts for the browser to fetch together", () => {
    expect(hydrationFiles(REMOTES.public, version('abc1234-aaaaaaaa'))).toEqual([
      { url: '/mfe/public/versions/abc1234-aaaaaaaa/mf-manifest.json', as: 'fetch' },
      { url: '/mfe/public/versions/abc1234-aaaaaaaa/remoteEntry.js', as: 'script' },
      { url: '/mfe/public/versions/abc1234-aaaaaaaa/app.1a2b3c4d5e.js', as: 'script' },
      { url: '/mfe/public/versions/abc1234-aaaaaaaa/vendor.9f8e7d6c5b.js', as: 'script' },
    ]);
  });
});
