import { BROWSER_MANIFEST_FILE, versionFolder } from '@safa/tooling/deploy/store-layout';
import type { RemoteConfig } from '../../src/remotes/remote-config';
import type { HydrationFile } from '../../src/shell-state';
import type { RemoteSettings } from '../config';
import type { DeployedVersion, RemoteKey, RemoteVersions } from './remote-versions';

/** Where browsers load a version's files: through the shell (`/mfe/public/versions/<id>/`) or from a CDN. */
const versionBase = (remote: RemoteSettings, id: string) => `${remote.browserBase}${versionFolder(id)}`;

/**
 * The manifest browsers register for a remote. A version's address never changes, so a page keeps
 * loading its own version's chunks after the next deployment. Before the shell knows a version (the
 * store did not answer), the store's root, which shows its current version or fails, and then the
 * page shows the remote's fallback.
 */
export const browserEntry = (remote: RemoteSettings, version: DeployedVersion | undefined): string =>
  `${version ? versionBase(remote, version.id) : remote.browserBase}${BROWSER_MANIFEST_FILE}`;

/**
 * The remotes as a page names them: each at its current version, and the public remote at `rendered`
 * when the page was rendered with that one, so the browser hydrates it with the same code.
 */
export function browserRemotes(
  remotes: Record<RemoteKey, RemoteSettings>,
  versions: Pick<RemoteVersions, 'current'>,
  rendered?: DeployedVersion,
): RemoteConfig {
  return {
    [remotes.public.name]: { entry: browserEntry(remotes.public, rendered ?? versions.current('public')) },
    [remotes.admin.name]: { entry: browserEntry(remotes.admin, versions.current('admin')) },
  };
}

/**
 * The files the browser needs to hydrate a page of `version`: its manifest, its entry and the scripts
 * of its exposed App, so the browser asks for them together instead of each after the one naming it.
 */
export function hydrationFiles(remote: RemoteSettings, version: DeployedVersion): HydrationFile[] {
  const base = versionBase(remote, version.id);
  const app = version.manifest.exposes.find((exposed) => exposed.name === 'App')?.scripts ?? [];
  return [
    { url: browserEntry(remote, version), as: 'fetch' },
    { url: `${base}${version.manifest.remoteEntry}`, as: 'script' },
    ...app.map((file): HydrationFile => ({ url: `${base}${file}`, as: 'script' })),
  ];
}
