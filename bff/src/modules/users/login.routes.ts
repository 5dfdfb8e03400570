import type Router from '@koa/router';
import { loginRequestSchema } from '@safa/shared-ui/contract';
import { jsonBody } from '../../http/body';
import type { AppState } from '../../http/context';
import { parseInput } from '../../http/validate';
import { logIn } from './login.service';
import type { TokenService } from './token-service';

export function registerLoginRoutes(router: Router<AppState>, tokens: TokenService): void {
  router.post('/users/login', jsonBody(), async (ctx) => {
    const credentials = parseInput(loginRequestSchema, ctx.request.body);
    try {
      const { token, expiresAt } = await logIn(credentials, tokens);
      ctx.state.log.info({ username: credentials.username, ip: ctx.ip }, 'login succeeded');
      ctx.body = { token, expiresAt: expiresAt.toISOString() };
    } catch (error) {
      ctx.state.log.warn({ username: credentials.username, ip: ctx.ip }, 'login failed');
      throw error;
    }
  });
}
