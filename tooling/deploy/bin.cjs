#!/usr/bin/env node
// The `safa-deploy` command: the TypeScript CLI, run through tsx.
require('tsx/cjs/api').register();
require('./cli.ts');
