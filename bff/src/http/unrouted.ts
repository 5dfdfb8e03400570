import type { Middleware } from 'koa';
import { NotFound } from '../errors';
import { HttpError } from './errors';

const MESSAGES: Record<number, string> = {
  405: 'This method is not allowed here.',
  501: 'This method is not supported.',
};

/**
 * Goes before the router: a request that no route answered becomes a JSON 404, and the router's bare
 * 405 (a known path, another method) or 501 (a method nothing serves) a JSON error that keeps `Allow`.
 */
export function answerUnrouted(): Middleware {
  return async (ctx, next) => {
    await next();
    if (ctx.body !== undefined && ctx.body !== null) return;
    if (ctx.status === 404) throw new NotFound('Not found.');
    const message = MESSAGES[ctx.status];
    if (message) throw new HttpError(ctx.status, message, {}, { Allow: ctx.response.get('Allow') });
  };
}
