import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from './app';
import { bookingServices } from './booking-services';
import type { Config } from './config';
import { createDataCipher } from './data-cipher';
import { connectDatabase, disconnectDatabase, ensureIndexes } from './db/connection';
import { answerClientErrors } from './http/client-errors';
import { trackConnections } from './http/drain';
import type { Logger } from './logger';
import { mailSources } from './mail-sources';
import { giveTravellersTheirFiles, moveBookingsToTheirLedger } from './modules/bookings/booking-migrations';
import { HOLD_EXPIRY_TIMING, startHoldExpiry } from './modules/bookings/hold-expiry';
import { startJobWorker } from './modules/jobs/job-queue';
import { startMediaUpkeep } from './modules/media/media-upkeep';
import { moveNotificationsIntoMails } from './modules/notifications/enquiry-mails-migration';
import { startNotificationWorker } from './modules/notifications/notification-worker';
import { startBalanceReminders } from './modules/payments/balance-reminders';
import { startCardReconciler } from './modules/payments/card-reconciler';
import { PAYSTACK_CHARGE_JOB, paystackChargeHandler } from './modules/payments/paystack-events';
import { startProofRetention } from './modules/payments/proof-storage';
import { startDocumentRetention } from './modules/pilgrims/document-retention';
import { PASSPORT_PAGE_JOB, passportPageHandler } from './modules/pilgrims/passport-reading';
import { ensureAdminAccount } from './modules/users/admin-account';
import { createTokenService } from './modules/users/token-service';
import { seedDemoDataIfEmpty } from './seed/seed';

export interface RunningServer {
  server: Server;
  stop(): Promise<void>;
}

/** Connects, prepares the admin (and demo data when enabled), listens, and stops gracefully on SIGTERM/SIGINT. */
export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  if (!config.mongodbUri) throw new Error('MONGODB_URI is not set.');
  for (const warning of config.warnings) logger.warn(warning);
  if (!config.jwt.secret)
    logger.warn('JWT_SECRET is not set: tokens are signed with a random key and end at restart.');
  if (!config.dataKey)
    logger.warn(
      'DATA_KEY is not set: passport numbers are sealed with a random key, unreadable after a restart.',
    );
  const cipher = createDataCipher(config.dataKey ?? randomBytes(32));

  await connectDatabase(config.mongodbUri, { writeConcern: config.writeConcern });
  logger.info('connected to MongoDB');
  await ensureIndexes();
  await moveNotificationsIntoMails(logger);
  await moveBookingsToTheirLedger(logger);
  await giveTravellersTheirFiles(logger);
  await ensureAdminAccount(config.admin, logger);
  if (config.seedDemoData) await seedDemoDataIfEmpty(logger, { config, cipher });
  const mediaUpkeep = startMediaUpkeep(logger);
  const { life, cards } = bookingServices(config, cipher, logger);
  const holdExpiry = startHoldExpiry(life, {
    logger,
    timing: { ...HOLD_EXPIRY_TIMING, pollMs: config.bookings.holdCheckMs },
  });
  const jobs = startJobWorker(
    {
      [PASSPORT_PAGE_JOB]: passportPageHandler(life, cipher),
      ...(cards && { [PAYSTACK_CHARGE_JOB]: paystackChargeHandler(cards, logger) }),
    },
    { logger },
  );
  const reconciler =
    cards && config.payments.paystack
      ? startCardReconciler(cards, life, { afterMs: config.payments.paystack.reconcileAfterMs, logger })
      : undefined;
  const notifications = config.notifications
    ? startNotificationWorker(config.notifications, {
        siteUrl: config.siteUrl,
        logger,
        sources: mailSources(cipher, config),
      })
    : undefined;
  const proofRetention = startProofRetention(life, {
    retentionMs: config.payments.proofs.retentionMs,
    logger,
  });
  const documentRetention = startDocumentRetention(life, {
    retentionMs: config.documents.retentionMs,
    logger,
  });
  const reminders = config.notifications
    ? startBalanceReminders(life, { reminderDays: config.payments.reminderDays, logger })
    : undefined;
  logger.info(
    config.notifications ? { to: config.notifications.to, digestHour: config.notifications.digestHour } : {},
    config.notifications
      ? 'enquiry and booking e-mails and the daily sign-up digest are on'
      : 'e-mails are off: SMTP_URL is not set',
  );

  const app = createApp({ config, logger, tokens: createTokenService(config.jwt), cipher });
  const server = app.listen(config.port, config.host ?? '0.0.0.0');
  answerClientErrors(server, logger);
  const connections = trackConnections(server);
  await once(server, 'listening');
  const { address, port } = server.address() as AddressInfo;
  logger.info({ address, port }, 'BFF listening');

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      logger.info('shutting down: draining in-flight requests');
      await Promise.all([
        connections.drain(config.shutdownGraceMs),
        mediaUpkeep.stop(),
        holdExpiry.stop(),
        jobs.stop(),
        proofRetention.stop(),
        documentRetention.stop(),
        reconciler?.stop(),
        notifications?.stop(),
        reminders?.stop(),
      ]);
      await disconnectDatabase();
      logger.info('stopped');
    })();
    return stopping;
  };
  return { server, stop };
}

/** Ends the process after a graceful stop on SIGTERM or SIGINT. */
export function stopOnSignals(running: RunningServer, logger: Logger): void {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      running.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}
