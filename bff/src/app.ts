import Koa from 'koa';
import { bookingServices } from './booking-services';
import type { Config } from './config';
import type { DataCipher } from './data-cipher';
import { createApiRouter } from './http/api-router';
import { trustedClientAddress } from './http/client-address';
import { compressJson } from './http/compression';
import type { AppState } from './http/context';
import { corsAllowlist } from './http/cors';
import { errorHandler } from './http/error-handler';
import { publicPostLimit } from './http/rate-limit';
import { requestLogger } from './http/request-logger';
import { securityHeaders } from './http/security-headers';
import { answerUnrouted } from './http/unrouted';
import type { Logger } from './logger';
import { mailSources } from './mail-sources';
import { bookingRoutes } from './modules/bookings/booking.routes';
import { contactRoutes } from './modules/contacts/contact.routes';
import { contentRoutes } from './modules/content/content.routes';
import { contentChanged } from './modules/content/content-versions';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes';
import { departureRoutes } from './modules/departures/departure.routes';
import { deleteDeparturesOfUnbooked } from './modules/departures/departure.service';
import { flierRoutes } from './modules/fliers/flier.routes';
import { galleryRoutes } from './modules/gallery/gallery.routes';
import { hajjRecordRoutes } from './modules/hajj-record/hajj-record.routes';
import { healthRoutes } from './modules/health/health.routes';
import { mediaRoutes } from './modules/media/media.routes';
import { messageRoutes } from './modules/messages/message.routes';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes';
import { channelStops } from './modules/notifications/channel-stops';
import { enquiryMailPlan } from './modules/notifications/enquiry-mail-plan';
import { notificationRoutes } from './modules/notifications/notification.routes';
import { phoneMessages } from './modules/notifications/phone-messages';
import { openApiRoutes } from './modules/openapi/openapi.routes';
import { packageRoutes } from './modules/packages/package.routes';
import { paymentRoutes } from './modules/payments/payment.routes';
import { pilgrimRoutes } from './modules/pilgrims/pilgrim.routes';
import { travellerFile } from './modules/pilgrims/traveller-file';
import { reportRoutes } from './modules/reports/report.routes';
import { createLimiter } from './modules/throttle/limiter';
import { createLoginService } from './modules/users/login.service';
import { createLoginGuard } from './modules/users/login-guard';
import { requireAdmin } from './modules/users/require-admin';
import { createSecondFactorService } from './modules/users/second-factor';
import { secondFactorRoutes } from './modules/users/second-factor.routes';
import { sessionRoutes } from './modules/users/session.routes';
import { createSessionService } from './modules/users/session-service';
import type { TokenService } from './modules/users/token-service';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes';

export interface AppDependencies {
  config: Pick<
    Config,
    | 'trustedProxies'
    | 'corsOrigins'
    | 'limits'
    | 'notifications'
    | 'siteUrl'
    | 'bookings'
    | 'payments'
    | 'documents'
    | 'channels'
    | 'admin'
  >;
  logger: Logger;
  tokens: TokenService;
  /** Seals personal data at rest (passport numbers, the second factor's secret). */
  cipher: DataCipher;
}

/** Every endpoint of the contract, each guarded as the contract declares (see `createApiRouter`). */
export function createApiRoutes({ config, tokens, cipher, logger }: AppDependencies) {
  const sessions = createSessionService(tokens);
  const { life, bookings, cards, waitlist } = bookingServices(config, cipher, logger);
  const { paystack } = config.payments;
  const publicPosts = (call: string) => publicPostLimit(call, config.limits.publicPosts, createLimiter);
  const loginGuard = createLoginGuard(config.limits.login, createLimiter);
  const secondFactor = createSecondFactorService({
    cipher,
    required: config.admin.secondFactorRequired,
    guard: loginGuard,
    sessions,
  });
  const sources = mailSources(cipher, config);
  const stops = channelStops(cipher);
  const routes = [
    ...healthRoutes(sessions, { notify: config.notifications !== undefined, sources }),
    ...contentRoutes,
    ...dashboardRoutes(config.payments.proofs, {
      sources,
      channels: {
        email: config.notifications !== undefined,
        whatsapp: config.channels.whatsapp !== undefined,
        sms: config.channels.sms !== undefined,
      },
    }),
    ...openApiRoutes,
    ...mediaRoutes,
    ...sessionRoutes(createLoginService(sessions, loginGuard, secondFactor), sessions),
    ...secondFactorRoutes(secondFactor),
    ...contactRoutes,
    ...messageRoutes(
      publicPosts('messages'),
      config.notifications && enquiryMailPlan(config.notifications.enquiryMails),
    ),
    ...newsletterRoutes(publicPosts('newsletter')),
    ...galleryRoutes,
    ...packageRoutes({ beforeDelete: deleteDeparturesOfUnbooked }),
    ...hajjRecordRoutes,
    ...flierRoutes,
    ...departureRoutes,
    ...bookingRoutes(bookings, {
      perAddress: publicPosts('bookings'),
      findsPerAddress: publicPosts('find-booking'),
    }),
    ...notificationRoutes({
      whatsapp: config.channels.whatsapp,
      phones: phoneMessages(config.channels, { stops, siteUrl: config.siteUrl }),
      sources,
      stops,
      logger,
      perAddress: publicPosts('stops'),
    }),
    ...pilgrimRoutes(travellerFile({ life, bookings, cipher, storage: config.documents, logger }), {
      perAddress: publicPosts('travellers'),
      cipher,
    }),
    ...reportRoutes,
    ...waitlistRoutes(waitlist, { perAddress: publicPosts('waitlist') }),
    ...paymentRoutes({
      bookings,
      life,
      cards: paystack && cards && { payments: cards, secretKey: paystack.secretKey },
      perAddress: publicPosts('payments'),
      proofStorage: config.payments.proofs,
      logger,
    }),
  ];
  return createApiRouter(routes, { requireAdmin: requireAdmin(sessions), contentChanged });
}

/** Builds the Koa app from its dependencies; it never listens (tests use `app.callback()`). */
export function createApp(dependencies: AppDependencies): Koa<AppState> {
  const { config, logger } = dependencies;
  const app = new Koa<AppState>();

  app.use(errorHandler());
  app.use(trustedClientAddress(config.trustedProxies));
  app.use(requestLogger(logger));
  app.use(securityHeaders());
  app.use(corsAllowlist(config.corsOrigins));
  app.use(compressJson());

  const api = createApiRoutes(dependencies);
  app.use(answerUnrouted());
  app.use(api.routes()).use(api.allowedMethods());

  app.on('error', (error: unknown, ctx?: { state?: Partial<AppState> }) => {
    (ctx?.state?.log ?? logger).error({ err: error }, 'unhandled error');
  });
  return app;
}
