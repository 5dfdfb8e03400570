const path = require('node:path');
const preset = require('@safa/tooling/jest-preset');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'public-mfe',
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, path.join(__dirname, 'test', 'setup.ts')],
};
