import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { type BuildSource, contentHash, serverBuildSha256, versionId } from './build-identity';
import { describeIncompatibility, incompatibilities } from './compatibility';
import { parseManifest, type RemoteManifest } from './manifest';
import { versionsToPrune } from './retention';
import type { DeploymentStore, VersionRecord } from './store';
import { BROWSER_MANIFEST_FILE, isVersionId } from './store-layout';

/** A deployment or rollback that was not made, with the reason in words for the person who asked. */
export class DeploymentRefused extends Error {
  override name = 'DeploymentRefused';
}

export interface RemoteContext {
  store: DeploymentStore;
  /** The remote's name, as its build names itself (`public_mfe`). */
  remote: string;
  /** The shell's shared versions, which a version must accept to be made current. */
  sharedVersions: Readonly<Record<string, string>>;
}

/** Refuses a version the shell could not run, naming each package and both versions. */
function checkCompatible(
  { remote, sharedVersions }: RemoteContext,
  id: string,
  manifest: RemoteManifest,
): void {
  const problems = incompatibilities(manifest.shared, sharedVersions);
  if (problems.length === 0) return;
  throw new DeploymentRefused(
    [
      `${remote} ${id} does not share what the shell shares, and would fail in visitors' browsers:`,
      ...problems.map((problem) => `  ${describeIncompatibility(problem)}`),
    ].join('\n'),
  );
}

/**
 * Refuses a version whose server build the shell would not run: its bytes changed since it was
 * published, or it was published before their SHA-256 was recorded.
 */
async function checkServerBuild({ store, remote }: RemoteContext, version: VersionRecord): Promise<void> {
  const now = await store.serverBuildSha256(version.id);
  const recorded = version.serverBuildSha256;
  if (now === (recorded ?? null)) return;
  if (recorded === undefined) {
    throw new DeploymentRefused(
      `${remote} ${version.id} was published before the SHA-256 of its server build was recorded, and the shell would not run it: deploy a build of a later commit`,
    );
  }
  throw new DeploymentRefused(
    `${remote} ${version.id}: its server build changed since it was published (SHA-256 ${now ?? 'none'}, published ${recorded ?? 'none'}), and the shell would not run it`,
  );
}

async function readBuildManifest(context: RemoteContext, buildFolder: string): Promise<RemoteManifest> {
  const file = path.join(buildFolder, BROWSER_MANIFEST_FILE);
  const manifest = parseManifest(
    JSON.parse(
      await readFile(file, 'utf8').catch(() => {
        throw new DeploymentRefused(`${file} is missing: build ${context.remote} first (npm run build)`);
      }),
    ),
  );
  if (manifest.name !== context.remote) {
    throw new DeploymentRefused(`${buildFolder} is a build of ${manifest.name}, not of ${context.remote}`);
  }
  return manifest;
}

/**
 * Publishes a build as a version (its id from its commit and its files) unless the shell could not run
 * it. `published` is false when the same build was published before: the version is the same.
 */
export async function publishBuild(
  context: RemoteContext,
  buildFolder: string,
  source: BuildSource,
): Promise<{ id: string; published: boolean }> {
  const manifest = await readBuildManifest(context, buildFolder);
  const hash = await contentHash(buildFolder);
  const id = versionId(source, hash);
  checkCompatible(context, id, manifest);
  const { published } = await context.store.publish(buildFolder, {
    id,
    remote: context.remote,
    commit: source.commit ?? null,
    uncommittedChanges: source.uncommittedChanges,
    contentHash: hash,
    serverBuildSha256: await serverBuildSha256(buildFolder),
  });
  return { id, published };
}

export interface SwitchResult {
  id: string;
  /** The version current before, if any. */
  previous: string | undefined;
}

/** Makes a published version current, once the shell is known to run it. */
export async function switchTo(context: RemoteContext, id: string): Promise<SwitchResult> {
  const previous = await context.store.current();
  const version = isVersionId(id) ? await context.store.record(id) : undefined;
  if (!version) {
    throw new DeploymentRefused(`${context.remote} has no version ${id}: see the list of deployments`);
  }
  checkCompatible(context, id, await context.store.manifest(id));
  await checkServerBuild(context, version);
  await context.store.switchTo(id);
  return { id, previous };
}

/**
 * The version to roll back to: `to`, or the one that was current before the current one was switched
 * to (a rollback after a rollback undoes it, as `kubectl rollout undo` does).
 */
export async function rollbackTarget(context: RemoteContext, to?: string): Promise<string> {
  if (to) return to;
  const pointer = await context.store.pointer();
  if (!pointer) throw new DeploymentRefused(`${context.remote} has no current version to roll back from`);
  if (!pointer.previous) {
    throw new DeploymentRefused(
      `${context.remote} ${pointer.version} is its first version: there is none before it`,
    );
  }
  if (!(await context.store.record(pointer.previous))) {
    throw new DeploymentRefused(
      `${context.remote} ${pointer.previous}, current before ${pointer.version}, is no longer kept: name a version with --to`,
    );
  }
  return pointer.previous;
}

/** Deletes the versions the retention policy lets go; returns their ids. */
export async function prune(
  context: RemoteContext,
  keepVersions: number,
  now = Date.now(),
): Promise<string[]> {
  const gone = versionsToPrune(await context.store.versions(), await context.store.current(), {
    keepVersions,
    now,
  });
  await context.store.remove(gone, now);
  return gone;
}

/** The published versions, newest first, each marked when current. */
export async function listDeployments(
  context: RemoteContext,
): Promise<Array<VersionRecord & { current: boolean }>> {
  const current = await context.store.current();
  const versions = await context.store.versions();
  return versions.reverse().map((version) => ({ ...version, current: version.id === current }));
}
