// @ts-check
/**
 * Module-federation settings the shell and both remotes must agree on, kept in one place.
 * The shared singletons' required versions are this package's peer dependencies.
 */
const { peerDependencies } = require('./package.json');
const services = require('./services.json');

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

/**
 * The versions of the shared singletons installed here, which the shell's builds bundle and share at
 * run time: a remote is deployed only when the ranges it was built with accept them. (Written out
 * one by one so that a bundler includes each package.json it reads.)
 */
const sharedVersions = {
  react: require('react/package.json').version,
  'react-dom': require('react-dom/package.json').version,
  'react-router-dom': require('react-router-dom/package.json').version,
  'styled-components': require('styled-components/package.json').version,
};

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

/**
 * The same singletons for the builds that run on the shell's server, where size does not matter: the
 * whole router (the server renders with its StaticRouter), and `react-router` too, which
 * react-router-dom 7 re-exports.
 */
const serverSharedSingletons = {
  ...sharedSingletons,
  'react-router-dom': singleton(peerDependencies['react-router-dom']),
  'react-router': singleton(peerDependencies['react-router-dom']),
};

/** Remote names as registered by the shell; each is also its `output.uniqueName`. */
const remoteNames = { public: services.public.remote, admin: services.admin.remote };

module.exports = { sharedSingletons, serverSharedSingletons, sharedVersions, remoteNames, routerExports };
