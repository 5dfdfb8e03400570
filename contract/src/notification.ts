import { z } from 'zod';
import { timestampSchema } from './common';

/**
 * How the agency tells a customer (and the operator) of what happens to a booking: WhatsApp first,
 * SMS when WhatsApp fails or is not delivered, e-mail always.
 */
export const MESSAGE_CHANNELS = ['email', 'whatsapp', 'sms'] as const;
export const messageChannelSchema = z.enum(MESSAGE_CHANNELS);
export type MessageChannel = z.infer<typeof messageChannelSchema>;

export const MESSAGE_CHANNEL_LABELS: Record<MessageChannel, string> = {
  email: 'E-mail',
  whatsapp: 'WhatsApp',
  sms: 'SMS',
};

/** The channels besides e-mail a customer chooses at booking (both on by default for a mobile number). */
export const channelChoiceSchema = z.strictObject({
  whatsapp: z.boolean(),
  sms: z.boolean(),
});
export type ChannelChoice = z.infer<typeof channelChoiceSchema>;

/** Where a message to a phone stands, as the provider last said (WhatsApp's statuses; SMS is `sent`). */
export const DELIVERY_STATUSES = ['sent', 'delivered', 'read', 'failed'] as const;
export const deliveryStatusSchema = z.enum(DELIVERY_STATUSES);
export type DeliveryStatus = z.infer<typeof deliveryStatusSchema>;

/** One message of a booking, as the admin shows it: what, on which channel, to whom, and how it went. */
export const bookingMessageSchema = z.object({
  id: z.string(),
  /** Which event it tells of (`bookingReceived`, `receipt`…). */
  kind: z.string(),
  channel: messageChannelSchema,
  /** The customer, or the agency (NOTIFY_EMAIL, OPERATOR_WHATSAPP). */
  to: z.enum(['customer', 'agency']),
  state: z.enum(['pending', 'sent', 'dropped']),
  delivery: deliveryStatusSchema.optional(),
  queuedAt: timestampSchema,
  /** Not before then (a night's message waits for the morning in Lagos). */
  dueAt: timestampSchema,
  sentAt: timestampSchema.optional(),
  deliveredAt: timestampSchema.optional(),
  attempts: z.number().int(),
  lastError: z.string().optional(),
  droppedReason: z.string().optional(),
  /** An SMS sent because this WhatsApp message failed or was not delivered in time. */
  fellBackToSms: z.boolean().optional(),
});
export type BookingMessageView = z.infer<typeof bookingMessageSchema>;

/** A stop link's token: the channel and phone it stops, signed by the BFF. */
export const channelStopSchema = z.strictObject({
  token: z.string().regex(/^(whatsapp|sms)\.[\w-]{43}$/, { error: 'This link is not valid.' }),
});

export const CHANNEL_STOP_ANSWER = {
  whatsapp: 'You will get no more WhatsApp messages from Safa Travels & Tours about your bookings.',
  sms: 'You will get no more text messages from Safa Travels & Tours about your bookings.',
} as const;

/** Meta's subscription handshake for the WhatsApp webhook (`GET`): answered with the challenge. */
export const whatsAppHandshakeSchema = z.object({
  'hub.mode': z.literal('subscribe'),
  'hub.verify_token': z.string().max(200),
  'hub.challenge': z.string().max(200),
});
