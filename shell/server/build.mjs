// Bundles the shell's small Node server with its few dependencies into one file, so its
// container needs nothing but Node and the built files.
import { build } from 'esbuild';

await build({
  entryPoints: ['server/server.ts'],
  outfile: 'dist-server/server.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // serve-handler is CommonJS and requires Node built-ins at run time.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
