/** @type {import('jest').Config} */
module.exports = { displayName: 'tooling', testEnvironment: 'node', transform: { '^.+\\.ts$': '@swc/jest' } };
