import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SERVER_ENTRY_FILE } from './store-layout';

/** The commit a build was made from, as far as it is known. */
export interface BuildSource {
  commit: string | undefined;
  /** The working tree differed from the commit: the build may hold changes no commit has. */
  uncommittedChanges: boolean;
}

const git = (cwd: string, args: string[]) => {
  const result = spawnSync('git', args, { cwd, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : undefined;
};

/**
 * The commit of the working tree at `cwd`, or `given` (a build made without the repository's history,
 * as in a container image, is told its commit).
 */
export function buildSource(cwd: string, given?: string): BuildSource {
  if (given) return { commit: given, uncommittedChanges: false };
  const commit = git(cwd, ['rev-parse', 'HEAD']);
  if (!commit) return { commit: undefined, uncommittedChanges: false };
  return { commit, uncommittedChanges: Boolean(git(cwd, ['status', '--porcelain'])) };
}

/** Every file under `folder`, by its path relative to it with forward slashes, in a fixed order. */
export async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** A SHA-256 of every file's path and bytes: two builds have the same hash when their files are the same. */
export async function contentHash(folder: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await filesUnder(folder)) {
    const bytes = await readFile(path.join(folder, file));
    hash.update(`${file}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest('hex');
}

/** The SHA-256 of the server build in `folder` (a build, or a published version), or null when it has none. */
export async function serverBuildSha256(folder: string): Promise<string | null> {
  const bytes = await readFile(path.join(folder, SERVER_ENTRY_FILE)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  return bytes && createHash('sha256').update(bytes).digest('hex');
}

/**
 * A version's id: the commit's short form and the start of the build's content hash
 * (`25638f5-3f9a1c2e`), so that two different builds never share one, even of the same commit.
 */
export function versionId(source: BuildSource, hash: string): string {
  const commit =
    source.commit
      ?.toLowerCase()
      .replace(/[^0-9a-z]/g, '')
      .slice(0, 7) || 'nocommit';
  return `${commit}-${hash.slice(0, 8)}`;
}
