// @ts-check
/**
 * Module-federation settings the shell and both remotes must agree on, kept in one place.
 * The shared singletons' required versions come from shared-ui's peer dependencies.
 */
const { peerDependencies } = require('../package.json');

/**
 * The react-router-dom exports the apps use. The shared copy is built with these alone (a third of
 * the full library), so every app must stay within the list; a test checks that it does.
 */
const routerExports = [
  'BrowserRouter',
  'Link',
  'NavLink',
  'Navigate',
  'Outlet',
  'Route',
  'Routes',
  'useLocation',
  'useNavigate',
  'useParams',
  'useSearchParams',
];

/** @param {string} version */
const singleton = (version) => ({ singleton: true, requiredVersion: version, eager: false });

/** Shared once per page; the trailing-slash keys share subpaths such as react/jsx-runtime and react-dom/client. */
const sharedSingletons = {
  react: singleton(peerDependencies.react),
  'react/': singleton(peerDependencies.react),
  'react-dom': singleton(peerDependencies['react-dom']),
  'react-dom/': singleton(peerDependencies['react-dom']),
  'react-router-dom': {
    ...singleton(peerDependencies['react-router-dom']),
    treeShaking: { mode: 'runtime-infer', usedExports: routerExports },
  },
  'styled-components': singleton(peerDependencies['styled-components']),
};

/** Remote names as registered by the shell; each is also its `output.uniqueName`. */
const remoteNames = { public: 'public_mfe', admin: 'admin_mfe' };

module.exports = { sharedSingletons, remoteNames, routerExports };
