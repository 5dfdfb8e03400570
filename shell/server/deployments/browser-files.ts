import {
  decoded,
  SERVER_BUILD_FOLDER,
  VERSION_RECORD_FILE,
  VERSIONS_FOLDER,
} from '@safa/tooling/deploy/store-layout';

/** A name the store reads as one name in its folder: not two (an encoded slash), nor a step out. */
const isOneName = (name: string | undefined): name is string =>
  name !== undefined && name !== '.' && name !== '..' && !/[/\\]/.test(name);

/**
 * The path (below a remote's store) of a file browsers may load through the shell, spelled as the
 * store will read it: each segment decoded once and encoded again, so the store serves the file this
 * looked at. Undefined for the files only the shell's server reads, a version's server build and its
 * record (under `versions/<id>/`, or at the root, which shows the current version), however their
 * names are encoded or cased, and for a segment that would read as two (an encoded slash).
 */
export function browserFilePath(pathBelowStore: string): string | undefined {
  const segments = pathBelowStore.split('/').map(decoded);
  if (!segments.every(isOneName)) return undefined;
  const file = segments[0] === VERSIONS_FOLDER ? segments.slice(2) : segments;
  const top = file[0]?.toLowerCase();
  if (top === SERVER_BUILD_FOLDER || (file.length === 1 && top === VERSION_RECORD_FILE)) return undefined;
  return segments.map(encodeURIComponent).join('/');
}
