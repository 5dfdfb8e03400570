import type { RemoteSettings } from './config';

/** Origins of remotes that browsers load directly (a CDN), which the page must be allowed to use. */
function directRemoteOrigins(remotes: readonly RemoteSettings[]): string[] {
  const origins = remotes
    .filter((remote) => /^https?:\/\//.test(remote.browserBase))
    .map((remote) => new URL(remote.browserBase).origin);
  return [...new Set(origins)];
}

/**
 * Headers of the shell's HTML. Scripts come only from the shell's origin and the remotes' (no inline
 * script, no eval): the admin token lives in localStorage (spec §6), so an injected script must not
 * run. Styles may be inline: styled-components writes them at run time. Forms lead to the site itself
 * and to the card payment page (browsers hold a form's redirect to the policy too). Browsers that have
 * seen the site over HTTPS use nothing else for a year.
 */
export function pageHeaders(
  remotes: readonly RemoteSettings[],
  paymentPageOrigin: string,
): Record<string, string> {
  const remoteOrigins = directRemoteOrigins(remotes).join(' ');
  const allow = (...sources: string[]) => [...sources, remoteOrigins].filter(Boolean).join(' ');
  const policy = [
    `default-src 'self'`,
    `script-src ${allow("'self'")}`,
    `style-src ${allow("'self'", "'unsafe-inline'")}`,
    `img-src ${allow("'self'", 'data:', 'blob:')}`,
    `font-src ${allow("'self'")}`,
    `connect-src ${allow("'self'")}`,
    `media-src 'self' data: blob:`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `form-action 'self' ${paymentPageOrigin}`,
    `frame-ancestors 'none'`,
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Content-Type-Options': 'nosniff',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

/**
 * A page of one person alone (a booking's private link, its token in the address): out of search
 * engines, and its address sent to no other site.
 */
export const PERSONAL_PAGE_HEADERS = { 'Referrer-Policy': 'no-referrer', 'X-Robots-Tag': 'noindex' };
