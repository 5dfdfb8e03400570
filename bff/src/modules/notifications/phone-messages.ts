import type { ChannelSettings } from '../../config';
import { newOutboxEntry } from '../outbox/outbox-entry';
import type { Claimed, MailCarrier } from '../outbox/outbox-store';
import type { ChannelStops } from './channel-stops';
import { ProviderError } from './channels/provider-error';
import { termiiSms } from './channels/termii-sms';
import { whatsAppCloud } from './channels/whatsapp-cloud';
import { nextDaytime } from './daytime';
import type { MailSource } from './mail-sources';

/** A customer stopped the channel: nothing is sent to them on it. */
export class ChannelStopped extends Error {
  override readonly name = 'ChannelStopped';
}

/** `proofToAgency` → `safa_proof_to_agency`: a template's default name. */
const templateNameOf = (kind: string) =>
  `safa_${kind.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)}`;

/**
 * Messages to phones: WhatsApp templates through the Cloud API, SMS through the gateway, each on when
 * set up; a customer's stop honoured on each; a WhatsApp message that fails, or that stays undelivered,
 * given to SMS once (when the source allows it: the customer kept SMS).
 */
export function phoneMessages(
  { whatsapp, sms, daytime }: ChannelSettings,
  { stops, siteUrl }: { stops?: ChannelStops; siteUrl: string },
) {
  const cloud = whatsapp && whatsAppCloud(whatsapp);
  const gateway = sms && termiiSms(sms);

  const templateOf = (kind: string) => ({
    name: whatsapp?.templates[kind]?.name ?? templateNameOf(kind),
    language: whatsapp?.templates[kind]?.language ?? whatsapp?.language ?? 'en',
  });

  /** The message of a claimed entry, refused when its customer stopped the channel. */
  async function phoneMessageOf<T extends MailCarrier>(
    source: MailSource<T>,
    claimed: Claimed<T>,
    channel: 'whatsapp' | 'sms',
  ) {
    const message = await source.composePhone?.(claimed, siteUrl);
    if (!message)
      throw new ProviderError(`No phone to send a ${source.name}'s ${claimed.entry.kind} to`, true);
    if (message.audience === 'customer' && (await stops?.isStopped(channel, message.to))) {
      throw new ChannelStopped(`the customer stopped ${channel === 'sms' ? 'SMS' : 'WhatsApp'} messages`);
    }
    return message;
  }

  return {
    whatsAppOn: cloud !== undefined,
    fallbackMs: whatsapp?.fallbackMs,

    /** Sends a claimed WhatsApp message; answers its `wamid`. */
    async sendWhatsApp<T extends MailCarrier>(source: MailSource<T>, claimed: Claimed<T>): Promise<string> {
      if (!cloud) throw new ProviderError('WhatsApp is off: its settings are not set', true);
      const message = await phoneMessageOf(source, claimed, 'whatsapp');
      const template = templateOf(claimed.entry.kind);
      return cloud.send({
        to: message.to,
        template: template.name,
        language: template.language,
        parameters: message.parameters,
        ...(message.document && { document: message.document }),
      });
    },

    /** Sends a claimed SMS, with its stop link for a customer; answers the gateway's message id. */
    async sendSms<T extends MailCarrier>(source: MailSource<T>, claimed: Claimed<T>): Promise<string> {
      if (!gateway) throw new ProviderError('SMS is off: its settings are not set', true);
      const message = await phoneMessageOf(source, claimed, 'sms');
      const stop = message.audience === 'customer' ? stops?.tokenFor('sms', message.to) : undefined;
      return gateway.send(
        message.to,
        stop ? `${message.sms} Stop SMS: ${siteUrl}/stop?token=${stop}` : message.sms,
      );
    },

    /**
     * Queues the SMS of a WhatsApp message that failed or was not delivered, once, when SMS is on and
     * the source allows it: due at once if the message would be worthless by the morning, else in the
     * Lagos daytime. True when it was queued now.
     */
    async fallBack<T extends MailCarrier>(
      source: MailSource<T>,
      claimed: Claimed<T>,
      now = new Date(),
    ): Promise<boolean> {
      if (!gateway || !source.smsAllowed?.(claimed)) return false;
      const { document, entry } = claimed;
      const morning = nextDaytime(now, daytime);
      const expiresAt = entry.expiresAt ?? new Date(now.getTime() + 24 * 60 * 60 * 1000);
      return source.store.fallBack(
        document._id,
        newOutboxEntry(entry.kind, {
          channel: 'sms',
          ...(entry.to && { to: entry.to }),
          ...(entry.about !== undefined && { about: entry.about }),
          fallbackFor: entry.id,
          queuedAt: now,
          dueAt: expiresAt < morning ? now : morning,
          expiresAt,
        }),
        now,
      );
    },
  };
}

export type PhoneMessages = ReturnType<typeof phoneMessages>;

/** No WhatsApp nor SMS: what was queued for a phone is dropped as off (the e-mail still goes). */
export const PHONES_OFF: PhoneMessages = phoneMessages(
  { whatsapp: undefined, sms: undefined, daytime: [0, 24] },
  { siteUrl: '' },
);
