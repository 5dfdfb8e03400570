import { endpoints } from '@safa/contract';
import { DomainError } from '../../errors';
import { route } from '../../http/api-router';
import { fromDomainError } from '../../http/errors';
import type { LogIn } from './login.service';
import type { SessionService } from './session-service';

const FAILURE_LOG_MESSAGES: Record<number, string> = {
  403: 'login refused: a second factor is required and none is set up',
  429: 'login refused: too many failed attempts',
  503: 'login refused: too many password checks at once',
};

export const sessionRoutes = (logIn: LogIn, sessions: SessionService) => [
  route(endpoints.login, async ({ body: credentials, ctx }) => {
    const attempt = { username: credentials.username, ip: ctx.ip };
    try {
      const { token, expiresAt } = await logIn({ credentials, address: ctx.ip });
      ctx.state.log.info(attempt, 'login succeeded');
      return { token, expiresAt: expiresAt.toISOString() };
    } catch (error) {
      const status = error instanceof DomainError ? fromDomainError(error).status : 500;
      ctx.state.log.warn({ ...attempt, status }, FAILURE_LOG_MESSAGES[status] ?? 'login failed');
      throw error;
    }
  }),

  route(endpoints.logout, async ({ ctx }) => {
    const { admin } = ctx.state;
    if (admin) await sessions.end(admin.sessionId);
    ctx.state.log.info({ username: admin?.username }, 'logged out');
    return undefined;
  }),
];
