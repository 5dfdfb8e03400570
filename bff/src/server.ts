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
import { startBookingReminders } from './modules/bookings/booking-reminders';
import { HOLD_EXPIRY_TIMING, startHoldExpiry } from './modules/bookings/hold-expiry';
import { startJobWorker } from './modules/jobs/job-queue';
import { startMediaUpkeep } from './modules/media/media-upkeep';
import { channelStops } from './modules/notifications/channel-stops';
import { moveNotificationsIntoMails } from './modules/notifications/enquiry-mails-migration';
import { startNotificationWorker } from './modules/notifications/notification-worker';
import { phoneMessages } from './modules/notifications/phone-messages';
import { startCardReconciler } from './modules/payments/card-reconciler';
import { PAYSTACK_CHARGE_JOB, paystackChargeHandler } from './modules/payments/paystack-events';
import { startProofRetention } from './modules/payments/proof-storage';
import { startVirtualAccountSweep, VIRTUAL_ACCOUNT_JOB } from './modules/payments/virtual-accounts';
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
  const { life, cards, accounts } = bookingServices(config, cipher, logger);
  const holdExpiry = startHoldExpiry(life, {
    logger,
    timing: { ...HOLD_EXPIRY_TIMING, pollMs: config.bookings.holdCheckMs },
  });
  const jobs = startJobWorker(
    {
      [PASSPORT_PAGE_JOB]: passportPageHandler(life, cipher),
      ...(cards && { [PAYSTACK_CHARGE_JOB]: paystackChargeHandler(cards, accounts, logger) }),
      ...(accounts && { [VIRTUAL_ACCOUNT_JOB]: accounts.openHandler }),
    },
    { logger },
  );
  const accountSweep = accounts ? startVirtualAccountSweep({ logger }) : undefined;
  const reconciler =
    cards && config.payments.paystack
      ? startCardReconciler(cards, life, { afterMs: config.payments.paystack.reconcileAfterMs, logger })
      : undefined;
  const { whatsapp, sms } = config.channels;
  const notifications =
    config.notifications || whatsapp || sms
      ? startNotificationWorker(config.notifications, {
          siteUrl: config.siteUrl,
          logger,
          sources: mailSources(cipher, config),
          phones: phoneMessages(config.channels, { stops: channelStops(cipher), siteUrl: config.siteUrl }),
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
  // Always on: besides reminders (queued only on the channels that are on), it releases unpaid bookings by the policy.
  const reminders = startBookingReminders(life, {
    reminderDays: config.payments.reminderDays,
    releaseUnpaidAfterDays: config.payments.releaseUnpaidAfterDays,
    cipher,
    logger,
  });
  logger.info(
    config.notifications ? { to: config.notifications.to, digestHour: config.notifications.digestHour } : {},
    config.notifications
      ? 'enquiry and booking e-mails and the daily sign-up digest are on'
      : 'e-mails are off: SMTP_URL is not set',
  );
  logger.info(
    whatsapp
      ? `WhatsApp is on${whatsapp.operator ? ', the operator told on it too' : ' (OPERATOR_WHATSAPP is not set: the operator is not told on it)'}`
      : 'WhatsApp is off: WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_ACCESS_TOKEN and WHATSAPP_APP_SECRET are not set',
  );
  logger.info(sms ? 'SMS is on' : 'SMS is off: SMS_API_KEY and SMS_SENDER_ID are not set');

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
        accountSweep?.stop(),
        notifications?.stop(),
        reminders.stop(),
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
