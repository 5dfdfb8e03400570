import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contentHash, serverBuildSha256 } from '../../deploy/build-identity';
import { deploymentStore } from '../../deploy/store';
import { fakeBuild, temporaryFolder } from './fake-build';

async function versionOf(build: string, id: string) {
  return {
    id,
    remote: 'public_mfe',
    commit: 'abc1234',
    uncommittedChanges: false,
    contentHash: await contentHash(build),
    serverBuildSha256: await serverBuildSha256(build),
  };
}

describe('a deployment store in a folder', () => {
  it('publishes a build as a read-only version with its record, beside the ones before', async () => {
    const store = deploymentStore(temporaryFolder('store'));
    const first = fakeBuild({ text: 'A' });
    const second = fakeBuild({ text: 'B' });
    await store.publish(first, await versionOf(first, 'abc1234-aaaaaaaa'), new Date('2025-06-01T10:00:00Z'));
    const { published } = await store.publish(
      second,
      await versionOf(second, 'abc1234-bbbbbbbb'),
      new Date('2025-06-02T10:00:00Z'),
    );

    expect(published).toBe(true);
    expect((await store.versions()).map(({ id, publishedAt }) => [id, publishedAt])).toEqual([
      ['abc1234-aaaaaaaa', '2025-06-01T10:00:00.000Z'],
      ['abc1234-bbbbbbbb', '2025-06-02T10:00:00.000Z'],
    ]);
    const chunk = path.join(store.root, 'versions', 'abc1234-aaaaaaaa', 'app.1a2b3c4d5e.js');
    expect(readFileSync(chunk, 'utf8')).toContain('"A"');
    expect(statSync(chunk).mode & 0o222).toBe(0);
    expect((await store.manifest('abc1234-bbbbbbbb')).name).toBe('public_mfe');
  });

  it('publishes the same build once, and never gives an id to other files', async () => {
    const store = deploymentStore(temporaryFolder('store'));
    const build = fakeBuild({ text: 'A' });
    await store.publish(build, await versionOf(build, 'abc1234-aaaaaaaa'));

    expect(await store.publish(fakeBuild({ text: 'A' }), await versionOf(build, 'abc1234-aaaaaaaa'))).toEqual(
      {
        published: false,
      },
    );
    const other = fakeBuild({ text: 'other' });
    await expect(store.publish(other, await versionOf(other, 'abc1234-aaaaaaaa'))).rejects.toThrow(
      'already published with other files',
    );
    expect(
      readFileSync(path.join(store.root, 'versions', 'abc1234-aaaaaaaa', 'app.1a2b3c4d5e.js'), 'utf8'),
    ).toContain('"A"');
  });

  it('has no current version until it is pointed at one, then names it and the SHA-256 of its server build', async () => {
    const store = deploymentStore(temporaryFolder('store'));
    const build = fakeBuild();
    await store.publish(build, await versionOf(build, 'abc1234-aaaaaaaa'));
    expect(await store.current()).toBeUndefined();

    await store.switchTo('abc1234-aaaaaaaa', new Date('2025-06-01T10:00:00Z'));

    expect(await store.current()).toBe('abc1234-aaaaaaaa');
    expect(JSON.parse(readFileSync(path.join(store.root, 'current.json'), 'utf8'))).toEqual({
      version: 'abc1234-aaaaaaaa',
      switchedAt: '2025-06-01T10:00:00.000Z',
      serverBuildSha256: createHash('sha256')
        .update(readFileSync(path.join(build, 'server', 'remoteEntry.js')))
        .digest('hex'),
    });
  });

  it('remembers the version it leaves, and leaves the pointer as it is when told the current one', async () => {
    const store = deploymentStore(temporaryFolder('store'));
    for (const [id, text] of [
      ['abc1234-aaaaaaaa', 'A'],
      ['abc1234-bbbbbbbb', 'B'],
    ] as const) {
      const build = fakeBuild({ text });
      await store.publish(build, await versionOf(build, id));
    }
    await store.switchTo('abc1234-aaaaaaaa');
    await store.switchTo('abc1234-bbbbbbbb', new Date('2025-06-02T10:00:00Z'));
    await store.switchTo('abc1234-bbbbbbbb');

    expect(await store.pointer()).toMatchObject({
      version: 'abc1234-bbbbbbbb',
      previous: 'abc1234-aaaaaaaa',
      switchedAt: '2025-06-02T10:00:00.000Z',
    });
  });

  it('refuses to point at a version it does not have, or at a path', async () => {
    const store = deploymentStore(temporaryFolder('store'));
    await expect(store.switchTo('abc1234-aaaaaaaa')).rejects.toThrow('is not published');
    await expect(store.switchTo('../../etc')).rejects.toThrow('is not a version id');
    expect(await store.current()).toBeUndefined();
  });

  it('deletes versions, and publications interrupted more than an hour ago', async () => {
    const store = deploymentStore(temporaryFolder('store'));
    const build = fakeBuild();
    await store.publish(build, await versionOf(build, 'abc1234-aaaaaaaa'));
    for (const name of ['.incoming-old', '.incoming-recent']) {
      mkdirSync(path.join(store.root, 'versions', name));
      writeFileSync(path.join(store.root, 'versions', name, 'remoteEntry.js'), '');
    }
    const twoHoursAgo = (Date.now() - 2 * 60 * 60 * 1000) / 1000;
    utimesSync(path.join(store.root, 'versions', '.incoming-old'), twoHoursAgo, twoHoursAgo);

    await store.remove(['abc1234-aaaaaaaa']);

    expect(await store.versions()).toEqual([]);
    expect(() => statSync(path.join(store.root, 'versions', '.incoming-old'))).toThrow();
    expect(statSync(path.join(store.root, 'versions', '.incoming-recent')).isDirectory()).toBe(true);
  });
});
