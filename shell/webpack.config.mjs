// The host. It knows no remote at build time: /remotes.json names them at run time.
import { createRequire } from 'node:module';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';

const require = createRequire(import.meta.url);
const { commonConfig } = require('@safa/shared-ui/webpack');
const { sharedSingletons } = require('@safa/shared-ui/federation');

export default (_env, { mode = 'production' }) => {
  const config = commonConfig({ root: import.meta.dirname, mode, port: 3000 });
  config.output.publicPath = '/';
  config.output.uniqueName = 'shell';
  config.plugins.push(
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
  config.devServer.setupMiddlewares = (middlewares, devServer) => {
    devServer.app.get('/remotes.json', (_request, response) => {
      response.set('Cache-Control', 'no-cache').json({
        public_mfe: { entry: process.env.PUBLIC_MFE_URL ?? 'http://localhost:3001/mf-manifest.json' },
        admin_mfe: { entry: process.env.ADMIN_MFE_URL ?? 'http://localhost:3002/mf-manifest.json' },
      });
    });
    return middlewares;
  };
  return config;
};
