/** @jest-environment node */
import { createHash } from 'node:crypto';
import { runInThisContext } from 'node:vm';
import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { parseManifest } from '@safa/tooling/deploy/manifest';
import { storeClient } from '../../server/deployments/store-client';
import { publicRemote } from '../../server/rendering/public-remote';
import { type FakeStore, fakeStore, manifestOf } from './deployments/fake-store';

const A = 'abc1234-aaaaaaaa';
const B = 'abc1234-bbbbbbbb';

/**
 * Node's own global, where a server build runs (Jest runs each test file in a context of its own): the
 * versions whose server build ran are listed there, in order, by each build as it runs.
 */
const nodeGlobal = runInThisContext('globalThis') as { serverBuildsRun?: string[] };

/**
 * A server build as the federation plugin writes one, reduced to what the runtime uses of it: a
 * container exposing ./App and ./server, which records its running.
 */
const serverBuildOf = (version: string) => `
globalThis.serverBuildsRun = [...(globalThis.serverBuildsRun ?? []), ${JSON.stringify(version)}];
module.exports = {
  init() {},
  get(request) {
    const exposed = request === './App' ? () => null : () => ({ version: ${JSON.stringify(version)} });
    return Promise.resolve(() => ({ default: exposed }));
  },
};
`;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

init({ name: 'shell_server_test', remotes: [] });

describe('the public remote’s server code', () => {
  let store: FakeStore;
  let logged: Array<Record<string, unknown>>;

  beforeEach(async () => {
    store = await fakeStore();
    logged = [];
    nodeGlobal.serverBuildsRun = [];
  });
  afterEach(() => store.close());

  function follower() {
    const client = storeClient(store.origin, 2000);
    return publicRemote({
      name: 'public_mfe',
      bffUrl: new URL('http://127.0.0.1:9'),
      serverBuild: (version) => client.serverBuild(version.id, version.serverBuildSha256),
      loadTimeoutMs: 2000,
      retryAfterMs: 60_000,
      onNewVersion: () => undefined,
      log: (event) => logged.push(event),
    });
  }

  /** A version deployed with the server build `code`, its pointer naming `deployedSha256` (null: none). */
  function deploy(id: string, code: string, deployedSha256: string | null = sha256(code)) {
    store.publish(id);
    store.writeServerBuild(id, code);
    store.point(id, deployedSha256 ?? undefined);
    return {
      id,
      manifest: parseManifest(manifestOf()),
      ...(deployedSha256 && { serverBuildSha256: deployedSha256 }),
    };
  }

  const failureLogged = (id: string) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const look = () => {
        const failure = logged.find((event) =>
          String(event.msg).startsWith(`public_mfe ${id} failed to load`),
        );
        if (failure) resolve(failure);
        else setTimeout(look, 20);
      };
      look();
    });

  it('runs a version’s server build whose bytes are the ones deployed', async () => {
    const remote = follower();
    remote.follow(deploy(A, serverBuildOf(A)));

    const loaded = await remote.get();

    expect(loaded?.version.id).toBe(A);
    expect(loaded?.server).toEqual({ version: A });
    expect(nodeGlobal.serverBuildsRun).toEqual([A]);
  });

  it('never runs a server build whose bytes changed after it was deployed: pages stay with the version before, and the log says why', async () => {
    const remote = follower();
    remote.follow(deploy(A, serverBuildOf(A)));
    await remote.get();
    const deployedB = deploy(B, serverBuildOf(B));
    const changed = `${serverBuildOf('something else')}// changed after the deploy\n`;
    store.writeServerBuild(B, changed);

    remote.follow(deployedB);
    const failure = await failureLogged(B);

    expect(failure.msg).toBe(`public_mfe ${B} failed to load on the server: pages are rendered with ${A}`);
    expect(failure.error).toContain(
      `its server build is not the one deployed (SHA-256 ${sha256(changed)}, deployed ${sha256(serverBuildOf(B))})`,
    );
    expect((await remote.get())?.version.id).toBe(A);
    expect(nodeGlobal.serverBuildsRun).toEqual([A]);
  });

  it('never runs a server build its pointer names no SHA-256 for (deployed by an older tool)', async () => {
    const remote = follower();
    remote.follow(deploy(A, serverBuildOf(A), null));

    expect(await remote.get()).toBeUndefined();
    expect((await failureLogged(A)).error).toContain('its pointer names no SHA-256 of its server build');
    expect(nodeGlobal.serverBuildsRun).toEqual([]);
  });

  it('leaves the runtime no entry of its own to fetch and run: one the shell did not check is refused', async () => {
    follower();
    deploy(B, serverBuildOf(B));
    registerRemotes([
      { name: 'unchecked', entry: new URL(`versions/${B}/server/remoteEntry.js`, store.origin).href },
    ]);

    await expect(loadRemote('unchecked/App')).rejects.toThrow('was not checked by the shell: it is not run');
    expect(nodeGlobal.serverBuildsRun).toEqual([]);
  });
});
