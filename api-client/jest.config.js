/** @type {import('jest').Config} */
export default {
  displayName: 'api-client',
  // A DOM with fetch, Request and Response, so msw can answer the client's real requests.
  testEnvironment: 'jest-fixed-jsdom',
  transform: { '^.+\\.ts$': ['@swc/jest', { module: { type: 'commonjs' } }] },
};
