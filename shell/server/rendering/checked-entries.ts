import path from 'node:path';
import vm from 'node:vm';
import type { Module, ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ServerBuild } from '../deployments/server-build';

/** What a remote's entry exports: its container (`init`, `get`). */
type RemoteEntryExports = NonNullable<InstanceType<typeof Module>['remoteEntryExports']>;

/**
 * Node's own `require`, which a server build asks for Node's modules (fs, path, vm). Had from Node at
 * run time: the shell's bundler rewrites `createRequire` and `require` where it sees them.
 */
const nodeRequire = process.getBuiltinModule('node:module').createRequire(__filename);

/** Runs a server build's code as a CommonJS module, as the federation runtime's Node loader would. */
function runEntry({ url, code }: ServerBuild, globalName: string | undefined): RemoteEntryExports {
  const module = { exports: {} as Record<string, unknown> };
  const wrapped = new vm.Script(`(function (exports, module, require, __dirname, __filename) {${code}\n})`, {
    filename: url.href,
    importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
  });
  const run = wrapped.runInThisContext() as (...args: unknown[]) => void;
  run(
    module.exports,
    module,
    nodeRequire,
    path.posix.dirname(url.pathname),
    path.posix.basename(url.pathname),
  );
  return ((globalName && module.exports[globalName]) || module.exports) as RemoteEntryExports;
}

/** The server builds handed to the runtime, by their entry's address (the runtime is one per process). */
const handed = new Map<string, ServerBuild>();

/**
 * The federation runtime's loading of remote entries, through the shell alone: the runtime runs an
 * entry from code it is handed (see `runFromCheckedBuild`), checked before, and never fetches one
 * itself. An entry it is not handed is refused, so no server code runs that the shell did not check.
 */
export const checkedEntries: ModuleFederationRuntimePlugin = {
  name: 'safa-checked-entries',
  loadEntry({ remoteInfo }) {
    const build = handed.get(remoteInfo.entry);
    if (!build) throw new Error(`${remoteInfo.entry} was not checked by the shell: it is not run`);
    return runEntry(build, remoteInfo.entryGlobalName);
  },
};

/** Lets the runtime run `build` as the entry at its address while `load` runs, and no longer. */
export async function runFromCheckedBuild<T>(build: ServerBuild, load: () => Promise<T>): Promise<T> {
  handed.set(build.url.href, build);
  try {
    return await load();
  } finally {
    handed.delete(build.url.href);
  }
}
