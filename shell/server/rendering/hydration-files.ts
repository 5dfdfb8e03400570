import type { HydrationFile } from '../../src/shell-state';
import type { RemoteSettings } from '../config';

interface BrowserManifest {
  metaData: { remoteEntry: { path: string; name: string } };
  exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
}

const ONE_SECOND = 1000;

/**
 * The files the browser needs to hydrate a page of `remote`: its manifest, its entry and the files of
 * its exposed App, so the browser asks for them together instead of each after the one that names it.
 * Read from the remote's browser manifest, at most every `refreshMs`.
 */
export function hydrationFiles(
  remote: RemoteSettings,
  refreshMs: number,
  log: (event: Record<string, unknown>) => void,
) {
  const direct = /^https?:\/\//.test(remote.browserEntry);
  const manifestUrl = direct
    ? new URL(remote.browserEntry)
    : new URL('mf-manifest.json', `${remote.origin.href.replace(/\/?$/, '/')}`);
  const base = remote.browserEntry.slice(0, remote.browserEntry.lastIndexOf('/') + 1);
  let files: HydrationFile[] = [];
  let readAt = 0;

  const read = async (): Promise<HydrationFile[]> => {
    const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(2 * ONE_SECOND) });
    if (!response.ok) throw new Error(`the manifest answered ${response.status}`);
    const manifest = (await response.json()) as BrowserManifest;
    const { path, name } = manifest.metaData.remoteEntry;
    const app = manifest.exposes.find((expose) => expose.name === 'App')?.assets.js.sync ?? [];
    return [
      { url: remote.browserEntry, as: 'fetch' },
      { url: `${base}${path}${name}`, as: 'script' },
      ...app.map((file): HydrationFile => ({ url: `${base}${file}`, as: 'script' })),
    ];
  };

  return async function current(): Promise<HydrationFile[]> {
    if (Date.now() - readAt > refreshMs) {
      readAt = Date.now();
      files = await read().catch((error: unknown) => {
        log({ msg: 'could not read the public remote’s manifest for preloading', error: String(error) });
        return [];
      });
    }
    return files;
  };
}
