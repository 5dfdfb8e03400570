// @ts-check
/**
 * The webpack settings every front end shares: TypeScript through swc, hashed output, dev-server CORS,
 * and the server builds that render the public site on the shell's server.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const services = require('./services.json');

/**
 * A service's port: its variable when set (the same one `npm start` reads), else the default.
 * @param {keyof typeof services} service
 */
function portOf(service) {
  const { portVariable, port } = services[service];
  return Number(process.env[portVariable] ?? port);
}

/**
 * TypeScript and JSX through swc. The styled-components plugin gives every component a stable id from
 * its file and name (namespaced per app), so a class name is the same on the server as in the browser.
 * @param {{ production: boolean, service: string, target: string }} options
 */
function scriptRule({ production, service, target }) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          target,
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
          experimental: {
            plugins: [
              ['@swc/plugin-styled-components', { ssr: true, displayName: !production, namespace: service }],
            ],
          },
        },
      },
    },
  };
}

/**
 * A remote's own page, for its team's dev server and standalone runs.
 * @param {string} service
 */
const standalonePage = (service) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Safa Travels &amp; Tours (${service} remote, standalone)</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

/**
 * The apps' own pictures are small drawings, written into the code: no request of their own, and the
 * same address whether the page is rendered on the server or in the browser. Photos come from the API.
 */
const pictureRules = [
  { test: /\.svg$/i, type: 'asset/inline' },
  { test: /\.(png|jpe?g|webp|gif)$/i, type: 'asset/resource' },
];

/** Where a build puts the files it bundles (pictures, fonts): named by their content, kept a year. */
const ASSET_FILENAME = 'assets/[name].[contenthash:10][ext]';

/** Fonts are files of the page's own origin (the page's policy allows no other). */
const FONTS = /\.(otf|woff2?)$/i;

/**
 * @param {{ root: string, mode: 'development' | 'production', service: 'shell' | 'public' | 'admin' }} options
 * @returns {import('webpack').Configuration & { devServer: Record<string, unknown> }}
 */
function commonConfig({ root, mode, service }) {
  const production = mode === 'production';
  return {
    mode,
    context: root,
    entry: './src/index.ts',
    // Source maps carry the sources: a production build deployed to the web has none.
    devtool: production ? false : 'eval-cheap-module-source-map',
    target: 'browserslist:>0.3%, last 2 Chrome versions, last 2 Android versions, not dead',
    output: {
      path: path.join(root, 'dist'),
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: ASSET_FILENAME,
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        // Modern syntax as is: visitors' phones run current Chrome, and ES5 helpers only add bytes.
        scriptRule({ production, service, target: 'es2020' }),
        ...pictureRules,
        { test: FONTS, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        // The shell has a page of its own; a remote's standalone page is the same for both teams.
        ...(service === 'shell'
          ? { template: path.join(root, 'public', 'index.html') }
          : { templateContent: standalonePage(service) }),
        scriptLoading: 'defer',
        chunks: ['main'],
        minify: production,
      }),
    ],
    performance: { hints: false },
    devServer: {
      port: portOf(service),
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { warnings: false, errors: true } },
      proxy: [{ context: ['/api'], target: process.env.BFF_URL ?? `http://localhost:${portOf('bff')}` }],
    },
  };
}

/**
 * What a remote exposes, by the name the host loads (`./App`) to the file it is: the remote's own
 * webpack config says.
 * @typedef {Record<string, string>} Exposes
 */

/**
 * A module-federation remote: exposes its modules through `mf-manifest.json` + `remoteEntry.js`,
 * loads its chunks from wherever it is deployed (`publicPath: 'auto'`), and keeps its own
 * `index.html` so its team can run it standalone.
 * @param {{ root: string, mode: 'development' | 'production', service: 'public' | 'admin', exposes: Exposes }} options
 */
function remoteConfig({ root, mode, service, exposes }) {
  const name = services[service].remote;
  const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
  const { sharedSingletons } = require('./federation.cjs');
  const config = commonConfig({ root, mode, service });
  // dist/server/ holds the server build of the same version, written by the other compiler.
  config.output = { ...config.output, publicPath: 'auto', uniqueName: name, clean: { keep: /^server\// } };
  config.plugins = [
    ...(config.plugins ?? []),
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes,
      shared: sharedSingletons,
      manifest: true,
      dts: false,
      // A remote loads no remotes of its own: its copy of the federation runtime needs only sharing.
      experiments: { optimization: { disableRemote: true, disableSnapshot: true, target: 'web' } },
    }),
  ];
  return config;
}

/**
 * What every build that runs on the shell's server shares: Node's async chunk loading, the federation
 * runtime's Node plugin (it fetches a remote's server code over HTTP and evaluates it), and an async
 * start-up so that shared modules are negotiated before any of the code runs.
 * @param {{ root: string, mode: 'development' | 'production', service: 'shell' | 'public' }} options
 * @returns {import('webpack').Configuration}
 */
function serverConfig({ root, mode, service }) {
  const production = mode === 'production';
  return {
    mode,
    context: root,
    target: 'async-node',
    devtool: 'source-map',
    // Node's own __dirname and __filename, not the build machine's.
    node: { __dirname: false, __filename: false },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        scriptRule({ production, service, target: 'es2022' }),
        // A stylesheet only matters in a browser.
        { test: /\.css$/i, loader: path.join(__dirname, 'empty-loader.cjs') },
        ...pictureRules,
        // The page's fonts (the global styles that only the shell renders) at the addresses the shell's
        // browser build serves them from; not written again here.
        {
          test: FONTS,
          type: 'asset/resource',
          generator: { emit: false, publicPath: '/', filename: ASSET_FILENAME },
        },
      ],
    },
    optimization: { minimize: false },
    performance: { hints: false },
  };
}

/**
 * Everything in the entry file: the shell's server registers one version of a remote at a time, and
 * the federation runtime's Node loader fetches a chunk from beside the entry registered *now*. A page
 * that version A began rendering must not ask version B's folder for A's chunks.
 * @type {import('webpack').WebpackPluginInstance}
 */
const oneFile = {
  apply(compiler) {
    new compiler.webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }).apply(compiler);
  },
};

/**
 * A remote's server build, beside its browser build, for the shell's server to load: what it
 * `exposes` there (the public remote's `./App` and `./server`), in one file. It has no public path, so
 * one build renders from any origin.
 * @param {{ root: string, mode: 'development' | 'production', service: 'public', exposes: Exposes }} options
 */
function remoteServerConfig({ root, mode, service, exposes }) {
  const name = services[service].remote;
  const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
  const { serverSharedSingletons } = require('./federation.cjs');
  const config = serverConfig({ root, mode, service });
  config.entry = {};
  // Deployed beside the browser build, where anyone can fetch it: no source maps either.
  config.devtool = false;
  config.output = {
    path: path.join(root, 'dist', 'server'),
    filename: '[name].js',
    uniqueName: `${name}_server`,
    clean: true,
  };
  config.plugins = [
    oneFile,
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      library: { type: 'commonjs-module' },
      remoteType: 'script',
      exposes,
      shared: serverSharedSingletons,
      runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
      manifest: false,
      dts: false,
      experiments: { asyncStartup: true },
    }),
  ];
  return config;
}

/**
 * The shell's server: a federation host in Node that loads the public remote's server build at run
 * time and renders it, bundled with its dependencies so its image needs only Node.
 * @param {{ root: string, mode: 'development' | 'production' }} options
 */
function shellServerConfig({ root, mode }) {
  const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
  const { serverSharedSingletons } = require('./federation.cjs');
  const config = serverConfig({ root, mode, service: 'shell' });
  config.entry = { server: './server/server.ts' };
  config.output = {
    path: path.join(root, 'dist-server'),
    filename: '[name].js',
    chunkFilename: '[name].[contenthash:10].js',
    uniqueName: 'shell_server',
    clean: true,
  };
  config.plugins = [
    new ModuleFederationPlugin({
      name: 'shell_server',
      remotes: {},
      shared: serverSharedSingletons,
      runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
      dts: false,
      manifest: false,
      experiments: { asyncStartup: true },
    }),
  ];
  return config;
}

module.exports = { commonConfig, remoteConfig, remoteServerConfig, shellServerConfig, portOf };
