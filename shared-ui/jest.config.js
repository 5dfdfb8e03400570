const preset = require('@safa/tooling/jest-preset');

/** @type {import('jest').Config} */
module.exports = { ...preset, displayName: 'shared-ui' };
