import { writeFileSync } from 'node:fs';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { contentHash } from '../../deploy/build-identity';
import { deploymentStore } from '../../deploy/store';
import { openReadStream, storeRequestHandler } from '../../deploy/store-server';
import { fakeBuild, temporaryFolder } from './fake-build';

let server: Server;
let base: string;
const store = deploymentStore(temporaryFolder('store'));

/** Asks for `path` as written: fetch would resolve dot segments (even encoded ones) before sending it. */
function getRaw(path: string): Promise<{ status: number; cache: string | undefined }> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    get({ hostname, port, path }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, cache: response.headers['cache-control'] });
    }).on('error', reject);
  });
}

async function publish(id: string, text: string) {
  const build = fakeBuild({ text });
  await store.publish(build, {
    id,
    remote: 'public_mfe',
    commit: null,
    uncommittedChanges: false,
    contentHash: await contentHash(build),
  });
}

beforeAll(async () => {
  const handle = storeRequestHandler(store);
  server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('a store served over HTTP', () => {
  it('says nothing is deployed before the first version', async () => {
    const response = await fetch(`${base}/`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('Nothing is deployed here yet.');
  });

  it('serves a version’s files to any origin, to be kept a year', async () => {
    await publish('abc1234-aaaaaaaa', 'A');
    const response = await fetch(`${base}/versions/abc1234-aaaaaaaa/app.1a2b3c4d5e.js`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('"A"');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect((await fetch(`${base}/versions/abc1234-aaaaaaaa/server/remoteEntry.js`)).status).toBe(200);
  });

  it('serves the pointer to be read afresh every time', async () => {
    await store.switchTo('abc1234-aaaaaaaa');
    const response = await fetch(`${base}/current.json`);
    expect(await response.json()).toMatchObject({ version: 'abc1234-aaaaaaaa' });
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers a missing file with a 404 no cache keeps', async () => {
    for (const path of [
      '/versions/abc1234-bbbbbbbb/remoteEntry.js',
      '/versions/abc1234-aaaaaaaa/nothing.js',
      '/versions/abc1234-aaaaaaaa/',
      '/versions/.incoming-x/remoteEntry.js',
      '/versions/abc1234-aaaaaaaa/..%2f..%2fcurrent.json',
      '/versions/abc1234-aaaaaaaa/%E0%A4%A',
    ]) {
      expect({ path, ...(await getRaw(path)) }).toEqual({
        path,
        status: 404,
        cache: 'no-cache',
      });
    }
  });

  it('shows the current version at its root, the standalone page for any page address, revalidated', async () => {
    await publish('abc1234-bbbbbbbb', 'B');
    await store.switchTo('abc1234-bbbbbbbb');

    const chunk = await fetch(`${base}/app.1a2b3c4d5e.js`);
    expect(await chunk.text()).toContain('"B"');
    expect(chunk.headers.get('cache-control')).toBe('no-cache');
    const page = await fetch(`${base}/about`);
    expect(await page.text()).toContain('<div id="root">');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
  });

  it('shows nothing outside the current version at its root', async () => {
    const escaped = await fetch(`${base}/..%2fversions%2fabc1234-aaaaaaaa%2fapp.1a2b3c4d5e.js`);
    expect(await escaped.text()).toContain('<div id="root">');
  });
});

describe('reading a file to serve', () => {
  it('fails at once when the file is gone, not later on a stream nobody listens to', () => {
    expect(() => openReadStream(path.join(temporaryFolder('gone'), 'remoteEntry.js'))).toThrow('ENOENT');
  });

  it('reads the part of the file asked for', async () => {
    const file = path.join(temporaryFolder('file'), 'chunk.js');
    writeFileSync(file, 'abcdefgh');
    expect(await text(openReadStream(file, { start: 2, end: 4 }))).toBe('cde');
    expect(await text(openReadStream(file, 'utf8'))).toBe('abcdefgh');
  });
});
