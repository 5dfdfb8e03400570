import { createHash } from 'node:crypto';
import { chmodSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  DeploymentRefused,
  listDeployments,
  prune,
  publishBuild,
  type RemoteContext,
  rollbackTarget,
  switchTo,
} from '../../deploy/operations';
import { deploymentStore } from '../../deploy/store';
import { fakeBuild, SHELL_VERSIONS, temporaryFolder } from './fake-build';

const SOURCE = { commit: '25638f5ca37e2bffbae52c6538b905a47c1de6a0', uncommittedChanges: false };

const contextOf = (root = temporaryFolder('store')): RemoteContext => ({
  store: deploymentStore(root),
  remote: 'public_mfe',
  sharedVersions: SHELL_VERSIONS,
});

async function deployed(context: RemoteContext, text: string) {
  const { id } = await publishBuild(context, fakeBuild({ text }), SOURCE);
  await switchTo(context, id);
  return id;
}

describe('deploying a remote', () => {
  it('publishes a build under an id from its commit and files, and makes it current', async () => {
    const context = contextOf();
    const { id, published } = await publishBuild(context, fakeBuild({ text: 'A' }), SOURCE);
    expect(published).toBe(true);
    expect(id).toMatch(/^25638f5-[0-9a-f]{8}$/);

    expect(await switchTo(context, id)).toEqual({ id, previous: undefined });
    expect(await context.store.current()).toBe(id);
  });

  it('refuses a build whose shared React is ^18, naming the package and both versions, and changes nothing', async () => {
    const context = contextOf();
    const current = await deployed(context, 'A');

    const attempt = publishBuild(context, fakeBuild({ text: 'B', react: '^18.3.1' }), SOURCE);

    await expect(attempt).rejects.toThrow(DeploymentRefused);
    await expect(attempt).rejects.toThrow('react: the remote requires ^18.3.1, the shell shares 19.3.1');
    expect((await context.store.versions()).map((version) => version.id)).toEqual([current]);
    expect(await context.store.current()).toBe(current);
  });

  it('refuses another remote’s build, and a folder that is no build', async () => {
    const context = contextOf();
    await expect(publishBuild(context, fakeBuild({ name: 'admin_mfe' }), SOURCE)).rejects.toThrow(
      'is a build of admin_mfe, not of public_mfe',
    );
    await expect(publishBuild(context, temporaryFolder('empty'), SOURCE)).rejects.toThrow(
      'mf-manifest.json is missing',
    );
    expect(await context.store.versions()).toEqual([]);
  });

  it('switches to a version the same build published before instead of publishing it twice', async () => {
    const context = contextOf();
    const first = await deployed(context, 'A');
    await deployed(context, 'B');

    const again = await publishBuild(context, fakeBuild({ text: 'A' }), SOURCE);

    expect(again).toEqual({ id: first, published: false });
  });
});

describe('a version’s server build', () => {
  const serverEntryOf = (context: RemoteContext, id: string) =>
    path.join(context.store.root, 'versions', id, 'server', 'remoteEntry.js');
  const sha256Of = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

  it('is recorded by its SHA-256 when published, and the pointer names that SHA-256 while it is current', async () => {
    const context = contextOf();
    const build = fakeBuild({ text: 'A' });
    const { id } = await publishBuild(context, build, SOURCE);
    await switchTo(context, id);

    const published = sha256Of(path.join(build, 'server', 'remoteEntry.js'));
    expect((await context.store.record(id))?.serverBuildSha256).toBe(published);
    expect((await context.store.pointer())?.serverBuildSha256).toBe(published);

    const { id: admin } = await publishBuild(
      { ...context, remote: 'admin_mfe' },
      fakeBuild({ name: 'admin_mfe', serverBuild: false }),
      SOURCE,
    );
    await switchTo({ ...context, remote: 'admin_mfe' }, admin);
    expect((await context.store.record(admin))?.serverBuildSha256).toBeNull();
    expect((await context.store.pointer())?.serverBuildSha256).toBeUndefined();
  });

  it('changed since it was published is never made current, and nothing is changed', async () => {
    const context = contextOf();
    const current = await deployed(context, 'A');
    const { id } = await publishBuild(context, fakeBuild({ text: 'B' }), SOURCE);
    const entry = serverEntryOf(context, id);
    chmodSync(entry, 0o644);
    writeFileSync(entry, 'exports.text = "not what was published";');

    const attempt = switchTo(context, id);

    await expect(attempt).rejects.toThrow(DeploymentRefused);
    await expect(attempt).rejects.toThrow(
      `${id}: its server build changed since it was published (SHA-256 ${sha256Of(entry)}, published `,
    );
    expect(await context.store.current()).toBe(current);
  });

  it('published before its SHA-256 was recorded is never made current', async () => {
    const context = contextOf();
    const current = await deployed(context, 'A');
    const { id } = await publishBuild(context, fakeBuild({ text: 'B' }), SOURCE);
    // The record an older deploy tool wrote.
    const recordFile = path.join(context.store.root, 'versions', id, 'deployment.json');
    const { serverBuildSha256: _recorded, ...older } = JSON.parse(readFileSync(recordFile, 'utf8'));
    chmodSync(recordFile, 0o644);
    writeFileSync(recordFile, JSON.stringify(older));

    await expect(switchTo(context, id)).rejects.toThrow(
      `${id} was published before the SHA-256 of its server build was recorded`,
    );
    expect(await context.store.current()).toBe(current);
  });
});

describe('rolling back', () => {
  it('goes back to the version current before the last switch, not to one rolled back from before', async () => {
    const context = contextOf();
    const a = await deployed(context, 'A');
    await deployed(context, 'B');
    await switchTo(context, await rollbackTarget(context));
    expect(await context.store.current()).toBe(a);

    const c = await deployed(context, 'C');
    expect(await rollbackTarget(context)).toBe(a);
    await switchTo(context, a);
    // A rollback after a rollback undoes it.
    expect(await rollbackTarget(context)).toBe(c);
    expect(await rollbackTarget(context, c)).toBe(c);
  });

  it('refuses when there is no version before, or it is no longer kept', async () => {
    const context = contextOf();
    const a = await deployed(context, 'A');
    await expect(rollbackTarget(context)).rejects.toThrow(`${a} is its first version`);
    await deployed(context, 'B');
    await context.store.remove([a]);
    await expect(rollbackTarget(context)).rejects.toThrow(`${a}, current before`);
  });

  it('refuses a version that is not published, and one the shell could not run', async () => {
    const context = contextOf();
    const current = await deployed(context, 'A');
    await expect(switchTo(context, 'abc1234-00000000')).rejects.toThrow('has no version abc1234-00000000');
    await expect(switchTo(context, '../elsewhere')).rejects.toThrow(DeploymentRefused);

    // Published by an older deploy tool, before the shell moved on to React 19.
    const { id: old } = await publishBuild(
      { ...context, sharedVersions: { ...SHELL_VERSIONS, react: '18.3.1' } },
      fakeBuild({ text: 'old', react: '^18.3.1' }),
      SOURCE,
    );
    await expect(switchTo(context, old)).rejects.toThrow(
      'react: the remote requires ^18.3.1, the shell shares 19.3.1',
    );
    expect(await context.store.current()).toBe(current);
  });

  it('refuses when nothing is deployed yet', async () => {
    await expect(rollbackTarget(contextOf())).rejects.toThrow('has no current version');
  });
});

describe('keeping versions for open pages', () => {
  it('deletes what the retention policy lets go, never the current version', async () => {
    const context = contextOf();
    const ids = [];
    for (const text of ['A', 'B', 'C', 'D']) ids.push(await deployed(context, text));
    await switchTo(context, ids[0] as string);
    const aWeekLater = Date.now() + 7 * 24 * 60 * 60 * 1000;

    const gone = await prune(context, 2, aWeekLater);

    expect(gone).toEqual([ids[1]]);
    expect(readdirSync(path.join(context.store.root, 'versions')).sort()).toEqual(
      [ids[0], ids[2], ids[3]].sort(),
    );
  });

  it('deletes nothing published within a day', async () => {
    const context = contextOf();
    for (const text of ['A', 'B', 'C']) await deployed(context, text);
    expect(await prune(context, 1)).toEqual([]);
  });

  it('lists versions newest first, marking the current one', async () => {
    const context = contextOf();
    const a = await deployed(context, 'A');
    const b = await deployed(context, 'B');
    await switchTo(context, a);

    const listed = await listDeployments(context);

    expect(listed.map(({ id, current, commit }) => ({ id, current, commit }))).toEqual([
      { id: b, current: false, commit: SOURCE.commit },
      { id: a, current: true, commit: SOURCE.commit },
    ]);
  });
});
