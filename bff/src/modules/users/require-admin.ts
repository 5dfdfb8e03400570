import type { Context, Middleware } from 'koa';
import { Unauthenticated } from '../../errors';
import type { AppState } from '../../http/context';
import { SessionRefused, type SessionService } from './session-service';

const BEARER = /^Bearer ([\w-]{1,2048}\.[\w-]{1,2048}\.[\w-]{1,2048})$/;

const bearerToken = (ctx: Context): string | undefined => BEARER.exec(ctx.get('Authorization'))?.[1];

/** Whether a public route was called by a live admin session (which may then be told more). */
export async function isAdminRequest(ctx: Context, sessions: SessionService): Promise<boolean> {
  const token = bearerToken(ctx);
  if (!token) return false;
  return sessions.authenticate(token).then(
    () => true,
    (error: unknown) => {
      if (error instanceof SessionRefused) return false;
      throw error;
    },
  );
}

/** Guards every admin route: `Authorization: Bearer …` with the token of a live admin session. */
export function requireAdmin(sessions: SessionService): Middleware<AppState> {
  return async (ctx, next) => {
    const token = bearerToken(ctx);
    if (!token) throw new Unauthenticated('Authentication required. Please log in.');
    const session = await sessions.authenticate(token).catch((error: unknown) => {
      if (error instanceof SessionRefused) {
        throw new Unauthenticated('Your session has expired or is invalid. Please log in again.');
      }
      throw error;
    });
    ctx.state.admin = session;
    await next();
  };
}
