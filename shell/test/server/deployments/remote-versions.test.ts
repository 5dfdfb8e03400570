/** @jest-environment node */
import type { RemoteSettings } from '../../../server/config';
import { browserRemotes } from '../../../server/deployments/browser-remotes';
import {
  type DeployedVersion,
  followRemoteVersions,
  type RemoteKey,
  type RemoteVersions,
} from '../../../server/deployments/remote-versions';
import { type FakeStore, fakeStore, manifestOf } from './fake-store';

const SHARED = { react: '19.3.1', 'react-dom': '19.3.1', 'styled-components': '6.6.0' };
const POLL_MS = 50;

const settings = (name: string, origin: URL, proxyPath: string): RemoteSettings => ({
  name,
  origin,
  proxyPath,
  browserBase: proxyPath,
});

let stores: Record<RemoteKey, FakeStore>;
let followed: RemoteVersions | undefined;
let log: jest.Mock;
let switches: Array<[RemoteKey, string]>;

beforeEach(async () => {
  stores = { public: await fakeStore(), admin: await fakeStore() };
  log = jest.fn();
  switches = [];
});
afterEach(async () => {
  followed?.stop();
  await Promise.all(Object.values(stores).map((store) => store.close()));
});

function follow(origins: Partial<Record<RemoteKey, URL>> = {}) {
  const remotes = {
    public: settings('public_mfe', origins.public ?? stores.public.origin, '/mfe/public/'),
    admin: settings('admin_mfe', origins.admin ?? stores.admin.origin, '/mfe/admin/'),
  };
  followed = followRemoteVersions({
    remotes,
    pollMs: POLL_MS,
    timeoutMs: 1000,
    sharedVersions: SHARED,
    onSwitch: (remote: RemoteKey, version: DeployedVersion) => switches.push([remote, version.id]),
    log,
  });
  return { versions: followed, remotes };
}

const nextPolls = () => new Promise((resolve) => setTimeout(resolve, POLL_MS * 4));

/** Waits for `check` to pass, as the next polls come (however slow a busy machine makes them). */
async function eventually(check: () => void, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}
const logged = () => log.mock.calls.map(([event]) => event as { msg: string; reasons?: string[] });

describe("following each remote's current version", () => {
  it('takes the version each store names at start, with the SHA-256 of its server build, and pages name it', async () => {
    stores.public.publish('abc1234-aaaaaaaa');
    stores.public.point('abc1234-aaaaaaaa', 'ab'.repeat(32));
    stores.admin.publish('abc1234-cccccccc', manifestOf({ name: 'admin_mfe' }));
    stores.admin.point('abc1234-cccccccc');
    const { versions, remotes } = follow();

    await versions.ready;

    expect(versions.current('public')).toMatchObject({
      id: 'abc1234-aaaaaaaa',
      serverBuildSha256: 'ab'.repeat(32),
    });
    expect(versions.current('admin')?.serverBuildSha256).toBeUndefined();
    expect(switches.sort()).toEqual([
      ['admin', 'abc1234-cccccccc'],
      ['public', 'abc1234-aaaaaaaa'],
    ]);
    expect(browserRemotes(remotes, versions)).toEqual({
      public_mfe: { entry: '/mfe/public/versions/abc1234-aaaaaaaa/mf-manifest.json' },
      admin_mfe: { entry: '/mfe/admin/versions/abc1234-cccccccc/mf-manifest.json' },
    });
  });

  it('follows the pointer when it moves (a deployment, a rollback), without a restart', async () => {
    stores.public.publish('abc1234-aaaaaaaa');
    stores.public.publish('abc1234-bbbbbbbb');
    stores.public.point('abc1234-aaaaaaaa');
    const { versions } = follow();
    await versions.ready;

    stores.public.point('abc1234-bbbbbbbb');
    await eventually(() => expect(versions.current('public')?.id).toBe('abc1234-bbbbbbbb'));

    stores.public.point('abc1234-aaaaaaaa');
    await eventually(() => expect(versions.current('public')?.id).toBe('abc1234-aaaaaaaa'));
    expect(switches.filter(([remote]) => remote === 'public').map(([, id]) => id)).toEqual([
      'abc1234-aaaaaaaa',
      'abc1234-bbbbbbbb',
      'abc1234-aaaaaaaa',
    ]);
  });

  it('keeps the version it has when the pointer names one whose shared React is ^18, and says why once', async () => {
    stores.public.publish('abc1234-aaaaaaaa');
    stores.public.publish('abc1234-bbbbbbbb', manifestOf({ react: '^18.3.1' }));
    stores.public.point('abc1234-aaaaaaaa');
    const { versions } = follow();
    await versions.ready;

    stores.public.point('abc1234-bbbbbbbb');
    const refusals = () => logged().filter((event) => event.msg.includes('refused'));
    await eventually(() => expect(refusals()).toHaveLength(1));
    await nextPolls();

    expect(versions.current('public')?.id).toBe('abc1234-aaaaaaaa');
    expect(refusals()).toEqual([
      {
        msg: 'public_mfe abc1234-bbbbbbbb refused: the shell keeps abc1234-aaaaaaaa',
        reasons: ['react: the remote requires ^18.3.1, the shell shares 19.3.1'],
      },
    ]);
  });

  it("refuses another remote's build in a store", async () => {
    stores.public.publish('abc1234-aaaaaaaa', manifestOf({ name: 'admin_mfe' }));
    stores.public.point('abc1234-aaaaaaaa');
    const { versions } = follow();
    await versions.ready;

    expect(versions.current('public')).toBeUndefined();
    expect(logged()).toContainEqual({
      msg: 'public_mfe abc1234-aaaaaaaa refused: the shell keeps no version',
      reasons: ['it is a build of admin_mfe'],
    });
  });

  it('takes a version its pointer named before its files could be read, once they can', async () => {
    stores.public.point('abc1234-aaaaaaaa');
    const { versions } = follow();
    await versions.ready;
    expect(versions.current('public')).toBeUndefined();

    stores.public.publish('abc1234-aaaaaaaa');

    await eventually(() => expect(versions.current('public')?.id).toBe('abc1234-aaaaaaaa'));
  });

  it("says once that a store is out of reach, and sends browsers to the store's root meanwhile", async () => {
    stores.public.publish('abc1234-aaaaaaaa');
    stores.public.point('abc1234-aaaaaaaa');
    const { versions, remotes } = follow({ admin: new URL('http://127.0.0.1:9') });
    await versions.ready;
    await nextPolls();

    expect(
      logged().filter((event) => event.msg === "admin_mfe's deployment store is out of reach"),
    ).toHaveLength(1);
    expect(browserRemotes(remotes, versions).admin_mfe).toEqual({ entry: '/mfe/admin/mf-manifest.json' });
  });
});
