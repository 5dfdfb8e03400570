const preset = require('@safa/tooling/jest-preset');

/** @type {import('jest').Config} */
module.exports = {
  ...preset,
  displayName: 'admin-mfe',
  setupFilesAfterEnv: [
    ...preset.setupFilesAfterEnv,
    '<rootDir>/test/quiet-expected-api-errors.ts',
    '<rootDir>/test/media-queries.ts',
  ],
};
