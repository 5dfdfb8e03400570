/** @type {import('jest').Config} */
export default {
  displayName: 'contract',
  testEnvironment: 'node',
  transform: { '^.+\\.ts$': ['@swc/jest', { module: { type: 'commonjs' } }] },
};
