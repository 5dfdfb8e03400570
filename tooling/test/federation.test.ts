import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { satisfy } from '@module-federation/enhanced/runtime';

const { routerExports, sharedVersions } = require('../federation.cjs') as {
  routerExports: string[];
  sharedVersions: Record<string, string>;
};
const { peerDependencies } = require('../package.json') as { peerDependencies: Record<string, string> };

const REPO = path.resolve(__dirname, '..', '..');
const SOURCE_FOLDERS = ['shell/src', 'public-mfe/src', 'admin-mfe/src', 'shared-ui/src'];
// Type-only imports are erased at build time, so only value imports need the shared build.
const ROUTER_VALUE_IMPORT = /import\s+\{([^}]+)\}\s+from\s+'react-router-dom'/g;

/** The apps' code, without the tests beside it (tests import their own router, outside federation). */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function importedRouterNames(source: string): string[] {
  return [...source.matchAll(ROUTER_VALUE_IMPORT)].flatMap(([, names = '']) =>
    names
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0] ?? name),
  );
}

describe('the shared react-router-dom build', () => {
  it('contains every export the apps import', () => {
    const used = new Set(
      SOURCE_FOLDERS.flatMap((folder) => sourceFiles(path.join(REPO, folder))).flatMap((file) =>
        importedRouterNames(readFileSync(file, 'utf8')),
      ),
    );

    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((name) => !routerExports.includes(name))).toEqual([]);
  });
});

describe("the shell's shared versions", () => {
  it('name every shared singleton, each in the range every app is built with', () => {
    expect(Object.keys(sharedVersions).sort()).toEqual(Object.keys(peerDependencies).sort());
    for (const [name, version] of Object.entries(sharedVersions)) {
      expect({ name, accepted: satisfy(version, peerDependencies[name] ?? '') }).toEqual({
        name,
        accepted: true,
      });
    }
  });
});
