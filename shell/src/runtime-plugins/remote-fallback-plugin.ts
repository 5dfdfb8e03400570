import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * When a remote cannot be loaded (its server is down, its manifest or chunks fail), answer a
 * fallback module instead of throwing, so the shell renders a friendly page and the other remote
 * keeps working. Earlier lifecycles (manifest fetch) rethrow and end here, at `onLoad`.
 */
export function remoteFallbackPlugin(
  fallbackFor: (remoteId: string) => unknown,
): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-fallback-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.error(`[shell] remote "${id}" could not be loaded`, error);
      return fallbackFor(id);
    },
  };
}
