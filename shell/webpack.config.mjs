// The host, in the browser and on its server. It knows no remote at build time: its server's
// environment names them at run time.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import webpack from 'webpack';

const require = createRequire(import.meta.url);
const { commonConfig, shellServerConfig } = require('@safa/tooling/webpack');
const { sharedSingletons } = require('@safa/tooling/federation');

/**
 * The dev server plays the shell's server: the same run-time configuration (server/config.ts, read
 * through tsx), the remotes' files under /mfe/<remote>/ and /api proxied, so one origin serves all.
 */
async function devServerLikeTheShellServer(devServer) {
  const { loadShellConfig } = await import('./server/config.ts');
  const { bffUrl, remotes } = loadShellConfig();
  // The remotes' dev servers serve one build at their root, not a deployment store's versions.
  const entries = Object.fromEntries(
    Object.values(remotes).map((remote) => [remote.name, { entry: `${remote.browserBase}mf-manifest.json` }]),
  );
  devServer.proxy = [
    { context: ['/api'], target: bffUrl.origin },
    ...Object.values(remotes).map((remote) => ({
      context: [remote.proxyPath],
      target: remote.origin.toString(),
      pathRewrite: { [`^${remote.proxyPath}`]: '/' },
    })),
  ];
  devServer.setupMiddlewares = (middlewares, server) => {
    server.app.get('/remotes.json', (_request, response) => {
      response.set('Cache-Control', 'no-cache').json(entries);
    });
    return middlewares;
  };
}

/**
 * The files of public/ besides the page itself, served as they are at the site's root: the picture a
 * shared link to a page without one of its own shows (`/link-preview.jpg`, named in the pages' heads).
 */
class PublicFilesPlugin {
  apply(compiler) {
    const folder = path.join(compiler.context, 'public');
    compiler.hooks.thisCompilation.tap('PublicFiles', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PublicFiles', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const file of readdirSync(folder).filter((name) => name !== 'index.html')) {
            compilation.emitAsset(file, new webpack.sources.RawSource(readFileSync(path.join(folder, file))));
          }
        },
      );
    });
  }
}

export default async (_env, { mode = 'production' }) => {
  const config = commonConfig({ root: import.meta.dirname, mode, service: 'shell' });
  config.output.publicPath = '/';
  config.output.uniqueName = 'shell';
  config.plugins.push(
    new PublicFilesPlugin(),
    new ModuleFederationPlugin({
      name: 'shell',
      remotes: {},
      shared: sharedSingletons,
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: false,
      experiments: { optimization: { target: 'web' } },
    }),
  );
  if (mode === 'development') {
    await devServerLikeTheShellServer(config.devServer);
    return config;
  }
  // The production server renders public pages, so it is a federation host too (see tooling).
  return [config, shellServerConfig({ root: import.meta.dirname, mode })];
};
