import { satisfy } from '@module-federation/enhanced/runtime';
import type { RemoteManifest } from './manifest';

/** A shared package whose version in the shell is outside the range a remote was built against. */
export interface Incompatibility {
  packageName: string;
  /** The range the remote requires. */
  required: string;
  /** The version the shell shares. */
  shared: string;
}

/** `react` for `react/jsx-runtime`, `@scope/name` for `@scope/name/sub`. */
const packageOf = (moduleName: string) =>
  moduleName
    .split('/')
    .slice(0, moduleName.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * What keeps a remote from running in the shell: each package the shell shares (one copy per page,
 * `sharedVersions`) that the remote requires in a range the shell's version does not satisfy. Judged
 * with the federation runtime's own `satisfy`, as the page will judge it. Packages the shell does not
 * share are the remote's own business.
 */
export function incompatibilities(
  shared: RemoteManifest['shared'],
  sharedVersions: Readonly<Record<string, string>>,
): Incompatibility[] {
  const found = new Map<string, Incompatibility>();
  for (const { name, requiredVersion } of shared) {
    const packageName = packageOf(name);
    const version = sharedVersions[packageName];
    if (!version || !requiredVersion || found.has(packageName)) continue;
    if (!satisfy(version, requiredVersion)) {
      found.set(packageName, { packageName, required: requiredVersion, shared: version });
    }
  }
  return [...found.values()];
}

export const describeIncompatibility = ({ packageName, required, shared }: Incompatibility): string =>
  `${packageName}: the remote requires ${required}, the shell shares ${shared}`;
