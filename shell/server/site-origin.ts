import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { hostname, networkInterfaces } from 'node:os';
import type { ShellServerConfig } from './config';
import type { ForwardedFor } from './proxy';

/**
 * The address `target` (a path and its query) names on the site at `origin`. Only ever its path and
 * query are read: however it is spelled (`//evil.example/gallery`), it names no other origin.
 */
export function addressOnSite(origin: string, target: string): URL {
  const { pathname, search } = new URL(target, 'http://site.invalid');
  const address = new URL(origin);
  address.pathname = pathname;
  address.search = search;
  return address;
}

/** The names and addresses of this machine, which a development request may come to. */
function thisMachine(): Set<string> {
  const addresses = Object.values(networkInterfaces()).flatMap((entries) =>
    (entries ?? []).map((entry) => entry.address.toLowerCase()),
  );
  return new Set(['localhost', hostname().toLowerCase(), ...addresses]);
}

/** `example.com:3000` → `example.com`; `[::1]:3000` → `::1`. */
function hostnameOf(host: string): string {
  const name = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host.replace(/:\d+$/, '');
  return name.toLowerCase();
}

const isLoopback = (name: string) =>
  name.endsWith('.localhost') || (isIP(name) === 4 && name.startsWith('127.')) || name === '::1';

/**
 * The site's public origin, for canonical, link-preview and sitemap addresses. Always `SITE_URL` in
 * production (the shell refuses to start without it): a request's `Host` is the client's to write,
 * and a cache in front would keep what it wrote. In development, the address the request came to,
 * when it names this machine; else this machine's own.
 */
export function siteOrigin(
  config: Pick<ShellServerConfig, 'siteUrl' | 'port'>,
  forwardedFor: ForwardedFor,
): (incoming: IncomingMessage) => string {
  if (config.siteUrl) {
    const { origin } = config.siteUrl;
    return () => origin;
  }
  const machine = thisMachine();
  const fallback = `http://localhost:${config.port}`;
  return (incoming) => {
    const host = incoming.headers.host ?? '';
    const name = hostnameOf(host);
    if (!/^[\w.:[\]-]+$/.test(host) || !(machine.has(name) || isLoopback(name))) return fallback;
    return `${forwardedFor(incoming)['x-forwarded-proto']}://${host}`;
  };
}
