import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import nodemailer from 'nodemailer';
import type { NotificationSettings } from '../../config';
import type { Logger } from '../../logger';
import { enquiryMail } from './enquiry-mail';
import type { Mail } from './mail-text';
import {
  claimDigest,
  digestMail,
  lagosDay,
  markDigestFailed,
  markDigestSent,
  signUpsFor,
} from './newsletter-digest';
import { claimNext, markFailed, markSent, outboxState } from './outbox';

export interface WorkerTiming {
  /** How often an idle worker looks for due e-mails. */
  pollMs: number;
  /** The first retry's wait, doubled after each failure up to `maxBackoffMs`. */
  backoffMs: number;
  maxBackoffMs: number;
  /** How long a claimed e-mail is held before another instance may take it over. */
  leaseMs: number;
}

export const WORKER_TIMING: WorkerTiming = {
  pollMs: 1000,
  backoffMs: 1000,
  maxBackoffMs: 60_000,
  leaseMs: 60_000,
};

export interface NotificationWorker {
  /** Sends what is due now, one e-mail after another; resolves once nothing due is left. */
  runOnce(): Promise<void>;
  stop(): Promise<void>;
}

/** The wait before the next try after `attempts` failures: 1 s, 2 s, 4 s… never more than a minute. */
export const backoff = (attempts: number, { backoffMs, maxBackoffMs }: WorkerTiming): number =>
  Math.min(maxBackoffMs, backoffMs * 2 ** Math.max(0, attempts - 1));

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Sends the enquiry e-mails of the outbox and the daily digest of sign-ups, in the background of the
 * BFF, claiming each before sending it (so any number of instances send each e-mail once).
 */
export function startNotificationWorker(
  settings: NotificationSettings,
  { siteUrl, logger, timing = WORKER_TIMING }: { siteUrl: string; logger: Logger; timing?: WorkerTiming },
): NotificationWorker {
  const instance = randomUUID();
  const transport = nodemailer.createTransport({
    url: settings.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  const send = (mail: Mail) => transport.sendMail({ from: settings.from, to: settings.to, ...mail });

  /** One due enquiry e-mail, if any: true when there was one. */
  async function sendNextEnquiry(): Promise<boolean> {
    const message = await claimNext(instance, timing.leaseMs);
    if (!message) return false;
    try {
      await send(enquiryMail(message, siteUrl));
      await markSent(message._id, instance);
      logger.info({ message: message._id.toHexString() }, 'enquiry e-mail sent');
    } catch (error) {
      const attempts = message.notification.attempts + 1;
      const retryAt = new Date(Date.now() + backoff(attempts, timing));
      await markFailed(message._id, instance, { error: describe(error), retryAt });
      logger.warn(
        { err: error, message: message._id.toHexString(), attempts, retryAt, outbox: await outboxState() },
        'enquiry e-mail not sent; it will be tried again',
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
      if (signUps.length > 0) await send(digestMail(lagosDay(now), signUps));
      await markDigestSent(digest, instance, { until: now, subscribers: signUps.length });
    } catch (error) {
      const retryAt = new Date(Date.now() + backoff(digest.attempts + 1, timing));
      await markDigestFailed(digest, instance, { error: describe(error), retryAt });
      logger.warn({ err: error, retryAt }, 'newsletter digest not sent; it will be tried again');
    }
  }

  async function runOnce(): Promise<void> {
    while (await sendNextEnquiry());
    await sendDigestWhenDue();
  }

  let stopped = false;
  const stopping = new AbortController();
  const loop = (async () => {
    while (!stopped) {
      try {
        await runOnce();
      } catch (error) {
        logger.error({ err: error }, 'the notification worker could not read its outbox');
      }
      await sleep(timing.pollMs, undefined, { signal: stopping.signal }).catch(() => undefined);
    }
  })();

  return {
    runOnce,
    async stop() {
      stopped = true;
      stopping.abort();
      await loop;
      transport.close();
    },
  };
}
