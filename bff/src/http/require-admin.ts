import type { Middleware } from 'koa';
import type { TokenService } from '../modules/users/token-service';
import type { AppState } from './context';
import { unauthorized } from './errors';

const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/;

/** Guards every admin route: a valid, unexpired admin token in `Authorization: Bearer …`. */
export function requireAdmin(tokens: TokenService): Middleware<AppState> {
  return async (ctx, next) => {
    const match = BEARER.exec(ctx.get('Authorization'));
    if (!match?.[1]) throw unauthorized('Authentication required. Please log in.');
    let username: string;
    try {
      username = await tokens.verify(match[1]);
    } catch {
      throw unauthorized('Your session has expired or is invalid. Please log in again.');
    }
    ctx.state.admin = { username };
    await next();
  };
}
