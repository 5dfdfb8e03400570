import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deploymentStore } from '@safa/tooling/deploy/store';
import { storeRequestHandler } from '@safa/tooling/deploy/store-server';

/** A browser manifest as the federation plugin writes it, reduced to what the shell reads. */
export function manifestOf({ name = 'public_mfe', react = '^19.3.1' } = {}) {
  return {
    name,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared: [
      { name: 'react', requiredVersion: react },
      { name: 'styled-components', requiredVersion: '^6.1.0' },
    ],
    exposes: [{ name: 'App', assets: { js: { sync: ['app.1a2b3c4d5e.js', 'vendor.9f8e7d6c5b.js'] } } }],
  };
}

/**
 * A remote's deployment store written by hand (a manifest and a record per version, a server build when
 * told, no browser build), served by the store's own server.
 */
export async function fakeStore() {
  const root = mkdtempSync(path.join(tmpdir(), 'store-'));
  const handle = storeRequestHandler(deploymentStore(root));
  const server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    publish(id: string, manifest = manifestOf()): void {
      mkdirSync(path.join(root, 'versions', id), { recursive: true });
      writeFileSync(path.join(root, 'versions', id, 'mf-manifest.json'), JSON.stringify(manifest));
      writeFileSync(path.join(root, 'versions', id, 'deployment.json'), JSON.stringify({ id }));
    },
    /** Writes (or rewrites) a version's server build. */
    writeServerBuild(id: string, code: string): void {
      mkdirSync(path.join(root, 'versions', id, 'server'), { recursive: true });
      writeFileSync(path.join(root, 'versions', id, 'server', 'remoteEntry.js'), code);
    },
    /** Moves the pointer in one rename, as a deploy does, naming the SHA-256 of the server build if given. */
    point(id: string, serverBuildSha256?: string): void {
      const next = path.join(root, 'current.json.next');
      const pointer = { version: id, switchedAt: new Date().toISOString(), serverBuildSha256 };
      writeFileSync(next, JSON.stringify(pointer));
      renameSync(next, path.join(root, 'current.json'));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        rmSync(root, { recursive: true, force: true });
      }),
  };
}

export type FakeStore = Awaited<ReturnType<typeof fakeStore>>;
