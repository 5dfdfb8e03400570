import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_NAMES, type RemoteName } from './remote-names';

export type RemoteConfig = Record<RemoteName, { entry: string }>;

function isRemoteConfig(value: unknown): value is RemoteConfig {
  if (typeof value !== 'object' || value === null) return false;
  return REMOTE_NAMES.every((name) => {
    const remote = (value as Record<string, unknown>)[name];
    return (
      typeof remote === 'object' &&
      remote !== null &&
      typeof (remote as { entry?: unknown }).entry === 'string'
    );
  });
}

/** Registers the remotes where the configuration says they live today. */
export function registerRemoteConfig(config: unknown): void {
  if (!isRemoteConfig(config)) throw new Error('Remote configuration is malformed');
  // An entry may be the shell's own path (/mfe/public/mf-manifest.json): the runtime needs it whole.
  const absolute = (entry: string) => new URL(entry, window.location.href).toString();
  registerRemotes(Object.entries(config).map(([name, { entry }]) => ({ name, entry: absolute(entry) })));
}

/**
 * Reads where the remotes live today (served by the shell's server from its environment) and
 * registers them, so a remote can move or redeploy without rebuilding the shell.
 */
export async function registerRemotesFromConfig(url = '/remotes.json'): Promise<void> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Remote configuration answered ${response.status}`);
  registerRemoteConfig(await response.json());
}
