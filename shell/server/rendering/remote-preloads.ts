import type { RemoteSettings } from '../config';

interface BrowserManifest {
  metaData: { remoteEntry: { path: string; name: string } };
  exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
}

const ONE_SECOND = 1000;

/**
 * `<link rel=preload>` tags for what the browser needs to hydrate a page of `remote`: its manifest,
 * its entry and the files of its exposed App, so they load alongside the shell's own script instead of
 * one after the other. Read from the remote's browser manifest, at most every `refreshMs`.
 */
export function remotePreloads(
  remote: RemoteSettings,
  refreshMs: number,
  log: (event: Record<string, unknown>) => void,
) {
  const direct = /^https?:\/\//.test(remote.browserEntry);
  const manifestUrl = direct
    ? new URL(remote.browserEntry)
    : new URL('mf-manifest.json', `${remote.origin.href.replace(/\/?$/, '/')}`);
  const base = remote.browserEntry.slice(0, remote.browserEntry.lastIndexOf('/') + 1);
  let links = '';
  let readAt = 0;

  const read = async () => {
    const response = await fetch(manifestUrl, { signal: AbortSignal.timeout(2 * ONE_SECOND) });
    if (!response.ok) throw new Error(`the manifest answered ${response.status}`);
    const manifest = (await response.json()) as BrowserManifest;
    const { path, name } = manifest.metaData.remoteEntry;
    const app = manifest.exposes.find((expose) => expose.name === 'App')?.assets.js.sync ?? [];
    return [
      `<link rel="preload" as="fetch" href="${remote.browserEntry}" crossorigin="anonymous">`,
      `<link rel="preload" as="script" href="${base}${path}${name}">`,
      ...app.map((file) => `<link rel="preload" as="script" href="${base}${file}">`),
    ].join('');
  };

  return async function preloads(): Promise<string> {
    if (Date.now() - readAt > refreshMs) {
      readAt = Date.now();
      links = await read().catch((error: unknown) => {
        log({ msg: 'could not read the public remote’s manifest for preloading', error: String(error) });
        return '';
      });
    }
    return links;
  };
}
