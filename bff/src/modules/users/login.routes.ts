import type Router from '@koa/router';
import { type LoginResponse, loginRequestSchema } from '@safa/shared-ui/contract';
import { jsonBody } from '../../http/body';
import type { AppState } from '../../http/context';
import { HttpError } from '../../http/errors';
import { parseInput } from '../../http/validate';
import type { LogIn } from './login.service';

export function registerLoginRoutes(router: Router<AppState>, logIn: LogIn): void {
  router.post('/users/login', jsonBody(), async (ctx) => {
    const credentials = parseInput(loginRequestSchema, ctx.request.body);
    const attempt = { username: credentials.username, ip: ctx.ip };
    try {
      const { token, expiresAt } = await logIn({ credentials, address: ctx.ip });
      ctx.state.log.info(attempt, 'login succeeded');
      ctx.body = { token, expiresAt: expiresAt.toISOString() } satisfies LoginResponse;
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500;
      ctx.state.log.warn(
        { ...attempt, status },
        status === 429 ? 'login refused: locked out' : 'login failed',
      );
      throw error;
    }
  });
}
