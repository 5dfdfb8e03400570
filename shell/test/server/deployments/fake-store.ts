import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import serveHandler from 'serve-handler';

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

/** A remote's deployment store served over HTTP, written by hand as a deploy would write it. */
export async function fakeStore() {
  const root = mkdtempSync(path.join(tmpdir(), 'store-'));
  const server = createServer((request, response) => void serveHandler(request, response, { public: root }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: new URL(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    publish(id: string, manifest = manifestOf()): void {
      mkdirSync(path.join(root, 'versions', id), { recursive: true });
      writeFileSync(path.join(root, 'versions', id, 'mf-manifest.json'), JSON.stringify(manifest));
    },
    point(id: string): void {
      writeFileSync(
        path.join(root, 'current.json'),
        JSON.stringify({ version: id, switchedAt: new Date().toISOString() }),
      );
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
