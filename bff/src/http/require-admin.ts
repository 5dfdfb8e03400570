import type { Middleware } from 'koa';
import { Unauthenticated } from '../errors';
import { SessionRefused, type SessionService } from '../modules/users/session-service';
import type { AppState } from './context';

const BEARER = /^Bearer ([\w-]{1,2048}\.[\w-]{1,2048}\.[\w-]{1,2048})$/;

/** Guards every admin route: `Authorization: Bearer …` with the token of a live admin session. */
export function requireAdmin(sessions: SessionService): Middleware<AppState> {
  return async (ctx, next) => {
    const match = BEARER.exec(ctx.get('Authorization'));
    if (!match?.[1]) throw new Unauthenticated('Authentication required. Please log in.');
    const session = await sessions.authenticate(match[1]).catch((error: unknown) => {
      if (error instanceof SessionRefused) {
        throw new Unauthenticated('Your session has expired or is invalid. Please log in again.');
      }
      throw error;
    });
    ctx.state.admin = session;
    await next();
  };
}
