import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { lagosToday } from '@safa/contract';
import nodemailer from 'nodemailer';
import type { NotificationSettings } from '../../config';
import type { Logger } from '../../logger';
import { pollEvery } from '../../polling-loop';
import type { Claimed, MailCarrier } from '../outbox/outbox-store';
import { outboxState } from './mail-outboxes';
import type { MailSource, OutgoingMail } from './mail-sources';
import type { Mail } from './mail-text';
import { claimDigest, digestMail, markDigestFailed, markDigestSent, signUpsFor } from './newsletter-digest';
import { backoff } from './retry-backoff';

export interface WorkerTiming {
  /** How often an idle worker looks for due e-mails. */
  pollMs: number;
  /** The first retry's wait, doubled after each failure up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
  /** How long a claimed e-mail is held before another instance may take it over. */
  leaseMs: number;
  /** Failures after which an e-mail is dropped (the enquiry stays in the admin). */
  maxAttempts: number;
  /** How long stopping waits for an e-mail being sent before it cuts the mail server off. */
  stopGraceMs: number;
}

export const WORKER_TIMING: WorkerTiming = {
  pollMs: 1000,
  backoffMs: 1000,
  maxBackoffMs: 60_000,
  leaseMs: 60_000,
  // About an hour and a half of tries, at most a minute apart.
  maxAttempts: 100,
  stopGraceMs: 2000,
};

export interface NotificationWorker {
  /** Sends what is due now, one e-mail after another; resolves once nothing due is left. */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface WorkerOptions {
  siteUrl: string;
  logger: Logger;
  timing?: WorkerTiming;
  /** Where e-mails wait: every kind of document that carries them (see src/mail-sources.ts). */
  sources: readonly MailSource[];
}

/**
 * Sends the e-mails of every outbox (enquiries, bookings) and the daily digest of sign-ups, in the
 * background of the BFF, claiming each before sending it (so any number of instances send each e-mail
 * once).
 */
export function startNotificationWorker(
  settings: NotificationSettings,
  { siteUrl, logger, timing = WORKER_TIMING, sources }: WorkerOptions,
): NotificationWorker {
  const instance = randomUUID();
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  /** Aborted when stopping has waited long enough for a send in progress. */
  const cutOff = new AbortController();
  const send = (mail: OutgoingMail | Mail) =>
    transport.sendMail({ from: settings.from, to: settings.to, ...mail, signal: cutOff.signal });

  /** One due e-mail of `source`, if any: true when there was one. */
  async function sendNext<T extends MailCarrier>(source: MailSource<T>): Promise<boolean> {
    const claimed = await source.store.claimNext(instance, timing.leaseMs);
    if (!claimed) return false;
    const { document, entry } = claimed;
    const about = { [source.name]: document._id.toHexString(), mail: entry.kind };
    const drop = async (reason: string, error?: unknown) => {
      const problem = error === undefined ? {} : { error: describe(error) };
      await source.store.markDropped(document._id, entry, { reason, ...problem });
      logger.warn(
        { err: error, ...about, reason, outbox: await outboxState(sources) },
        `${source.name} e-mail dropped: it will not be sent (the ${source.name} is in the admin)`,
      );
    };
    if (entry.expiresAt && entry.expiresAt.getTime() < Date.now()) {
      await drop(`not sent in time: it was worth sending until ${entry.expiresAt.toISOString()}`);
      return true;
    }
    const refused = await source.refusal?.(claimed as Claimed<T>);
    if (refused) {
      await drop(refused);
      return true;
    }
    try {
      await send(await source.compose(claimed as Claimed<T>, siteUrl));
      await source.store.markSent(document._id, entry);
      logger.info(about, `${source.name} e-mail sent`);
    } catch (error) {
      const attempts = entry.attempts + 1;
      if (attempts >= timing.maxAttempts) {
        await drop(`the mail server refused it ${attempts} times`, error);
        return true;
      }
      const retryAt = new Date(Date.now() + backoff(attempts, timing));
      await source.store.markFailed(document._id, entry, { error: describe(error), retryAt });
      logger.warn(
        { err: error, ...about, attempts, retryAt, outbox: await outboxState(sources) },
        `${source.name} e-mail not sent; it will be tried again`,
      );
    }
    return true;
  }

  /** Today's digest, once its hour has come. */
  async function sendDigestWhenDue(): Promise<void> {
    const now = new Date();
    const digest = await claimDigest({ hour: settings.digestHour, instance, leaseMs: timing.leaseMs }, now);
    if (!digest) return;
    try {
      const signUps = await signUpsFor(now);
      if (signUps.length > 0) await send(digestMail(lagosToday(now), signUps));
      await markDigestSent(digest, instance, { until: now, subscribers: signUps.length });
    } catch (error) {
      const retryAt = new Date(Date.now() + backoff(digest.attempts + 1, timing));
      await markDigestFailed(digest, instance, { error: describe(error), retryAt });
      logger.warn({ err: error, retryAt }, 'newsletter digest not sent; it will be tried again');
    }
  }

  async function runOnce(): Promise<void> {
    for (const source of sources) while (await sendNext(source));
    await sendDigestWhenDue();
  }

  const loop = pollEvery(timing.pollMs, runOnce, (error) =>
    logger.error({ err: error }, 'the notification worker could not read its outbox'),
  );

  return {
    runOnce,
    async stop() {
      const stopped = loop.stop();
      const grace = sleep(timing.stopGraceMs, 'cut off');
      if ((await Promise.race([stopped, grace])) === 'cut off') {
        // The send in progress fails at once: its e-mail is released, to be tried again later.
        logger.warn('stopping: the mail server is slow; the e-mail being sent will be tried again later');
        cutOff.abort();
      }
      await stopped;
      transport.close();
    },
  };
}
