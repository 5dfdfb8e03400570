import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSource, contentHash, filesUnder, versionId } from '../../deploy/build-identity';
import { fakeBuild, temporaryFolder } from './fake-build';

describe('what identifies a build', () => {
  it('hashes the same files the same, wherever they are', async () => {
    expect(await contentHash(fakeBuild())).toBe(await contentHash(fakeBuild()));
  });

  it('hashes a changed byte, a renamed file or a moved file differently', async () => {
    const hashOf = async (files: Record<string, string>) => {
      const folder = temporaryFolder('hash');
      for (const [name, text] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(folder, name)), { recursive: true });
        writeFileSync(path.join(folder, name), text);
      }
      return contentHash(folder);
    };
    const hashes = await Promise.all([
      hashOf({ 'a.js': 'one', 'b.js': 'two' }),
      hashOf({ 'a.js': 'one', 'b.js': 'twO' }),
      hashOf({ 'a.js': 'one', 'c.js': 'two' }),
      hashOf({ 'a.js': 'one', 'server/b.js': 'two' }),
      hashOf({ 'a.js': 'onetwo' }),
    ]);
    expect(new Set(hashes).size).toBe(hashes.length);
  });

  it('lists files by their relative path, in a fixed order', async () => {
    expect(await filesUnder(fakeBuild())).toEqual([
      'app.1a2b3c4d5e.js',
      'index.html',
      'mf-manifest.json',
      'remoteEntry.js',
      'server/remoteEntry.js',
    ]);
  });

  it('names a version by its short commit and the start of its content hash', () => {
    const hash = 'a3f9c2e1'.padEnd(64, '0');
    expect(
      versionId({ commit: '25638F5ca37e2bffbae52c6538b905a47c1de6a0', uncommittedChanges: true }, hash),
    ).toBe('25638f5-a3f9c2e1');
    expect(versionId({ commit: undefined, uncommittedChanges: false }, hash)).toBe('nocommit-a3f9c2e1');
    expect(versionId({ commit: 'v1.2/../x', uncommittedChanges: false }, hash)).toBe('v12x-a3f9c2e1');
  });

  it('takes the commit it is given (an image built without the history), else asks git', () => {
    expect(buildSource(temporaryFolder('no-git'), 'abc1234')).toEqual({
      commit: 'abc1234',
      uncommittedChanges: false,
    });
    expect(buildSource(temporaryFolder('no-git'))).toEqual({ commit: undefined, uncommittedChanges: false });
    expect(buildSource(__dirname).commit).toMatch(/^[0-9a-f]{40}$/);
  });
});
