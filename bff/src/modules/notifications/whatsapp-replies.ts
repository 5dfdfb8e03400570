import { type MESSAGE_CATEGORIES, tripKindOf } from '@safa/contract';
import type { Types } from 'mongoose';
import { isDuplicateKeyError } from '../../db/duplicate-key';
import type { Logger } from '../../logger';
import { BookingModel } from '../bookings/booking.model';
import { phoneHolderKey } from '../bookings/hold-policy';
import { MessageModel } from '../messages/message.model';
import { PackageModel } from '../packages/package.model';
import type { ChannelStops } from './channel-stops';
import type { IncomingMessage } from './channels/whatsapp-webhook';

const CATEGORY_OF: Record<ReturnType<typeof tripKindOf>, (typeof MESSAGE_CATEGORIES)[number]> = {
  hajj: 'hajjmessage',
  umrah: 'umrahmessage',
  vacation: 'contactmessage',
};

/** "STOP" (any case, any spaces): the customer wants no more WhatsApp messages. */
const isStop = (text: string) => text.trim().toUpperCase() === 'STOP';

/**
 * What customers write to the agency's WhatsApp number becomes a message in the admin's inbox, linked
 * to the latest booking of that phone (its category from the booking's trip); each reply once, however
 * often Meta sends its event. A "STOP" stops WhatsApp messages to that phone.
 */
export async function recordWhatsAppReplies(
  incoming: readonly IncomingMessage[],
  { stops, logger }: { stops: ChannelStops; logger: Logger },
): Promise<void> {
  for (const reply of incoming) {
    const phone = `+${reply.from}`;
    if (isStop(reply.text)) await stops.stop('whatsapp', phone, reply.at);
    const booking = await BookingModel.findOne({ holders: phoneHolderKey(phone) })
      .sort({ createdAt: -1 })
      .select('reference contact packageId')
      .lean<{
        _id: Types.ObjectId;
        reference: string;
        contact: { name: string; email: string };
        packageId: Types.ObjectId;
      }>();
    const trip =
      booking &&
      (await PackageModel.findById(booking.packageId).select('category').lean<{ category: string }>());
    try {
      await MessageModel.create({
        name: reply.name ?? booking?.contact.name ?? phone,
        email: booking?.contact.email ?? '—',
        phone,
        category: CATEGORY_OF[tripKindOf(trip?.category ?? '')],
        message: reply.text,
        status: 'Unresponded',
        via: 'whatsapp',
        ...(booking && { bookingId: booking._id.toHexString(), bookingReference: booking.reference }),
        whatsappId: reply.id,
      });
      logger.info({ booking: booking?.reference }, 'a WhatsApp reply came in');
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
}
