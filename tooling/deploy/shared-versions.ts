/**
 * The versions of the packages the shell shares with every remote (react, react-dom,
 * react-router-dom, styled-components), from the one place the builds take them.
 */
const federation = require('../federation.cjs') as { sharedVersions: Readonly<Record<string, string>> };

export const shellSharedVersions: Readonly<Record<string, string>> = federation.sharedVersions;
