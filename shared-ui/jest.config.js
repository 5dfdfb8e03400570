const preset = require('./build/jest-preset.cjs');

/** @type {import('jest').Config} */
module.exports = { ...preset, displayName: 'shared-ui' };
