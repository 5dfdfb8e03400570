/**
 * A deployment of the public remote of the tests' own: a copy of its built files served from a port,
 * which a test can change (a redeploy) or break, with a shell of its own in front of it.
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import serveHandler from 'serve-handler';
import { REPO_ROOT } from './stack';

export interface Deployment {
  url: string;
  /**
   * Deploys a new version: new entries (their ETags change), with `from` replaced by `to` in every
   * script of the browser and server builds when a change is given, as a new build would.
   */
  redeploy(change?: { from: string; to: string }): void;
  /** Makes the server build's entry throw when it is evaluated. */
  breakServerBuild(): void;
  close(): Promise<void>;
}

function scriptsUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

export async function deployPublicRemote(port: number): Promise<Deployment> {
  const folder = mkdtempSync(path.join(tmpdir(), 'public-mfe-'));
  cpSync(path.join(REPO_ROOT, 'public-mfe', 'dist'), folder, { recursive: true });
  const server: Server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    serveHandler(request, response, {
      public: folder,
      etag: true,
      headers: [{ source: '**', headers: [{ key: 'Cache-Control', value: 'no-cache' }] }],
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const rewrite = (file: string, change: (text: string) => string) =>
    writeFileSync(file, change(readFileSync(file, 'utf8')));
  return {
    url: `http://127.0.0.1:${port}`,
    redeploy(change) {
      if (change) {
        for (const file of scriptsUnder(folder))
          rewrite(file, (text) => text.replaceAll(change.from, change.to));
      }
      // A new build has new entries: their versions (ETags) change.
      for (const entry of [
        path.join(folder, 'remoteEntry.js'),
        path.join(folder, 'server', 'remoteEntry.js'),
      ]) {
        rewrite(entry, (text) => `${text}\n// redeployed ${Date.now()}\n`);
      }
    },
    breakServerBuild() {
      writeFileSync(
        path.join(folder, 'server', 'remoteEntry.js'),
        `throw new Error('a broken deployment');\n// ${Date.now()}\n`,
      );
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        rmSync(folder, { recursive: true, force: true });
      }),
  };
}
