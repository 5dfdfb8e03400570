import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const SHELL_VERSIONS = { react: '19.3.1', 'react-dom': '19.3.1', 'styled-components': '6.6.0' };

const made: string[] = [];
afterAll(() => {
  for (const folder of made) rmSync(folder, { recursive: true, force: true });
});

/** A folder of its own for a test, removed after the test file. */
export function temporaryFolder(prefix: string): string {
  const folder = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
  made.push(folder);
  return folder;
}

/** A remote's browser manifest as the federation plugin writes it, reduced to what is read of it. */
export function manifestOf({ name = 'public_mfe', react = '^19.3.1' } = {}) {
  const shared = (module: string, requiredVersion: string) => ({
    id: `${name}:${module}`,
    name: module,
    version: '19.3.1',
    requiredVersion,
    assets: { js: { async: [], sync: [] }, css: { async: [], sync: [] } },
  });
  return {
    id: name,
    name,
    metaData: { name, remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' }, publicPath: 'auto' },
    shared: [shared('react', react), shared('react/jsx-runtime', react), shared('react-dom', '^19.3.1')],
    exposes: [
      {
        id: `${name}:App`,
        name: 'App',
        path: './App',
        assets: { js: { sync: ['app.1a2b3c4d5e.js'], async: [] } },
      },
    ],
    remotes: [],
  };
}

/**
 * A build folder of a remote: its manifest, entry, a chunk holding `text`, its page and, unless told
 * otherwise (the admin remote has none), a server build.
 */
export function fakeBuild({
  text = 'version A',
  react = '^19.3.1',
  name = 'public_mfe',
  serverBuild = true,
} = {}): string {
  const folder = temporaryFolder('build');
  writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifestOf({ name, react })));
  writeFileSync(path.join(folder, 'remoteEntry.js'), `var ${name} = {};`);
  writeFileSync(path.join(folder, 'app.1a2b3c4d5e.js'), `console.log(${JSON.stringify(text)});`);
  writeFileSync(path.join(folder, 'index.html'), '<!doctype html><div id="root"></div>');
  if (serverBuild) {
    mkdirSync(path.join(folder, 'server'));
    writeFileSync(path.join(folder, 'server', 'remoteEntry.js'), `exports.text = ${JSON.stringify(text)};`);
  }
  return folder;
}
