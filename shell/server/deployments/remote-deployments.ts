import { shellSharedVersions } from '@safa/tooling/deploy/shared-versions';
import type { ShellServerConfig } from '../config';
import { publicRemote } from '../rendering/public-remote';
import { browserRemotes, hydrationFiles } from './browser-remotes';
import { type DeployedVersion, followRemoteVersions } from './remote-versions';
import { storeClient } from './store-client';

export interface RemoteDeploymentsOptions {
  /** Called when what a page shows may have changed: pages rendered before are stale. */
  onChange: () => void;
  log: (event: Record<string, unknown>) => void;
}

/**
 * The remotes as they are deployed now: each store's current version, followed and checked; the public
 * remote's server code at its version; and what pages tell browsers to load.
 */
export function remoteDeployments(config: ShellServerConfig, { onChange, log }: RemoteDeploymentsOptions) {
  const { remotes, rendering } = config;
  const publicStore = storeClient(remotes.public.origin, rendering.renderTimeoutMs);
  const publicSite = publicRemote({
    name: remotes.public.name,
    bffUrl: config.bffUrl,
    serverBuild: (version) => publicStore.serverBuild(version.id, version.serverBuildSha256),
    loadTimeoutMs: rendering.renderTimeoutMs,
    retryAfterMs: rendering.retryAfterMs,
    onNewVersion: onChange,
    log,
  });
  const versions = followRemoteVersions({
    remotes,
    pollMs: rendering.remotePollMs,
    timeoutMs: rendering.renderTimeoutMs,
    sharedVersions: shellSharedVersions,
    // Pages rendered on the server change once the public remote's new version renders them.
    onSwitch: (remote, version) => (remote === 'public' ? publicSite.follow(version) : onChange()),
    log,
  });
  return {
    /** Settles once each remote's store has been read once. */
    ready: versions.ready,
    publicRemote: publicSite,
    browserRemotes: (rendered?: DeployedVersion) => browserRemotes(remotes, versions, rendered),
    hydrationFiles: (version: DeployedVersion) => hydrationFiles(remotes.public, version),
    /** Stops following the stores. */
    stop: versions.stop,
  };
}

export type RemoteDeployments = ReturnType<typeof remoteDeployments>;
