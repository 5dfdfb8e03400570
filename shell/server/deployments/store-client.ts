import { parseManifest, type RemoteManifest } from '@safa/tooling/deploy/manifest';
import {
  BROWSER_MANIFEST_FILE,
  POINTER_FILE,
  parsePointer,
  SERVER_ENTRY_FILE,
  versionFolder,
} from '@safa/tooling/deploy/store-layout';

/**
 * A remote's deployment store as the shell reads it, over HTTP from wherever it is served (the
 * remote's own server, a static host, a CDN): its pointer and the files of a version.
 */
export function storeClient(origin: URL, timeoutMs: number) {
  const root = new URL(origin.href.replace(/\/?$/, '/'));
  const urlOf = (path: string) => new URL(path, root);

  const readJson = async (path: string): Promise<unknown> => {
    const response = await fetch(urlOf(path), { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) throw new Error(`${urlOf(path)} answered ${response.status}`);
    return response.json();
  };

  return {
    /** The id of the version the store names current. */
    async currentVersion(): Promise<string> {
      return parsePointer(await readJson(POINTER_FILE)).version;
    },
    /** A version's browser manifest. */
    async manifest(id: string): Promise<RemoteManifest> {
      return parseManifest(await readJson(`${versionFolder(id)}${BROWSER_MANIFEST_FILE}`));
    },
    /** Where a version's server build starts. */
    serverEntry(id: string): URL {
      return urlOf(`${versionFolder(id)}${SERVER_ENTRY_FILE}`);
    },
  };
}

export type StoreClient = ReturnType<typeof storeClient>;
