// @ts-check
/** The webpack settings every front end shares: TypeScript through swc, hashed output, dev-server CORS. */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * @param {{ root: string, mode: 'development' | 'production', port: number }} options
 * @returns {import('webpack').Configuration & { devServer: Record<string, unknown> }}
 */
function commonConfig({ root, mode, port }) {
  const production = mode === 'production';
  return {
    mode,
    context: root,
    entry: './src/index.ts',
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    target: 'browserslist:>0.3%, last 2 Chrome versions, last 2 Android versions, not dead',
    output: {
      path: path.join(root, 'dist'),
      filename: production ? '[name].[contenthash:10].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                // Modern syntax as is: visitors' phones run current Chrome, and ES5 helpers only add bytes.
                target: 'es2020',
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
              },
            },
          },
        },
        { test: /\.(png|jpe?g|webp|svg|gif)$/i, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: path.join(root, 'public', 'index.html'),
        scriptLoading: 'defer',
        chunks: ['main'],
        minify: production,
      }),
    ],
    performance: { hints: false },
    devServer: {
      port,
      historyApiFallback: true,
      hot: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { warnings: false, errors: true } },
      proxy: [{ context: ['/api'], target: process.env.BFF_URL ?? 'http://localhost:4000' }],
    },
  };
}

/**
 * A module-federation remote: exposes `./App` through `mf-manifest.json` + `remoteEntry.js`,
 * loads its chunks from wherever it is deployed (`publicPath: 'auto'`), and keeps its own
 * `index.html` so its team can run it standalone.
 * @param {{ root: string, mode: 'development' | 'production', port: number, name: string }} options
 */
function remoteConfig({ root, mode, port, name }) {
  const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
  const { sharedSingletons } = require('./federation.cjs');
  const config = commonConfig({ root, mode, port });
  config.output = { ...config.output, publicPath: 'auto', uniqueName: name };
  config.plugins = [
    ...(config.plugins ?? []),
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes: { './App': './src/App.tsx' },
      shared: sharedSingletons,
      manifest: true,
      dts: false,
      // A remote loads no remotes of its own: its copy of the federation runtime needs only sharing.
      experiments: { optimization: { disableRemote: true, disableSnapshot: true, target: 'web' } },
    }),
  ];
  return config;
}

module.exports = { commonConfig, remoteConfig };
