import { describeIncompatibility, incompatibilities } from '@safa/tooling/deploy/compatibility';
import type { RemoteManifest } from '@safa/tooling/deploy/manifest';
import type { Pointer } from '@safa/tooling/deploy/store-layout';
import type { RemoteSettings } from '../config';
import { type StoreClient, storeClient } from './store-client';

export type RemoteKey = 'public' | 'admin';

/** A version of a remote that the shell has checked and serves. */
export interface DeployedVersion {
  id: string;
  manifest: RemoteManifest;
  /** The SHA-256 of its server build as it was deployed, as the store's pointer named it. */
  serverBuildSha256?: string;
}

export interface RemoteVersionsOptions {
  remotes: Record<RemoteKey, RemoteSettings>;
  /** How often each store's pointer is read. */
  pollMs: number;
  /** How long a read of a store may take. */
  timeoutMs: number;
  /** What the shell shares (react, react-dom, react-router-dom, styled-components), by package. */
  sharedVersions: Readonly<Record<string, string>>;
  /** Told each time a remote's current version changes. */
  onSwitch: (remote: RemoteKey, version: DeployedVersion) => void;
  log: (event: Record<string, unknown>) => void;
}

/**
 * Follows each remote's current-version pointer, so a deployment or a rollback reaches the running
 * shell within `pollMs`, without a restart. A version is taken only once its manifest is read and
 * its shared singletons accept the shell's: otherwise the shell keeps the version it has and logs why
 * (a version the deploy tool would have refused can still be pointed at by hand, or by an old tool).
 */
export function followRemoteVersions(options: RemoteVersionsOptions) {
  const keys = Object.keys(options.remotes) as RemoteKey[];
  const stores = Object.fromEntries(
    keys.map((key) => [key, storeClient(options.remotes[key].origin, options.timeoutMs)]),
  ) as Record<RemoteKey, StoreClient>;
  const current = new Map<RemoteKey, DeployedVersion>();
  /** The version each remote was last refused, not looked at again until its pointer moves. */
  const refused = new Map<RemoteKey, string>();
  /** Remotes whose store did not answer last time, so that an outage is logged once, not every poll. */
  const unreachable = new Set<RemoteKey>();

  const refuse = (key: RemoteKey, id: string, reasons: string[]) => {
    refused.set(key, id);
    options.log({
      msg: `${options.remotes[key].name} ${id} refused: the shell keeps ${current.get(key)?.id ?? 'no version'}`,
      reasons,
    });
  };

  async function look(key: RemoteKey): Promise<void> {
    const remote = options.remotes[key];
    const store = stores[key];
    let pointer: Pointer;
    try {
      pointer = await store.pointer();
      if (unreachable.delete(key)) options.log({ msg: `${remote.name}'s deployment store answers again` });
    } catch (error) {
      if (!unreachable.has(key))
        options.log({ msg: `${remote.name}'s deployment store is out of reach`, error: String(error) });
      unreachable.add(key);
      return;
    }
    const id = pointer.version;
    if (id === current.get(key)?.id || id === refused.get(key)) return;
    let manifest: RemoteManifest;
    try {
      manifest = await store.manifest(id);
    } catch (error) {
      // Perhaps published a moment ago on a host that is slow to show it: looked at again next time.
      options.log({ msg: `${remote.name} ${id}: its manifest could not be read`, error: String(error) });
      return;
    }
    if (manifest.name !== remote.name) return refuse(key, id, [`it is a build of ${manifest.name}`]);
    const problems = incompatibilities(manifest.shared, options.sharedVersions);
    if (problems.length > 0) return refuse(key, id, problems.map(describeIncompatibility));

    const previous = current.get(key)?.id;
    const version: DeployedVersion = {
      id,
      manifest,
      ...(pointer.serverBuildSha256 && { serverBuildSha256: pointer.serverBuildSha256 }),
    };
    current.set(key, version);
    refused.delete(key);
    options.log({ msg: `${remote.name} ${id} is current`, previous: previous ?? null });
    options.onSwitch(key, version);
  }

  let polling: Promise<void> | undefined;
  const poll = () => {
    polling ??= Promise.allSettled(keys.map(look)).then(() => {
      polling = undefined;
    });
    return polling;
  };
  const ready = poll();
  const timer = setInterval(poll, options.pollMs);
  timer.unref();

  return {
    /** Settles once each store has been read once (or failed to answer). */
    ready,
    current(key: RemoteKey): DeployedVersion | undefined {
      return current.get(key);
    },
    stop(): void {
      clearInterval(timer);
    },
  };
}

export type RemoteVersions = ReturnType<typeof followRemoteVersions>;
