import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteFallback } from '@safa/shared-ui';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type RemoteModule = { default: ComponentType<Record<string, unknown>> };

/** The module the fallback plugin answers when a remote cannot be loaded. */
export const unavailableRemoteModule: RemoteModule = { default: () => <RemoteFallback /> };

/** A lazy component for a remote's exposed `./App`, loaded once the run-time configuration is in. */
export function lazyRemoteApp(
  remoteId: string,
  configured: Promise<void>,
): LazyExoticComponent<ComponentType<Record<string, unknown>>> {
  return lazy(async () => {
    await configured;
    const module = await loadRemote<RemoteModule>(remoteId);
    if (!module?.default) throw new Error(`${remoteId} has no default export`);
    return module;
  });
}
