import { parseManifest, type RemoteManifest } from '@safa/tooling/deploy/manifest';
import {
  BROWSER_MANIFEST_FILE,
  POINTER_FILE,
  type Pointer,
  parsePointer,
  SERVER_ENTRY_FILE,
  versionFolder,
} from '@safa/tooling/deploy/store-layout';
import { fetchServerBuild, type ServerBuild } from './server-build';

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
    /** The pointer: the version the store names current, and the SHA-256 of its server build. */
    async pointer(): Promise<Pointer> {
      return parsePointer(await readJson(POINTER_FILE));
    },
    /** A version's browser manifest. */
    async manifest(id: string): Promise<RemoteManifest> {
      return parseManifest(await readJson(`${versionFolder(id)}${BROWSER_MANIFEST_FILE}`));
    },
    /** A version's server build, as it was deployed with `sha256` (see fetchServerBuild). */
    serverBuild(id: string, sha256: string | undefined): Promise<ServerBuild> {
      return fetchServerBuild(urlOf(`${versionFolder(id)}${SERVER_ENTRY_FILE}`), sha256, timeoutMs);
    },
  };
}

export type StoreClient = ReturnType<typeof storeClient>;
