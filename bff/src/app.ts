import Router from '@koa/router';
import Koa from 'koa';
import type { Config } from './config';
import type { AppState } from './http/context';
import { errorHandler } from './http/error-handler';
import { notFound } from './http/errors';
import { requestLogger } from './http/request-logger';
import { requireAdmin } from './http/require-admin';
import type { Logger } from './logger';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerMediaRoutes } from './modules/media/media.routes';
import { registerPublicPackageRoutes } from './modules/packages/package.routes';
import { registerLoginRoutes } from './modules/users/login.routes';
import type { TokenService } from './modules/users/token-service';

export interface AppDependencies {
  config: Pick<Config, 'trustProxy'>;
  logger: Logger;
  tokens: TokenService;
}

/** Builds the Koa app from its dependencies; it never listens (tests use `app.callback()`). */
export function createApp({ config, logger, tokens }: AppDependencies): Koa<AppState> {
  const app = new Koa<AppState>({ proxy: config.trustProxy });

  app.use(errorHandler());
  app.use(requestLogger(logger));

  const publicApi = new Router<AppState>({ prefix: '/api' });
  registerHealthRoutes(publicApi);
  registerLoginRoutes(publicApi, tokens);
  registerPublicPackageRoutes(publicApi);
  registerMediaRoutes(publicApi);

  // Everything registered below this guard needs a valid admin token.
  const adminApi = new Router<AppState>({ prefix: '/api' });
  adminApi.use(requireAdmin(tokens));

  app.use(publicApi.routes()).use(publicApi.allowedMethods());
  app.use(adminApi.routes()).use(adminApi.allowedMethods());
  app.use(() => {
    throw notFound();
  });

  app.on('error', (error: unknown, ctx?: { state?: Partial<AppState> }) => {
    (ctx?.state?.log ?? logger).error({ err: error }, 'unhandled error');
  });
  return app;
}
