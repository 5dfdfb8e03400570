import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';

/** A form posted to a public page without the app, which the API refused: the page shows it again. */
export interface PostedForm {
  form: string;
  values: Record<string, string>;
  answer: { status: number; body: unknown };
}

/** What the public remote's server build exposes (`./App` and `./server`). */
export interface PublicRemote {
  App: ComponentType<{ initialData?: Record<string, unknown> }>;
  server: {
    preparePage(
      url: URL,
      options: { bffUrl: string; dataBudgetMs: number; posted?: PostedForm },
    ): Promise<{ status: 200 | 404; head: string; initialData: Record<string, unknown> }>;
    sitemap(origin: string, options: { bffUrl: string }): Promise<string>;
    /** What a posted form asks of the API (below /api), or undefined when it is no form of the site. */
    readForm(fields: Record<string, string>): { method: 'POST'; path: string; body: unknown } | undefined;
  };
}

export interface PublicRemoteOptions {
  name: string;
  /** The remote's server entry (`…/server/remoteEntry.js`). */
  entry: URL;
  /** How often to look for a new deployment. */
  pollMs: number;
  /** The longest a load may take before the page is rendered in the browser instead. */
  loadTimeoutMs: number;
  /** After a failure, how long to answer client-rendered pages before trying again. */
  retryAfterMs: number;
  /** Called when a new deployment has been registered (pages rendered by the old one are stale). */
  onNewVersion: () => void;
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
 * The public remote's server code, fetched over HTTP from its own deployment and evaluated here by the
 * federation runtime. A new deployment is noticed by the entry's ETag (looked at every `pollMs`) and
 * registered again, so the running shell renders it without a restart. A remote that is down, slow or
 * broken opens a breaker for `retryAfterMs`: pages are then rendered in the browser, never a 500.
 */
export function publicRemote(options: PublicRemoteOptions) {
  let version: string | undefined;
  let loaded: Promise<PublicRemote> | undefined;
  let brokenUntil = 0;

  const register = (force: boolean) => {
    registerRemotes([{ name: options.name, entry: options.entry.toString() }], { force });
    loaded = undefined;
  };

  /** The deployed entry's version (its ETag, else its modification date), or undefined when it is not there. */
  const deployedVersion = async () => {
    const response = await fetch(options.entry, {
      method: 'HEAD',
      signal: AbortSignal.timeout(options.loadTimeoutMs),
    });
    if (!response.ok) return undefined;
    return response.headers.get('etag') ?? response.headers.get('last-modified') ?? 'unversioned';
  };

  const lookForNewVersion = async () => {
    try {
      const current = await deployedVersion();
      if (current && current !== version) {
        const first = version === undefined;
        version = current;
        register(!first);
        brokenUntil = 0;
        if (!first) {
          options.log({ msg: 'public remote redeployed: rendering the new version', version: current });
          options.onNewVersion();
        }
      }
    } catch (error) {
      options.log({ msg: 'public remote unreachable', error: String(error) });
    }
  };

  const load = async (): Promise<PublicRemote> => {
    const [app, server] = await Promise.all([
      loadRemote<{ default: PublicRemote['App'] }>(`${options.name}/App`),
      loadRemote<PublicRemote['server']>(`${options.name}/server`),
    ]);
    if (!app?.default || !server?.preparePage) throw new Error('the public remote exposes no App or server');
    return { App: app.default, server };
  };

  const timer = setInterval(lookForNewVersion, options.pollMs);
  timer.unref();

  return {
    /** Resolves with the remote, or with undefined (and a log line) when it cannot be had now. */
    async get(): Promise<PublicRemote | undefined> {
      if (Date.now() < brokenUntil) return undefined;
      if (version === undefined) await lookForNewVersion();
      if (version === undefined) {
        brokenUntil = Date.now() + options.retryAfterMs;
        return undefined;
      }
      loaded ??= withTimeout(load(), options.loadTimeoutMs, 'loading the public remote');
      try {
        return await loaded;
      } catch (error) {
        options.log({
          msg: 'public remote failed to load: pages are rendered in the browser',
          error: String(error),
        });
        brokenUntil = Date.now() + options.retryAfterMs;
        // A stuck or failed load is not kept: the next attempt registers the remote again.
        register(true);
        return undefined;
      }
    },

    stop(): void {
      clearInterval(timer);
    },
  };
}

export type PublicRemoteSource = ReturnType<typeof publicRemote>;
