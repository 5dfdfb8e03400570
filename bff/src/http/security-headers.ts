import type { Middleware } from 'koa';
import helmet from 'koa-helmet';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** An API answers data, never pages: nothing may load from it or frame it. */
export function securityHeaders(): Middleware {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    strictTransportSecurity: { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true },
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    // Pictures are shown by the site's own pages, which may sit on a sibling host.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
}
