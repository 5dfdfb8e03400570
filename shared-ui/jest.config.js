const preset = require('@safa/tooling/jest-preset');

// West of Greenwich, where midnight UTC is still the day before: a calendar day shown as the previous
// one fails here (the test workers inherit this zone; a test cannot change its own).
process.env.TZ = 'America/New_York';

/** @type {import('jest').Config} */
module.exports = { ...preset, displayName: 'shared-ui' };
