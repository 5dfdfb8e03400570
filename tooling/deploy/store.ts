import { randomBytes } from 'node:crypto';
import { chmod, cp, mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { filesUnder, serverBuildSha256 } from './build-identity';
import { parseManifest, type RemoteManifest } from './manifest';
import {
  BROWSER_MANIFEST_FILE,
  isVersionId,
  POINTER_FILE,
  type Pointer,
  parsePointer,
  VERSION_RECORD_FILE,
  VERSIONS_FOLDER,
} from './store-layout';

/** What a published version is, written beside its files when it is published. */
export interface VersionRecord {
  id: string;
  /** The remote's name (`public_mfe`). */
  remote: string;
  commit: string | null;
  uncommittedChanges: boolean;
  /** The SHA-256 of its files (see contentHash), which its id begins with. */
  contentHash: string;
  /**
   * The SHA-256 of its server build (see serverBuildSha256), null when it has none; absent from
   * versions published before it was recorded.
   */
  serverBuildSha256?: string | null;
  publishedAt: string;
}

/** Folders being published (copied, not yet renamed into place) start with this. */
const INCOMING = '.incoming-';
/** A publication left half-done this long ago was interrupted: its folder may go. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** Writes a file whole under a temporary name, then renames it: readers see the old file or the new one. */
async function writeAtomically(file: string, text: string): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await open(temporary, 'w');
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
}

/** Makes every file of a published version read-only: nothing is meant to change it. */
async function freeze(folder: string): Promise<void> {
  for (const file of await filesUnder(folder)) await chmod(path.join(folder, file), 0o444);
}

/**
 * A remote's deployment store in a folder (see store-layout.ts): versions are published whole under a
 * temporary name and renamed into place, the pointer is replaced in one rename, and a version's files
 * are never written again.
 */
export function deploymentStore(root: string) {
  const versionsRoot = path.join(root, VERSIONS_FOLDER);
  const folderOf = (id: string) => {
    if (!isVersionId(id)) throw new Error(`"${id}" is not a version id`);
    return path.join(versionsRoot, id);
  };

  const pointer = async (): Promise<Pointer | undefined> => {
    const file = path.join(root, POINTER_FILE);
    if (!(await exists(file))) return undefined;
    return parsePointer(JSON.parse(await readFile(file, 'utf8')));
  };

  const record = async (id: string): Promise<VersionRecord | undefined> => {
    const file = path.join(folderOf(id), VERSION_RECORD_FILE);
    if (!(await exists(file))) return undefined;
    return JSON.parse(await readFile(file, 'utf8')) as VersionRecord;
  };

  return {
    root,

    /** The published versions, oldest first. */
    async versions(): Promise<VersionRecord[]> {
      const names = (await exists(versionsRoot)) ? await readdir(versionsRoot) : [];
      const records = await Promise.all(names.filter(isVersionId).map(record));
      return records
        .filter((found): found is VersionRecord => found !== undefined)
        .sort((a, b) => a.publishedAt.localeCompare(b.publishedAt));
    },

    pointer,

    /** The version the pointer names, or undefined before the first deployment. */
    async current(): Promise<string | undefined> {
      return (await pointer())?.version;
    },

    record,

    /** The SHA-256 of a version's server build as its files are now, or null when it has none. */
    serverBuildSha256: (id: string): Promise<string | null> => serverBuildSha256(folderOf(id)),

    async manifest(id: string): Promise<RemoteManifest> {
      return parseManifest(
        JSON.parse(await readFile(path.join(folderOf(id), BROWSER_MANIFEST_FILE), 'utf8')),
      );
    },

    /**
     * Publishes the build in `buildFolder` as version `version.id`, unless it is published already
     * (then `published` is false). An id names one build forever: the same id with other files is refused.
     */
    async publish(
      buildFolder: string,
      version: Omit<VersionRecord, 'publishedAt'>,
      now = new Date(),
    ): Promise<{ published: boolean }> {
      const target = folderOf(version.id);
      const already = async () => {
        const found = await record(version.id);
        if (!found) return false;
        if (found.contentHash !== version.contentHash) {
          throw new Error(
            `version ${version.id} is already published with other files; ids are never reused`,
          );
        }
        return true;
      };
      if (await already()) return { published: false };

      await mkdir(versionsRoot, { recursive: true });
      const incoming = path.join(versionsRoot, `${INCOMING}${version.id}-${randomBytes(6).toString('hex')}`);
      try {
        await cp(buildFolder, incoming, { recursive: true });
        const published: VersionRecord = { ...version, publishedAt: now.toISOString() };
        await writeAtomically(
          path.join(incoming, VERSION_RECORD_FILE),
          `${JSON.stringify(published, null, 2)}\n`,
        );
        await freeze(incoming);
        await rename(incoming, target);
        return { published: true };
      } catch (error) {
        await rm(incoming, { recursive: true, force: true });
        // Published meanwhile by another run: the same build, or a refusal.
        if (await already()) return { published: false };
        throw error;
      }
    },

    /**
     * Points the store at a published version, in one rename, remembering the version it leaves and
     * naming the SHA-256 its server build was published with.
     */
    async switchTo(id: string, now = new Date()): Promise<void> {
      const published = await record(id);
      if (!published) throw new Error(`version ${id} is not published`);
      const leaving = (await pointer())?.version;
      if (leaving === id) return;
      const next: Pointer = {
        version: id,
        previous: leaving,
        switchedAt: now.toISOString(),
        serverBuildSha256: published.serverBuildSha256 ?? undefined,
      };
      await writeAtomically(path.join(root, POINTER_FILE), `${JSON.stringify(next)}\n`);
    },

    /** Deletes versions, and what interrupted publications left behind. */
    async remove(ids: readonly string[], now = Date.now()): Promise<void> {
      for (const id of ids) await rm(folderOf(id), { recursive: true, force: true });
      const names = (await exists(versionsRoot)) ? await readdir(versionsRoot) : [];
      for (const name of names.filter((found) => found.startsWith(INCOMING))) {
        const folder = path.join(versionsRoot, name);
        if (now - (await stat(folder)).mtimeMs > ABANDONED_AFTER_MS)
          await rm(folder, { recursive: true, force: true });
      }
    },
  };
}

export type DeploymentStore = ReturnType<typeof deploymentStore>;
