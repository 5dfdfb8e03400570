import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logger';
import type { AppState } from './context';

const REQUEST_ID = /^[\w-]{1,64}$/;

/**
 * Gives every request an id (kept from `X-Request-Id` when sane) and a child logger, and logs the
 * outcome once the response is over, so the status is the one the error handler finally chose.
 */
export function requestLogger(logger: Logger): Middleware<AppState> {
  return async (ctx, next) => {
    const incoming = ctx.get('X-Request-Id');
    const requestId = REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const started = performance.now();
    const log = logger.child({ requestId });
    ctx.state.requestId = requestId;
    ctx.state.log = log;
    ctx.set('X-Request-Id', requestId);
    ctx.res.once('close', () => {
      const status = ctx.res.statusCode;
      const durationMs = Math.round((performance.now() - started) * 10) / 10;
      const level = status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info';
      log[level](
        { method: ctx.method, path: ctx.path, status, durationMs, aborted: !ctx.res.writableFinished },
        'request',
      );
    });
    await next();
  };
}
