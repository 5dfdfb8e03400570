import Router from '@koa/router';
import Koa from 'koa';
import type { Config } from './config';
import { compressJson } from './http/compression';
import type { AppState } from './http/context';
import { corsAllowlist } from './http/cors';
import { errorHandler } from './http/error-handler';
import { notFound } from './http/errors';
import { rateLimitByAddress } from './http/rate-limit';
import { requestLogger } from './http/request-logger';
import { requireAdmin } from './http/require-admin';
import { securityHeaders } from './http/security-headers';
import type { Logger } from './logger';
import { registerAdminContactRoutes, registerPublicContactRoutes } from './modules/contacts/contact.routes';
import { registerAdminFlierRoutes, registerPublicFlierRoutes } from './modules/fliers/flier.routes';
import { registerAdminGalleryRoutes, registerPublicGalleryRoutes } from './modules/gallery/gallery.routes';
import { registerPublicHajjRecordRoutes } from './modules/hajj-record/hajj-record.routes';
import { registerHealthRoutes } from './modules/health/health.routes';
import { registerMediaRoutes } from './modules/media/media.routes';
import { registerAdminMessageRoutes, registerPublicMessageRoutes } from './modules/messages/message.routes';
import {
  registerAdminNewsletterRoutes,
  registerPublicNewsletterRoutes,
} from './modules/newsletter/newsletter.routes';
import { registerOpenApiRoutes } from './modules/openapi/openapi.routes';
import { registerAdminPackageRoutes, registerPublicPackageRoutes } from './modules/packages/package.routes';
import { type Clock, createAttemptCounter } from './modules/throttle/attempt-counter';
import { registerLoginRoutes } from './modules/users/login.routes';
import { createLoginService } from './modules/users/login.service';
import type { TokenService } from './modules/users/token-service';

export interface AppDependencies {
  config: Pick<Config, 'trustProxy' | 'corsOrigins' | 'limits'>;
  logger: Logger;
  tokens: TokenService;
  /** The time of the attempt windows (login lock-out, public POST limits); tests move it forward. */
  clock?: Clock;
}

/** The public calls, and the admin calls behind `requireAdmin` (a new admin route cannot skip it). */
export function createApiRouters({ config, tokens, clock }: Omit<AppDependencies, 'logger'>) {
  const loginAttempts = createAttemptCounter(config.limits.login, clock);
  const publicPosts = createAttemptCounter(config.limits.publicPosts, clock);

  const publicApi = new Router<AppState>({ prefix: '/api' });
  registerHealthRoutes(publicApi);
  registerOpenApiRoutes(publicApi);
  registerMediaRoutes(publicApi);
  registerLoginRoutes(publicApi, createLoginService(tokens, loginAttempts));
  registerPublicContactRoutes(publicApi);
  registerPublicMessageRoutes(publicApi, rateLimitByAddress(publicPosts, 'messages'));
  registerPublicNewsletterRoutes(publicApi, rateLimitByAddress(publicPosts, 'newsletter'));
  registerPublicGalleryRoutes(publicApi);
  registerPublicPackageRoutes(publicApi);
  registerPublicHajjRecordRoutes(publicApi);
  registerPublicFlierRoutes(publicApi);

  // Everything registered below this guard needs a valid admin token.
  const adminApi = new Router<AppState>({ prefix: '/api' });
  adminApi.use(requireAdmin(tokens));
  registerAdminContactRoutes(adminApi);
  registerAdminMessageRoutes(adminApi);
  registerAdminNewsletterRoutes(adminApi);
  registerAdminGalleryRoutes(adminApi);
  registerAdminPackageRoutes(adminApi);
  registerAdminFlierRoutes(adminApi);

  return { publicApi, adminApi };
}

/** Builds the Koa app from its dependencies; it never listens (tests use `app.callback()`). */
export function createApp(dependencies: AppDependencies): Koa<AppState> {
  const { config, logger } = dependencies;
  // Behind a proxy, only the address it appended is trusted: earlier X-Forwarded-For entries are the
  // client's own words, and the rate limits count by address.
  const app = new Koa<AppState>({ proxy: config.trustProxy, maxIpsCount: 1 });

  app.use(errorHandler());
  app.use(requestLogger(logger));
  app.use(securityHeaders());
  app.use(corsAllowlist(config.corsOrigins));
  app.use(compressJson());

  const { publicApi, adminApi } = createApiRouters(dependencies);
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
