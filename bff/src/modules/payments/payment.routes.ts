import { endpoints, PAYMENT_MESSAGES } from '@safa/contract';
import type { Middleware } from 'koa';
import type { ProofStorage } from '../../config';
import { Conflict, NotFound, Unauthenticated } from '../../errors';
import { route } from '../../http/api-router';
import { jsonOf, rawBody } from '../../http/body';
import { type AppContext, type AppState, operatorOf } from '../../http/context';
import type { Logger } from '../../logger';
import { BookingModel } from '../bookings/booking.model';
import type { BookingService } from '../bookings/booking.service';
import { type LeanBooking, tripsOf } from '../bookings/booking-answers';
import { BOOKING_NOT_FOUND, type BookingLife } from '../bookings/booking-life';
import { bookingOfLink } from '../bookings/booking-reads';
import { enqueueJob } from '../jobs/job-queue';
import { sendPrivateFile } from '../private-files/send-private-file';
import { type CardPayments, isSignedByPaystack } from './card-payments';
import { chargeJobOf, PAYSTACK_CHARGE_JOB } from './paystack-events';
import { proofFilesOf, proofIdOf } from './proofs';
import { findReceipt, type Receipt, receiptFileName, receiptPdf } from './receipt-pdf';
import { statementFileName, statementPdf } from './statement-pdf';

/** Paystack's events are small JSON; anything larger is not one. */
const WEBHOOK_MAX_BYTES = 64 * 1024;

export interface PaymentRouteSettings {
  bookings: BookingService;
  life: BookingLife;
  /** Card payments, when PAYSTACK_SECRET_KEY is set; with the key that signs the webhook. */
  cards: { payments: CardPayments; secretKey: string } | undefined;
  /** The per-address limit of public posts (proof uploads, card payments). */
  perAddress: Middleware<AppState>;
  proofStorage: ProofStorage;
  logger: Logger;
}

/** Sends a receipt's PDF, to download under its number's name. */
async function sendReceipt(ctx: AppContext, booking: LeanBooking, receipt: Receipt): Promise<undefined> {
  const pdf = await receiptPdf(booking, (await tripsOf([booking]))(booking), receipt);
  ctx.type = 'application/pdf';
  ctx.set('Content-Disposition', `attachment; filename="${receiptFileName(receipt.movement.receiptNumber)}"`);
  ctx.body = pdf;
  return undefined;
}

async function sendStatement(ctx: AppContext, booking: LeanBooking): Promise<undefined> {
  const pdf = await statementPdf(booking, (await tripsOf([booking]))(booking));
  ctx.type = 'application/pdf';
  ctx.set('Content-Disposition', `attachment; filename="${statementFileName(booking.reference)}"`);
  ctx.body = pdf;
  return undefined;
}

export function paymentRoutes({
  bookings,
  life,
  cards,
  perAddress,
  proofStorage,
  logger,
}: PaymentRouteSettings) {
  const cardsOn = () => {
    if (!cards) throw new Conflict(PAYMENT_MESSAGES.cardsOff);
    return cards.payments;
  };
  const proofs = proofFilesOf(life, { storage: proofStorage, logger });

  return [
    route(endpoints.recordPayment, async ({ body: { bookingId, ...payment }, ctx }) =>
      bookings.detailsOf((await life.recordPayment(bookingId, payment, operatorOf(ctx))).booking),
    ),
    route(endpoints.refundPayment, async ({ body: { bookingId, ...refund }, ctx }) =>
      bookings.detailsOf((await life.recordRefund(bookingId, refund, operatorOf(ctx))).booking),
    ),
    route(endpoints.adjustBookingPrice, async ({ id, body, ctx }) =>
      bookings.detailsOf((await life.adjustPrice(id, body, operatorOf(ctx))).booking),
    ),
    // Before `bookingReceipt`: the router tries routes in this order, and `by-link` is no id.
    route(endpoints.receiptByLink, async ({ query, ctx }) => {
      const booking = await bookingOfLink(query.token);
      const receipt = findReceipt(booking, query.number);
      if (!receipt) throw new NotFound('Receipt not found.');
      return sendReceipt(ctx, booking, receipt);
    }),
    route(endpoints.statementByLink, async ({ query, ctx }) =>
      sendStatement(ctx, await bookingOfLink(query.token)),
    ),
    route(
      endpoints.choosePlanByLink,
      async ({ query, body }) => bookings.choosePlan(query.token, body.plan),
      {
        before: [perAddress],
      },
    ),
    route(endpoints.bookingStatement, async ({ id, ctx }) => {
      const booking = await BookingModel.findById(id).lean<LeanBooking>();
      if (!booking) throw new NotFound(BOOKING_NOT_FOUND);
      return sendStatement(ctx, booking);
    }),
    route(endpoints.bookingReceipt, async ({ id, query, ctx }) => {
      const booking = await BookingModel.findById(id).lean<LeanBooking>();
      const receipt = booking && findReceipt(booking, query.number);
      if (!booking || !receipt) throw new NotFound('Receipt not found.');
      return sendReceipt(ctx, booking, receipt);
    }),
    route(endpoints.getProof, async ({ id, ctx }) => sendPrivateFile(ctx, await proofs.get(id))),
    route(endpoints.checkProof, async ({ id, ctx }) =>
      bookings.detailsOf((await life.checkProof(proofIdOf(id), operatorOf(ctx))).booking),
    ),
    route(endpoints.refuseProof, async ({ id, body, ctx }) =>
      bookings.detailsOf((await life.refuseProof(proofIdOf(id), body.note, operatorOf(ctx))).booking),
    ),
    route(
      endpoints.uploadProof,
      async ({ query, ctx }) =>
        bookings.viewOf(await proofs.upload(await bookingOfLink(query.token), ctx.req)),
      { before: [perAddress] },
    ),
    route(endpoints.getProofByLink, async ({ id, query, ctx }) =>
      sendPrivateFile(ctx, await proofs.byLink(query.token, id)),
    ),
    route(
      endpoints.startCardPayment,
      async ({ body }) => ({
        authorizationUrl: await cardsOn().start(await bookingOfLink(body.token), body.amount),
      }),
      { before: [perAddress] },
    ),
    route(
      endpoints.verifyCardPayment,
      async ({ body }) => {
        const outcome = await cardsOn().confirm(await bookingOfLink(body.token), body.reference);
        if (outcome === 'unpaid') throw new Conflict(PAYMENT_MESSAGES.cardNotPaid);
        if (outcome === 'mismatch') {
          throw new Conflict(
            'The card payment could not be confirmed, so it is not recorded: the agency will check it with you.',
          );
        }
        return bookings.viewOf(await bookingOfLink(body.token));
      },
      { before: [perAddress] },
    ),
    route(
      endpoints.redeemCardReturn,
      async ({ body }) => ({ token: await bookings.tokenOfCardReturn(body.code, body.reference) }),
      { before: [perAddress] },
    ),
    route(endpoints.paystackWebhook, async ({ ctx }) => {
      const raw = await rawBody(ctx, WEBHOOK_MAX_BYTES);
      if (!cards || !isSignedByPaystack(raw, ctx.get('x-paystack-signature') || undefined, cards.secretKey)) {
        throw new Unauthenticated('The signature is not valid.');
      }
      const event = jsonOf(raw);
      if (event === undefined) logger.warn('a signed Paystack event was not JSON');
      // Stored before the 200 (a stop right after loses nothing); verified and recorded by the job worker.
      const job = chargeJobOf(event);
      if (job) await enqueueJob(job.key, PAYSTACK_CHARGE_JOB, job.payload);
      ctx.body = { received: true };
      return undefined;
    }),
  ];
}
