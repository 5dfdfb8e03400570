import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { lagosToday } from '@safa/contract';
import nodemailer from 'nodemailer';
import type { NotificationSettings } from '../../config';
import type { Logger } from '../../logger';
import { pollEvery } from '../../polling-loop';
import { channelOf } from '../outbox/outbox-entry';
import type { Claimed, MailCarrier } from '../outbox/outbox-store';
import { ProviderError } from './channels/provider-error';
import { outboxState } from './mail-outboxes';
import type { MailSource, OutgoingMail } from './mail-sources';
import type { Mail } from './mail-text';
import { claimDigest, digestMail, markDigestFailed, markDigestSent, signUpsFor } from './newsletter-digest';
import { ChannelStopped, PHONES_OFF, type PhoneMessages } from './phone-messages';
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
  /** Where messages wait: every kind of document that carries them (see src/mail-sources.ts). */
  sources: readonly MailSource[];
  /** WhatsApp and SMS (each off when not set up); none by default. */
  phones?: PhoneMessages;
}

/** Tries of a WhatsApp message that fails for a passing reason before it goes by SMS instead. */
export const WHATSAPP_TRIES = 3;

const CHANNEL_NAMES = { email: 'e-mail', whatsapp: 'WhatsApp message', sms: 'SMS' } as const;
const PROVIDER_NAMES = { email: 'the mail server', whatsapp: 'WhatsApp', sms: 'the SMS gateway' } as const;

/**
 * Sends the messages of every outbox (enquiries, bookings) on their channels (e-mail, WhatsApp, SMS)
 * and the daily digest of sign-ups, in the background of the BFF, claiming each before sending it (so
 * any number of instances send each message once). A WhatsApp message that fails (at once when Meta
 * refuses it, after WHATSAPP_TRIES when it cannot be reached) or stays undelivered past its time goes
 * by SMS instead, once.
 */
export function startNotificationWorker(
  email: NotificationSettings | undefined,
  { siteUrl, logger, timing = WORKER_TIMING, sources, phones = PHONES_OFF }: WorkerOptions,
): NotificationWorker {
  const instance = randomUUID();
  const transport =
    email &&
    nodemailer.createTransport({
      url: email.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  /** Aborted when stopping has waited long enough for a send in progress. */
  const cutOff = new AbortController();
  const sendMail = async (mail: OutgoingMail | Mail) => {
    if (!transport || !email) throw new ProviderError('E-mail is off: SMTP_URL is not set', true);
    await transport.sendMail({ from: email.from, to: email.to, ...mail, signal: cutOff.signal });
  };

  /** Sends a claimed message on its channel; answers the provider's id of a message to a phone. */
  async function deliver<T extends MailCarrier>(
    source: MailSource<T>,
    claimed: Claimed<T>,
  ): Promise<string | undefined> {
    switch (channelOf(claimed.entry)) {
      case 'whatsapp':
        return phones.sendWhatsApp(source, claimed);
      case 'sms':
        return phones.sendSms(source, claimed);
      default:
        await sendMail(await source.compose(claimed, siteUrl));
        return undefined;
    }
  }

  /** One due message of `source`, if any: true when there was one. */
  async function sendNext<T extends MailCarrier>(source: MailSource<T>): Promise<boolean> {
    const claimed = await source.store.claimNext(instance, timing.leaseMs);
    if (!claimed) return false;
    const { document, entry } = claimed;
    const channel = channelOf(entry);
    const what = `${source.name} ${CHANNEL_NAMES[channel]}`;
    const about = { [source.name]: document._id.toHexString(), mail: entry.kind, channel };
    const drop = async (reason: string, error?: unknown) => {
      const problem = error === undefined ? {} : { error: describe(error) };
      await source.store.markDropped(document._id, entry, { reason, ...problem });
      logger.warn(
        { err: error, ...about, reason, outbox: await outboxState(sources) },
        `${what} dropped: it will not be sent (the ${source.name} is in the admin)`,
      );
      if (channel === 'whatsapp' && (await phones.fallBack(source, claimed))) {
        logger.info(about, `${what} given to SMS instead`);
      }
    };
    if (entry.expiresAt && entry.expiresAt.getTime() < Date.now()) {
      await drop(`not sent in time: it was worth sending until ${entry.expiresAt.toISOString()}`);
      return true;
    }
    const refused = channel === 'email' ? await source.refusal?.(claimed) : undefined;
    if (refused) {
      await drop(refused);
      return true;
    }
    try {
      const providerId = await deliver(source, claimed);
      await source.store.markSent(document._id, entry, new Date(), providerId);
      logger.info(about, `${what} sent`);
    } catch (error) {
      if (error instanceof ChannelStopped) {
        await drop(error.message);
        return true;
      }
      const attempts = entry.attempts + 1;
      const permanent = error instanceof ProviderError && error.permanent;
      const tries = channel === 'whatsapp' ? WHATSAPP_TRIES : timing.maxAttempts;
      if (permanent || attempts >= tries) {
        await drop(
          permanent ? describe(error) : `${PROVIDER_NAMES[channel]} refused it ${attempts} times`,
          error,
        );
        return true;
      }
      const retryAt = new Date(Date.now() + backoff(attempts, timing));
      await source.store.markFailed(document._id, entry, { error: describe(error), retryAt });
      logger.warn(
        { err: error, ...about, attempts, retryAt, outbox: await outboxState(sources) },
        `${what} not sent; it will be tried again`,
      );
    }
    return true;
  }

  /** The WhatsApp messages still undelivered after their time, given to SMS (once each). */
  async function fallBackUndelivered(): Promise<void> {
    if (phones.fallbackMs === undefined) return;
    const now = new Date();
    for (const source of sources) {
      for (const claimed of await source.store.undelivered(new Date(now.getTime() - phones.fallbackMs))) {
        if (await phones.fallBack(source, claimed, now)) {
          logger.info(
            { [source.name]: claimed.document._id.toHexString(), mail: claimed.entry.kind },
            `${source.name} WhatsApp message not delivered in time: given to SMS`,
          );
        }
      }
    }
  }

  /** Today's digest, once its hour has come. */
  async function sendDigestWhenDue(): Promise<void> {
    if (!email) return;
    const now = new Date();
    const digest = await claimDigest({ hour: email.digestHour, instance, leaseMs: timing.leaseMs }, now);
    if (!digest) return;
    try {
      const signUps = await signUpsFor(now);
      if (signUps.length > 0) await sendMail(digestMail(lagosToday(now), signUps));
      await markDigestSent(digest, instance, { until: now, subscribers: signUps.length });
    } catch (error) {
      const retryAt = new Date(Date.now() + backoff(digest.attempts + 1, timing));
      await markDigestFailed(digest, instance, { error: describe(error), retryAt });
      logger.warn({ err: error, retryAt }, 'newsletter digest not sent; it will be tried again');
    }
  }

  async function runOnce(): Promise<void> {
    await fallBackUndelivered();
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
      transport?.close();
    },
  };
}
