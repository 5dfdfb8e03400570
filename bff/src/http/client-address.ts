import type { Middleware } from 'koa';
import { addressMatcher, resolveClientAddress } from '../network/addresses';
import type { AppState } from './context';

/**
 * Sets `ctx.ip` once per request to the address `resolveClientAddress` finds (Koa's own `proxy` option
 * would believe any sender's `X-Forwarded-For`), so every limit and log line uses the same one.
 */
export function trustedClientAddress(trustedProxies: readonly string[]): Middleware<AppState> {
  const isTrustedProxy = addressMatcher(trustedProxies);
  return async (ctx, next) => {
    ctx.request.ip = resolveClientAddress(
      ctx.req.socket.remoteAddress,
      ctx.get('X-Forwarded-For'),
      isTrustedProxy,
    );
    await next();
  };
}
