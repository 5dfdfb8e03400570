import { registerRemotes } from '@module-federation/enhanced/runtime';

export const REMOTES = { public: 'public_mfe', admin: 'admin_mfe' } as const;
type RemoteName = (typeof REMOTES)[keyof typeof REMOTES];

export type RemoteConfig = Record<RemoteName, { entry: string }>;

function isRemoteConfig(value: unknown): value is RemoteConfig {
  if (typeof value !== 'object' || value === null) return false;
  return Object.values(REMOTES).every((name) => {
    const remote = (value as Record<string, unknown>)[name];
    return (
      typeof remote === 'object' &&
      remote !== null &&
      typeof (remote as { entry?: unknown }).entry === 'string'
    );
  });
}

/**
 * Reads where the remotes live today (served by the shell's server from its environment) and
 * registers them, so a remote can move or redeploy without rebuilding the shell.
 */
export async function registerRemotesFromConfig(url = '/remotes.json'): Promise<void> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Remote configuration answered ${response.status}`);
  const config: unknown = await response.json();
  if (!isRemoteConfig(config)) throw new Error('Remote configuration is malformed');
  registerRemotes(Object.entries(config).map(([name, { entry }]) => ({ name, entry })));
}
