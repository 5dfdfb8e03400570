import { internationalPhoneDigits, type MessageChannel } from '@safa/contract';
import { model, Schema } from 'mongoose';
import type { DataCipher } from '../../data-cipher';
import { InvalidInput } from '../../errors';

/** A phone that said "no more" to a channel: found by its keyed fingerprint, never kept in clear. */
interface ChannelStop {
  _id: string;
  channel: 'whatsapp' | 'sms';
  at: Date;
}

const ChannelStopModel = model<ChannelStop>(
  'ChannelStop',
  new Schema<ChannelStop>({
    _id: String,
    channel: { type: String, required: true },
    at: { type: Date, required: true },
  }),
  'channel_stops',
);

type PhoneChannel = Extract<MessageChannel, 'whatsapp' | 'sms'>;

const TOKEN = /^(whatsapp|sms)\.([\w-]{43})$/;

/**
 * Stops per channel and phone, kept and honoured: a message's stop link carries a token naming the
 * channel and the phone's fingerprint (unguessable without the data key, so no one stops another's
 * messages by typing their number); a WhatsApp reply "STOP" stops WhatsApp too.
 */
export function channelStops(cipher: DataCipher) {
  /** The token of `phone`'s stop link for `channel` (undefined for a number not understood). */
  const tokenFor = (channel: PhoneChannel, phone: string): string | undefined => {
    const digits = internationalPhoneDigits(phone);
    return digits && `${channel}.${cipher.fingerprint(digits, 'channel-stop')}`;
  };

  return {
    tokenFor,

    /** Records a stop link's stop (400 for a token that is not one); answers its channel. */
    async stopByToken(token: string, now = new Date()): Promise<PhoneChannel> {
      const match = TOKEN.exec(token);
      if (!match) throw new InvalidInput('This link is not valid.');
      const channel = match[1] as PhoneChannel;
      await ChannelStopModel.updateOne(
        { _id: token },
        { $setOnInsert: { channel, at: now } },
        { upsert: true },
      );
      return channel;
    },

    /** Records that `phone` wants no more of `channel` (a WhatsApp "STOP"). */
    async stop(channel: PhoneChannel, phone: string, now = new Date()): Promise<void> {
      const key = tokenFor(channel, phone);
      if (key)
        await ChannelStopModel.updateOne(
          { _id: key },
          { $setOnInsert: { channel, at: now } },
          { upsert: true },
        );
    },

    async isStopped(channel: PhoneChannel, phone: string): Promise<boolean> {
      const key = tokenFor(channel, phone);
      return key !== undefined && (await ChannelStopModel.exists({ _id: key })) !== null;
    },
  };
}

export type ChannelStops = ReturnType<typeof channelStops>;
