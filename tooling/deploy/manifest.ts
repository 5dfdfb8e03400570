/** What deploying and serving a remote read in its browser manifest (`mf-manifest.json`). */
export interface RemoteManifest {
  /** The remote's name, as the shell registers it. */
  name: string;
  /** Its entry script, relative to the manifest. */
  remoteEntry: string;
  /** The modules it shares, with the version range it requires of each (none: any version). */
  shared: Array<{ name: string; requiredVersion: string | undefined }>;
  /** Each exposed module (`App`) and the scripts it needs at once, relative to the manifest. */
  exposes: Array<{ name: string; scripts: string[] }>;
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

function field<T>(value: unknown, path: string, check: (found: unknown) => found is T): T {
  const found = path
    .split('.')
    .reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), value);
  if (!check(found)) throw new Error(`the manifest has no valid ${path}`);
  return found;
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isList = (value: unknown): value is unknown[] => Array.isArray(value);
const isStringList = (value: unknown): value is string[] => isList(value) && value.every(isString);

/** Reads a manifest as webpack's module-federation plugin writes it; throws on anything else. */
export function parseManifest(value: unknown): RemoteManifest {
  const requiredVersion = (shared: unknown) => {
    const range = isObject(shared) ? shared.requiredVersion : undefined;
    return isString(range) && range !== '' ? range : undefined;
  };
  return {
    name: field(value, 'name', isString),
    remoteEntry:
      field(value, 'metaData.remoteEntry.path', isString) +
      field(value, 'metaData.remoteEntry.name', isString),
    shared: field(value, 'shared', isList).map((shared) => ({
      name: field(shared, 'name', isString),
      requiredVersion: requiredVersion(shared),
    })),
    exposes: field(value, 'exposes', isList).map((exposed) => ({
      name: field(exposed, 'name', isString),
      scripts: field(exposed, 'assets.js.sync', isStringList),
    })),
  };
}
