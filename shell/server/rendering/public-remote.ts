import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { MakePublicServer, PublicAppProps, PublicServer } from '@safa/remote-types';
import type { ComponentType } from 'react';
import type { DeployedVersion } from '../deployments/remote-versions';
import type { ServerBuild } from '../deployments/server-build';
import { checkedEntries, runFromCheckedBuild } from './checked-entries';

/** What the public remote's server build exposes: `./App` and `./server` (see @safa/remote-types). */
export interface PublicRemote {
  App: ComponentType<PublicAppProps>;
  server: PublicServer;
}

/** The public remote's server code at one version: pages it renders name that version. */
export interface LoadedPublicRemote extends PublicRemote {
  version: DeployedVersion;
}

export interface PublicRemoteOptions {
  name: string;
  /** Where its server code reaches the BFF: given once, to each version as it is loaded. */
  bffUrl: URL;
  /** A version's server build (`…/versions/<id>/server/remoteEntry.js`), its bytes checked as deployed. */
  serverBuild: (version: DeployedVersion) => Promise<ServerBuild>;
  /** The longest a load may take before the page is rendered in the browser instead. */
  loadTimeoutMs: number;
  /** After a failed load, how long to wait before trying that version again. */
  retryAfterMs: number;
  /** Called once pages are rendered with another version (pages rendered before are stale). */
  onNewVersion: (version: DeployedVersion) => void;
  log: (event: Record<string, unknown>) => void;
}

const withTimeout = <T>(work: Promise<T>, ms: number, what: string): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });

/**
 * The public remote's server code, fetched over HTTP from its deployment store, its bytes checked
 * against the SHA-256 it was deployed with, and evaluated here by the federation runtime (that code
 * alone: see checked-entries.ts), at the version the store names (`follow`). A new version is loaded while
 * pages are still rendered with the one before, then taken at once; one that fails to load (broken,
 * slow, out of reach) leaves pages to the version before, or to the browser when there is none, and
 * is tried again after `retryAfterMs`. Never a 500.
 */
export function publicRemote(options: PublicRemoteOptions) {
  let rendering: LoadedPublicRemote | undefined;
  let wanted: DeployedVersion | undefined;
  let loading: Promise<void> | undefined;
  let retryAt = 0;
  registerPlugins([checkedEntries]);

  const load = async (version: DeployedVersion): Promise<LoadedPublicRemote> => {
    const build = await options.serverBuild(version);
    const [app, server] = await runFromCheckedBuild(build, () => {
      // Forced: the runtime forgets the version before (and any load of it that got stuck).
      registerRemotes([{ name: options.name, entry: build.url.href }], { force: true });
      return Promise.all([
        loadRemote<{ default: PublicRemote['App'] }>(`${options.name}/App`),
        loadRemote<{ default: MakePublicServer }>(`${options.name}/server`),
      ]);
    });
    if (!app?.default || typeof server?.default !== 'function') {
      throw new Error('the public remote exposes no App or server');
    }
    return { version, App: app.default, server: server.default({ bffUrl: options.bffUrl.href }) };
  };

  const catchUp = (): Promise<void> => {
    loading ??= (async () => {
      while (wanted && wanted.id !== rendering?.version.id) {
        const target = wanted;
        try {
          const loaded = await withTimeout(load(target), options.loadTimeoutMs, `loading ${target.id}`);
          if (wanted !== target) continue;
          const previous = rendering?.version.id;
          rendering = loaded;
          options.log({
            msg: `pages are rendered with ${options.name} ${target.id}`,
            previous: previous ?? null,
          });
          options.onNewVersion(target);
        } catch (error) {
          options.log({
            msg: `${options.name} ${target.id} failed to load on the server: pages are rendered ${rendering ? `with ${rendering.version.id}` : 'in the browser'}`,
            error: String(error),
          });
          // A newer version came meanwhile: it is tried at once; this one, after a while.
          if (wanted !== target) continue;
          retryAt = Date.now() + options.retryAfterMs;
          return;
        }
      }
    })().finally(() => {
      loading = undefined;
    });
    return loading;
  };

  return {
    /** Renders with `version` as soon as it is loaded. */
    follow(version: DeployedVersion): void {
      wanted = version;
      retryAt = 0;
      void catchUp();
    },

    /** The remote pages are rendered with now, or undefined (pages are then rendered in the browser). */
    async get(): Promise<LoadedPublicRemote | undefined> {
      if (wanted?.id !== rendering?.version.id && !loading && Date.now() >= retryAt) void catchUp();
      if (!rendering && loading) await loading;
      return rendering;
    },
  };
}

/** Where the code pages are rendered with is had from. */
export type PublicRemoteSource = Pick<ReturnType<typeof publicRemote>, 'get'>;
