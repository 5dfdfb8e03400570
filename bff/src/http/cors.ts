import cors from '@koa/cors';
import type { Middleware } from 'koa';

/** CORS for the configured origins only; any other origin gets no CORS headers (never reflected). */
export function corsAllowlist(origins: readonly string[]): Middleware {
  const allowed = new Set(origins);
  return cors({
    origin: (ctx) => {
      const origin = ctx.get('Origin');
      return allowed.has(origin) ? origin : '';
    },
    allowMethods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['Authorization', 'Content-Type', 'X-Request-Id', 'Range', 'If-None-Match'],
    exposeHeaders: ['Retry-After', 'X-Request-Id', 'Content-Range', 'Accept-Ranges', 'ETag'],
    maxAge: 600,
  });
}
