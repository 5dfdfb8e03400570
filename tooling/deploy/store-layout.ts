/**
 * How a remote's deployment store is laid out, wherever it is served from (a folder served by the
 * remote's server, a static host, a CDN):
 *
 *   current.json                    the pointer, `{ "version": "<id>", "previous": "<id>",
 *                                   "switchedAt": "<ISO date>", "serverBuildSha256": "<hex>" }`, the
 *                                   only file that ever changes
 *   versions/<id>/                  one published build, never changed: the browser build
 *                                   (mf-manifest.json, remoteEntry.js, chunks), its server build
 *                                   (server/remoteEntry.js, one file), and deployment.json (what it
 *                                   is, when it was published)
 *
 * The server build and deployment.json are for the shell's server alone: the shell serves browsers
 * none of them (see shell/server/deployments/browser-files.ts).
 */
export const POINTER_FILE = 'current.json';
export const VERSIONS_FOLDER = 'versions';
export const VERSION_RECORD_FILE = 'deployment.json';
export const BROWSER_MANIFEST_FILE = 'mf-manifest.json';
export const SERVER_BUILD_FOLDER = 'server';
/** The whole server build: the shell runs this file, and only when its bytes are the ones published. */
export const SERVER_ENTRY_FILE = `${SERVER_BUILD_FOLDER}/remoteEntry.js`;

/** Lower-case letters, digits and dashes: safe in a path and a URL as they are. */
const VERSION_ID = /^[0-9a-z][0-9a-z-]{0,63}$/;

const SHA256 = /^[0-9a-f]{64}$/;

export interface Pointer {
  version: string;
  /** The version current before this one was switched to, if any: where a rollback goes. */
  previous: string | undefined;
  switchedAt: string;
  /**
   * The SHA-256 of the version's server build as it was published (none when it has no server build,
   * or was published before they were recorded): the shell runs that build only when its bytes match.
   */
  serverBuildSha256: string | undefined;
}

export const isVersionId = (text: string): boolean => VERSION_ID.test(text);

/**
 * A path in the store (or a name in it) without its percent-encoding, as the store's server reads it,
 * or undefined when it is malformed.
 */
export function decoded(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/** A version's folder, relative to the store's root, with its trailing slash. */
export const versionFolder = (id: string): string => `${VERSIONS_FOLDER}/${id}/`;

/** The pointer as read from the store; throws when it is not one. */
export function parsePointer(value: unknown): Pointer {
  const { version, previous, switchedAt, serverBuildSha256 } = (value ?? {}) as Partial<
    Record<keyof Pointer, unknown>
  >;
  if (typeof version !== 'string' || !isVersionId(version)) {
    throw new Error(`${POINTER_FILE} names no valid version: ${JSON.stringify(value)}`);
  }
  return {
    version,
    previous: typeof previous === 'string' && isVersionId(previous) ? previous : undefined,
    switchedAt: typeof switchedAt === 'string' ? switchedAt : '',
    serverBuildSha256:
      typeof serverBuildSha256 === 'string' && SHA256.test(serverBuildSha256) ? serverBuildSha256 : undefined,
  };
}
