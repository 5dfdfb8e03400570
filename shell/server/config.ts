import services from '@safa/tooling/services.json';

/** A remote as the shell knows it at run time. */
export interface RemoteSettings {
  /** The name its build was given, which the shell registers it under. */
  name: string;
  /**
   * Where browsers find the remote's deployment store: the shell's own path by default (`/mfe/public/`),
   * or the store's public URL (a CDN). Each version's files are under it, in `versions/<id>/`.
   */
  browserBase: string;
  /** Where the remote's deployment store is served: the shell reads its pointer and fetches its files there. */
  origin: URL;
  /** The shell's path that proxies to `origin` (`/mfe/public/`). */
  proxyPath: string;
}

export interface ShellServerConfig {
  port: number;
  host: string;
  bffUrl: URL;
  remotes: Record<'public' | 'admin', RemoteSettings>;
  /** The site's public address, for canonical and link-preview URLs; else the request's own host. */
  siteUrl: URL | undefined;
  rendering: {
    /** How long a page's data may take; what is late is loaded by the browser. */
    dataBudgetMs: number;
    /** How long a render may take before the page is left to the browser. */
    renderTimeoutMs: number;
    /** How often to look for a new version of each remote (its store's pointer). */
    pollMs: number;
    /** How long to leave pages to the browser after the remote failed to load. */
    retryAfterMs: number;
    /** How long a rendered page is reused (and proxies may keep it). */
    cacheSeconds: number;
  };
}

function port(value: string | undefined, fallback: number): number {
  const parsed = Number(value ?? fallback);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65_535) throw new Error(`Invalid port: ${value}`);
  return parsed;
}

function absoluteUrl(name: string, value: string | undefined, fallback: string): URL {
  const text = value ?? fallback;
  try {
    return new URL(text);
  } catch {
    throw new Error(`${name} must be an absolute URL, got "${text}"`);
  }
}

type Service = keyof typeof services;

/** Where a service listens on this machine: its port variable (as `npm start` sets it) or its default. */
const localUrl = (service: Service, env: NodeJS.ProcessEnv) => {
  const { portVariable, port: fallback } = services[service];
  return `http://localhost:${port(env[portVariable], fallback)}`;
};

/**
 * `PUBLIC_MFE_ORIGIN` (`ADMIN_MFE_…`) is where the remote's deployment store is served: the shell
 * proxies it under `/mfe/public/`, so visitors' browsers need reach the shell alone. `PUBLIC_MFE_URL`,
 * when set, is the store's public URL, which browsers load directly instead (a CDN).
 */
function remoteSettings(service: 'public' | 'admin', env: NodeJS.ProcessEnv): RemoteSettings {
  const key = services[service].portVariable.replace(/_PORT$/, '');
  const proxyPath = `/mfe/${service}/`;
  const direct = env[`${key}_URL`];
  return {
    name: services[service].remote,
    browserBase: direct ? absoluteUrl(`${key}_URL`, direct, '').toString().replace(/\/?$/, '/') : proxyPath,
    origin: absoluteUrl(`${key}_ORIGIN`, env[`${key}_ORIGIN`], localUrl(service, env)),
    proxyPath,
  };
}

const milliseconds = (name: string, value: string | undefined, fallback: number) => {
  const parsed = Number(value ?? fallback);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`${name} must be a number of milliseconds`);
  return parsed;
};

/** Where the shell listens, where the BFF is, and where each remote lives today. */
export function loadShellConfig(env: NodeJS.ProcessEnv = process.env): ShellServerConfig {
  return {
    port: port(env[services.shell.portVariable], services.shell.port),
    host: env.HOST ?? '0.0.0.0',
    bffUrl: absoluteUrl('BFF_URL', env.BFF_URL, localUrl('bff', env)),
    remotes: { public: remoteSettings('public', env), admin: remoteSettings('admin', env) },
    siteUrl: env.SITE_URL ? absoluteUrl('SITE_URL', env.SITE_URL, '') : undefined,
    rendering: {
      dataBudgetMs: milliseconds('SSR_DATA_BUDGET_MS', env.SSR_DATA_BUDGET_MS, 800),
      renderTimeoutMs: milliseconds('SSR_RENDER_TIMEOUT_MS', env.SSR_RENDER_TIMEOUT_MS, 3000),
      pollMs: milliseconds('SSR_REMOTE_POLL_MS', env.SSR_REMOTE_POLL_MS, 2000),
      retryAfterMs: milliseconds('SSR_RETRY_AFTER_MS', env.SSR_RETRY_AFTER_MS, 10_000),
      cacheSeconds: milliseconds('PAGE_CACHE_SECONDS', env.PAGE_CACHE_SECONDS, 30),
    },
  };
}
