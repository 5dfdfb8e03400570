import { BlockList, isIP } from 'node:net';
import services from '@safa/tooling/services.json';
import { z } from 'zod';

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
  production: boolean;
  port: number;
  host: string;
  bffUrl: URL;
  remotes: Record<'public' | 'admin', RemoteSettings>;
  /**
   * The site's public address, for canonical and link-preview URLs. Required in production; in
   * development, without it, the address a request came to, when it names this machine.
   */
  siteUrl: URL | undefined;
  /**
   * Addresses and CIDR ranges of proxies in front of the shell (a TLS terminator), whose
   * `X-Forwarded-For` and `X-Forwarded-Proto` are believed. None by default: the shell is the edge.
   */
  trustedProxies: string[];
  /**
   * The origin of the card payment page (Paystack's checkout): a page's form may lead there, and the
   * shell redirects a visitor to no other site.
   */
  paymentPageOrigin: string;
  rendering: {
    /** How long a page's data may take; what is late is loaded by the browser. */
    dataBudgetMs: number;
    /** How long a render may take before the page is left to the browser. */
    renderTimeoutMs: number;
    /** How often to look for a new version of each remote (its store's pointer). */
    remotePollMs: number;
    /** How long to leave pages to the browser after the remote failed to load. */
    retryAfterMs: number;
    /** How long a rendered page is reused at most (and proxies may keep it). */
    cacheSeconds: number;
    /** How often to ask the BFF whether the site's content changed (an edit through any shell). */
    contentPollMs: number;
    /** Renders at once; beyond, a page is answered from the cache or left to the browser. */
    maxConcurrentRenders: number;
  };
}

/** Compose files pass unset variables through as empty strings: those mean unset too. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const absoluteUrl = z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' });
const port = z.coerce.number().int().min(0).max(65_535);
const milliseconds = z.coerce.number().int().min(0);
const seconds = z.coerce.number().int().min(0);

/** `127.0.0.1`, `10.0.0.0/8`, `2001:db8::/32`. */
function isAddressRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const bits = isIP(address) === 4 ? 32 : isIP(address) === 6 ? 128 : 0;
  if (bits === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits);
}

const addressList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine((entries) => entries.every(isAddressRange), {
    error: 'must list IP addresses or CIDR ranges, separated by commas',
  });

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    BFF_URL: optional(absoluteUrl),
    PUBLIC_MFE_ORIGIN: optional(absoluteUrl),
    ADMIN_MFE_ORIGIN: optional(absoluteUrl),
    PUBLIC_MFE_URL: optional(absoluteUrl),
    ADMIN_MFE_URL: optional(absoluteUrl),
    SITE_URL: optional(absoluteUrl),
    TRUSTED_PROXIES: addressList.default([]),
    PAYMENT_PAGE_ORIGIN: optional(absoluteUrl).default('https://checkout.paystack.com'),
    SSR_DATA_BUDGET_MS: milliseconds.default(800),
    SSR_RENDER_TIMEOUT_MS: milliseconds.default(3000),
    SSR_REMOTE_POLL_MS: milliseconds.default(2000),
    SSR_RETRY_AFTER_MS: milliseconds.default(10_000),
    SSR_MAX_CONCURRENT_RENDERS: z.coerce.number().int().min(1).default(4),
    PAGE_CACHE_SECONDS: seconds.default(30),
    CONTENT_POLL_MS: milliseconds.min(100).default(1000),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV === 'production' && !env.SITE_URL) {
      context.addIssue({
        code: 'custom',
        path: ['SITE_URL'],
        message: 'is required in production (the address visitors use, e.g. https://safatravels.ng)',
      });
    }
  });

type Environment = z.infer<typeof environmentSchema>;
type Service = keyof typeof services;

export class ShellConfigError extends Error {
  override readonly name = 'ShellConfigError';
}

/** A service's port on this machine: its variable (as `npm start` sets it, see services.json) or its default. */
function portOf(service: Service, source: NodeJS.ProcessEnv): number {
  const { portVariable, port: fallback } = services[service];
  const parsed = optional(port).safeParse(source[portVariable]);
  if (!parsed.success)
    throw new ShellConfigError(`Invalid configuration: ${portVariable} must be a port number`);
  return parsed.data ?? fallback;
}

const localUrl = (service: Service, source: NodeJS.ProcessEnv) =>
  `http://localhost:${portOf(service, source)}`;

/**
 * `PUBLIC_MFE_ORIGIN` (`ADMIN_MFE_…`) is where the remote's deployment store is served: the shell
 * proxies it under `/mfe/public/`, so visitors' browsers need reach the shell alone. `PUBLIC_MFE_URL`,
 * when set, is the store's public URL, which browsers load directly instead (a CDN).
 */
function remoteSettings(
  service: 'public' | 'admin',
  env: Environment,
  source: NodeJS.ProcessEnv,
): RemoteSettings {
  const proxyPath = `/mfe/${service}/`;
  const direct = service === 'public' ? env.PUBLIC_MFE_URL : env.ADMIN_MFE_URL;
  const origin = service === 'public' ? env.PUBLIC_MFE_ORIGIN : env.ADMIN_MFE_ORIGIN;
  return {
    name: services[service].remote,
    browserBase: direct ? new URL(direct).toString().replace(/\/?$/, '/') : proxyPath,
    origin: new URL(origin ?? localUrl(service, source)),
    proxyPath,
  };
}

/** Parses the environment once: where the shell listens, the BFF, each remote, and how pages are rendered. */
export function loadShellConfig(source: NodeJS.ProcessEnv = process.env): ShellServerConfig {
  const parsed = environmentSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ShellConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  return {
    production: env.NODE_ENV === 'production',
    port: portOf('shell', source),
    host: env.HOST,
    bffUrl: new URL(env.BFF_URL ?? localUrl('bff', source)),
    remotes: { public: remoteSettings('public', env, source), admin: remoteSettings('admin', env, source) },
    siteUrl: env.SITE_URL ? new URL(env.SITE_URL) : undefined,
    trustedProxies: env.TRUSTED_PROXIES,
    paymentPageOrigin: new URL(env.PAYMENT_PAGE_ORIGIN).origin,
    rendering: {
      dataBudgetMs: env.SSR_DATA_BUDGET_MS,
      renderTimeoutMs: env.SSR_RENDER_TIMEOUT_MS,
      remotePollMs: env.SSR_REMOTE_POLL_MS,
      retryAfterMs: env.SSR_RETRY_AFTER_MS,
      cacheSeconds: env.PAGE_CACHE_SECONDS,
      contentPollMs: env.CONTENT_POLL_MS,
      maxConcurrentRenders: env.SSR_MAX_CONCURRENT_RENDERS,
    },
  };
}

/** Whether an address (as a socket reports it) lies in one of `ranges` (see `trustedProxies`). */
export function addressMatcher(ranges: readonly string[]): (address: string | undefined) => boolean {
  const list = new BlockList();
  for (const range of ranges) {
    const [address = '', prefix] = range.split('/');
    const family = isIP(address) === 4 ? 'ipv4' : 'ipv6';
    list.addSubnet(address, prefix === undefined ? (family === 'ipv4' ? 32 : 128) : Number(prefix), family);
  }
  return (address) => {
    if (!address) return false;
    const plain = address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
    return isIP(plain) !== 0 && list.check(plain, isIP(plain) === 4 ? 'ipv4' : 'ipv6');
  };
}
