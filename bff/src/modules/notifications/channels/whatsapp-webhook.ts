import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DeliveryStatus } from '@safa/contract';
import { z } from 'zod';

/**
 * Meta's webhook of the Cloud API: whether an event is Meta's (`X-Hub-Signature-256`, the HMAC-SHA256
 * of the raw body with the app's secret), and what it says: how messages went, and what customers wrote.
 */
export function isSignedByMeta(raw: Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header?.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(raw).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const statusSchema = z.object({
  id: z.string(),
  status: z.string(),
  timestamp: z.string().regex(/^\d+$/),
});

const messageSchema = z.object({
  id: z.string(),
  from: z.string().regex(/^\d{6,15}$/),
  timestamp: z.string().regex(/^\d+$/),
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
});

const eventSchema = z.object({
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          value: z.object({
            contacts: z
              .array(z.object({ wa_id: z.string(), profile: z.object({ name: z.string() }).optional() }))
              .optional(),
            messages: z.array(messageSchema).optional(),
            statuses: z.array(statusSchema).optional(),
          }),
        }),
      ),
    }),
  ),
});

/** What Meta said of a message sent: its `wamid`, its new status and when. */
export interface DeliveryEvent {
  providerId: string;
  status: DeliveryStatus;
  at: Date;
}

/** What a customer wrote to the agency's number. */
export interface IncomingMessage {
  id: string;
  /** E.164 digits. */
  from: string;
  /** The name the sender's WhatsApp profile gives, if any. */
  name: string | undefined;
  text: string;
  at: Date;
}

const STATUSES: ReadonlySet<string> = new Set(['sent', 'delivered', 'read', 'failed']);
const REPLY_MAX = 2000;

const dateOf = (seconds: string) => new Date(Number(seconds) * 1000);

/** The delivery statuses and incoming messages of a webhook event (nothing from a body of another shape). */
export function whatsAppEventsOf(payload: unknown): {
  deliveries: DeliveryEvent[];
  incoming: IncomingMessage[];
} {
  const parsed = eventSchema.safeParse(payload);
  if (!parsed.success) return { deliveries: [], incoming: [] };
  const values = parsed.data.entry.flatMap((entry) => entry.changes.map((change) => change.value));
  return {
    deliveries: values.flatMap((value) =>
      (value.statuses ?? [])
        .filter((status) => STATUSES.has(status.status))
        .map((status) => ({
          providerId: status.id,
          status: status.status as DeliveryStatus,
          at: dateOf(status.timestamp),
        })),
    ),
    incoming: values.flatMap((value) =>
      (value.messages ?? []).map((message) => ({
        id: message.id,
        from: message.from,
        name: value.contacts?.find((contact) => contact.wa_id === message.from)?.profile?.name,
        // Only text is kept; a picture or a voice note is said to have come (the operator opens WhatsApp).
        text: (message.text?.body ?? `[a ${message.type} message: open WhatsApp to see it]`).slice(
          0,
          REPLY_MAX,
        ),
        at: dateOf(message.timestamp),
      })),
    ),
  };
}
