import { CHANNEL_STOP_ANSWER, endpoints } from '@safa/contract';
import type { Middleware } from 'koa';
import type { WhatsAppSettings } from '../../config';
import { Forbidden, Unauthenticated } from '../../errors';
import { route } from '../../http/api-router';
import { jsonOf, rawBody } from '../../http/body';
import type { AppState } from '../../http/context';
import type { Logger } from '../../logger';
import type { ChannelStops } from './channel-stops';
import { isSignedByMeta, whatsAppEventsOf } from './channels/whatsapp-webhook';
import type { MailSource } from './mail-sources';
import type { PhoneMessages } from './phone-messages';
import { recordWhatsAppReplies } from './whatsapp-replies';

/** Meta's events are small JSON (a batch of statuses and messages); anything larger is not one. */
const WEBHOOK_MAX_BYTES = 256 * 1024;

export interface NotificationRouteSettings {
  whatsapp: WhatsAppSettings | undefined;
  phones: PhoneMessages;
  sources: readonly MailSource[];
  stops: ChannelStops;
  logger: Logger;
  /** The per-address limit of public posts (stop links). */
  perAddress: Middleware<AppState>;
}

/** WhatsApp's webhook (the handshake, then its signed events) and the stop links of messages. */
export const notificationRoutes = ({
  whatsapp,
  phones,
  sources,
  stops,
  logger,
  perAddress,
}: NotificationRouteSettings) => [
  route(endpoints.whatsappWebhookHandshake, ({ query, ctx }) => {
    if (!whatsapp?.verifyToken || query['hub.verify_token'] !== whatsapp.verifyToken) {
      throw new Forbidden('The verify token is not this webhook’s.');
    }
    ctx.type = 'text/plain';
    ctx.body = query['hub.challenge'];
    return undefined;
  }),
  route(endpoints.whatsappWebhook, async ({ ctx }) => {
    const raw = await rawBody(ctx, WEBHOOK_MAX_BYTES);
    if (!whatsapp || !isSignedByMeta(raw, ctx.get('x-hub-signature-256') || undefined, whatsapp.appSecret)) {
      throw new Unauthenticated('The signature is not valid.');
    }
    const { deliveries, incoming } = whatsAppEventsOf(jsonOf(raw));
    for (const { providerId, status, at } of deliveries) {
      for (const source of sources) {
        const found = await source.store.recordDelivery(providerId, status, at);
        if (!found) continue;
        if (status === 'failed' && (await phones.fallBack(source, found))) {
          logger.info(
            { [source.name]: found.document._id.toHexString(), mail: found.entry.kind },
            'WhatsApp message failed: given to SMS',
          );
        }
        break;
      }
    }
    await recordWhatsAppReplies(incoming, { stops, logger });
    ctx.body = { received: true };
    return undefined;
  }),
  route(
    endpoints.stopChannel,
    async ({ body }) => ({ message: CHANNEL_STOP_ANSWER[await stops.stopByToken(body.token)] }),
    { before: [perAddress] },
  ),
];
