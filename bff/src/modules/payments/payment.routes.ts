import { buffer } from 'node:stream/consumers';
import { endpoints, PAYMENT_MESSAGES } from '@safa/contract';
import type { Middleware } from 'koa';
import { Conflict, NotFound, TooLarge, Unauthenticated } from '../../errors';
import { route } from '../../http/api-router';
import type { AppContext, AppState } from '../../http/context';
import type { Logger } from '../../logger';
import { BookingModel } from '../bookings/booking.model';
import type { BookingService } from '../bookings/booking.service';
import { type LeanBooking, tripsOf } from '../bookings/booking-answers';
import { type CardPayments, isSignedByPaystack } from './card-payments';
import { recordMovement } from './money-ledger';
import { type ProofFile, proofs } from './proofs';
import { receiptFileName, receiptPdf } from './receipt-pdf';

/** Paystack's events are small JSON; anything larger is not one. */
const WEBHOOK_MAX_BYTES = 64 * 1024;

export interface PaymentRouteSettings {
  bookings: BookingService;
  /** Card payments, when PAYSTACK_SECRET_KEY is set; with the key that signs the webhook. */
  cards: { payments: CardPayments; secretKey: string } | undefined;
  mailsOn: boolean;
  /** The per-address limit of public posts (proof uploads, card payments). */
  perAddress: Middleware<AppState>;
  logger: Logger;
}

/** Sends a stored proof as a file of its own type, never run as a page (a PDF or a picture only). */
function sendProof(ctx: AppContext, { file, open }: ProofFile): undefined {
  ctx.type = file.contentType;
  ctx.length = file.length;
  ctx.set('Content-Disposition', `inline; filename="${file.filename.replace(/"/g, '')}"`);
  ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
  ctx.body = open();
  return undefined;
}

export function paymentRoutes({ bookings, cards, mailsOn, perAddress, logger }: PaymentRouteSettings) {
  const cardsOn = () => {
    if (!cards) throw new Conflict(PAYMENT_MESSAGES.cardsOff);
    return cards.payments;
  };

  return [
    route(endpoints.recordPayment, async ({ body: { bookingId, proofId, ...payment } }) => {
      const { booking } = await recordMovement(bookingId, { kind: 'payment', ...payment }, { mailsOn });
      return bookings.detailsOf(proofId ? await proofs.check(proofId) : booking);
    }),
    route(endpoints.refundPayment, async ({ body: { bookingId, ...refund } }) => {
      const { booking } = await recordMovement(bookingId, { kind: 'refund', ...refund }, { mailsOn });
      return bookings.detailsOf(booking);
    }),
    route(endpoints.bookingReceipt, async ({ id, query, ctx }) => {
      const booking = await BookingModel.findById(id).lean<LeanBooking>();
      const movement = booking?.payments.find((payment) => payment.receiptNumber === query.number);
      if (!booking || !movement) throw new NotFound('Receipt not found.');
      const pdf = await receiptPdf(booking, (await tripsOf([booking]))(booking), movement);
      ctx.type = 'application/pdf';
      ctx.set('Content-Disposition', `attachment; filename="${receiptFileName(movement.receiptNumber)}"`);
      ctx.body = pdf;
      return undefined;
    }),
    route(endpoints.getProof, async ({ id, ctx }) => sendProof(ctx, await proofs.get(id))),
    route(endpoints.checkProof, async ({ id }) => bookings.detailsOf(await proofs.check(id))),
    route(
      endpoints.uploadProof,
      async ({ query, ctx }) => bookings.viewOf(await proofs.upload(query.token, ctx.req)),
      { before: [perAddress] },
    ),
    route(endpoints.getProofByLink, async ({ id, query, ctx }) =>
      sendProof(ctx, await proofs.byLink(query.token, id)),
    ),
    route(
      endpoints.startCardPayment,
      async ({ body }) => ({ authorizationUrl: await cardsOn().start(body.token) }),
      { before: [perAddress] },
    ),
    route(
      endpoints.verifyCardPayment,
      async ({ body }) => bookings.viewOf(await cardsOn().verify(body.token, body.reference)),
      { before: [perAddress] },
    ),
    route(endpoints.paystackWebhook, async ({ ctx }) => {
      if (Number(ctx.get('Content-Length') || 0) > WEBHOOK_MAX_BYTES) throw new TooLarge('Too large.');
      const raw = await buffer(ctx.req);
      if (raw.length > WEBHOOK_MAX_BYTES) throw new TooLarge('Too large.');
      if (!cards || !isSignedByPaystack(raw, ctx.get('x-paystack-signature') || undefined, cards.secretKey)) {
        throw new Unauthenticated('The signature is not valid.');
      }
      // Answered at once, as Paystack asks; the charge is verified and recorded after.
      ctx.body = { received: true };
      let event: Parameters<CardPayments['onEvent']>[0];
      try {
        event = JSON.parse(raw.toString('utf8'));
      } catch {
        logger.warn('a signed Paystack event was not JSON');
        return undefined;
      }
      cards.payments.onEvent(event).catch((error: unknown) => {
        logger.error({ err: error }, 'a Paystack event could not be recorded');
      });
      return undefined;
    }),
  ];
}
