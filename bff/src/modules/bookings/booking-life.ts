import { randomUUID } from 'node:crypto';
import {
  type HistoryEvent,
  isWaitingProof,
  OPERATOR_BOOKING_MESSAGES,
  PAYABLE_STATUSES,
  PAYMENT_MESSAGES,
  PAYMENT_PLAN_LABELS,
  type PaymentMethod,
  type PaymentPlan,
  type RefundReason,
  SEAT_HOLDING_STATUSES,
} from '@safa/contract';
import type { QueryFilter, Types } from 'mongoose';
import { duplicateKeyOf } from '../../db/duplicate-key';
import { Conflict, InvalidInput, NotFound } from '../../errors';
import { contentChanged } from '../content/content-versions';
import { returnSeats, returnSomeSeats, takeMoreSeats, takeSeats } from '../departures/seats';
import { outboxStore } from '../outbox/outbox-store';
import { nextReceiptNumber } from '../payments/receipt-numbers';
import { BookingModel, type StoredBooking, type StoredLedgerEntry } from './booking.model';
import type { LeanBooking } from './booking-answers';
import {
  adjustmentRefusal,
  amountsOf,
  hasEnded,
  type Phase,
  phaseOf,
  refundRefusal,
  statusOf,
} from './booking-ledger';
import { type BookingMessage, channelsOf, type MessagePlan, queued } from './booking-messages';
import { newBookingReference } from './booking-reference';

/**
 * The one owner of a booking's life: every change of a booking document is made here. Each
 * transition reads the booking, decides (or refuses, changing nothing), and writes in one update
 * conditional on the booking being as it was read (its `revision`): the new fields, the status and
 * amounts worked out from the ledger, the history entry, and the messages the change causes. Two
 * racing transitions never both apply to one state: the loser reads again and decides again. Seats
 * are taken and given back through the departure's own conditional update (departures/seats.ts).
 */

export const BOOKING_NOT_FOUND = 'Booking not found.';
const PROOF_NOT_FOUND = 'Proof not found.';
/** Tries when another change lands between the read and the write. */
const TRANSITION_TRIES = 8;
/** A clash of two new references (one in 20 million each) is tried again with another. */
const REFERENCE_TRIES = 5;
/** A refused proof gives the hold back what was left of it, and never less than a day. */
const HOLD_AFTER_PROOF_MIN_MS = 24 * 60 * 60 * 1000;
/** Proofs one booking keeps: more is a mistake or abuse (the customer can still write on WhatsApp). */
export const PROOFS_PER_BOOKING = 10;
/** The customer is told this long before an unpaid hold ends. */
export const HOLD_ENDING_NOTICE_MS = 12 * 60 * 60 * 1000;

/** Who made a change, as the history names them: the customer, Paystack, the BFF, or the operator's username. */
export type Actor = 'customer' | 'paystack' | 'system' | (string & {});

/** What a booking is booked with, and the operator's change or move changes later. */
type Booked =
  | 'departureId'
  | 'room'
  | 'roomPrice'
  | 'depositPerPerson'
  | 'total'
  | 'depositDue'
  | 'contact'
  | 'travellers'
  | 'plan';

/** What transitions change of a booking, besides its status, amounts, history and messages. */
type Fields = Pick<
  StoredBooking,
  | Booked
  | 'ledger'
  | 'proofs'
  | 'cardPayments'
  | 'reminders'
  | 'notices'
  | 'virtualAccount'
  | 'holdExpiresAt'
  | 'holdFrom'
  | 'holdLeftMs'
  | 'holdEndingToldFor'
>;

/** A booking as it is first stored: what the visitor booked; its life starts with it. */
export type NewBooking = Omit<
  StoredBooking,
  | Exclude<keyof Fields, Booked>
  | 'reference'
  | 'status'
  | 'revision'
  | 'amounts'
  | 'history'
  | 'mails'
  | 'createdAt'
  | 'updatedAt'
> & { _id: Types.ObjectId };

/** What a transition decided: the fields it changes (whole: the write is conditional on the read). */
interface Change {
  /** The history entry's event; a bookkeeping change (a reminder queued) has none. */
  event?: HistoryEvent;
  by?: Actor;
  note?: string;
  /** The phase it moves the booking to (cancelled, expired, back to active); else it stays. */
  phase?: Phase;
  set?: Partial<Fields>;
  unset?: ReadonlyArray<keyof Fields>;
  messages?: BookingMessage[];
}

/** Decides a change of `booking` at `now`: a change, nothing to do (undefined), or a thrown refusal. */
type Decide = (booking: LeanBooking, now: Date) => Change | undefined;

/** A change of a booking's travellers (their details, documents, visas), as the pilgrims module decides it. */
export interface TravellersChange {
  travellers: StoredBooking['travellers'];
  /** Bookkeeping (what a passport page was read to say) has no history entry. */
  event?: Extract<HistoryEvent, 'traveller_changed' | 'document_sent' | 'visa_changed'>;
  by?: Actor;
  /** Which traveller and which fields: never their values. */
  note?: string;
  /** What the customer is told of it (a visa issued). */
  messages?: BookingMessage[];
}

/**
 * Where a booking's seats are to be and what else changes with them, as the operator's change or
 * move decides it on the booking as read: its departure (the same, or another) and its travellers
 * (as many seats), their room and the price that follows.
 */
export interface SeatedChange {
  event: Extract<HistoryEvent, 'details_changed' | 'moved'>;
  note: string;
  set: Partial<Fields> & Pick<Fields, 'departureId' | 'room' | 'travellers'>;
}

export interface BookingLifeSettings {
  /** How long an unpaid booking holds its seats. */
  holdMs: number;
  /** How long one made to pay its deposit at once (`payNow`) holds them. */
  payNowMs: number;
  /** The channels messages go by: transitions queue those they cause on them. */
  messages: MessagePlan;
  /** Told when seats of a departure came back (its waitlist). */
  onSeatsBack?: (departureId: Types.ObjectId) => Promise<void>;
}

export interface NewPayment {
  amount: number;
  method: PaymentMethod;
  paidOn: string;
  note?: string | undefined;
}

/** A booking's messages (and their delivery bookkeeping), which need its private link, kept sealed elsewhere. */
export const bookingOutbox = outboxStore<StoredBooking>(BookingModel, { select: '+linkSealed' });

const proofIdOf = (booking: LeanBooking, proofId: string) =>
  booking.proofs.find((proof) => proof.id.toHexString() === proofId);

/**
 * When no proof waits any more on a booking that holds seats unpaid: its hold runs again, for what
 * was left of it when the proof came, and at least a day.
 */
function holdAfterProofs(booking: LeanBooking, proofs: LeanBooking['proofs'], now: Date): Change['set'] {
  if (proofs.some(isWaitingProof) || booking.holdLeftMs === undefined) return {};
  const left = Math.max(booking.holdLeftMs, HOLD_AFTER_PROOF_MIN_MS);
  return { holdExpiresAt: new Date(now.getTime() + left), holdFrom: now };
}

export function bookingLife({ holdMs, payNowMs, messages: plan, onSeatsBack }: BookingLifeSettings) {
  async function transition(
    find: QueryFilter<StoredBooking>,
    decide: Decide,
    now = new Date(),
  ): Promise<{ booking: LeanBooking; before: LeanBooking; changed: boolean }> {
    for (let attempt = 1; attempt <= TRANSITION_TRIES; attempt += 1) {
      const before = await BookingModel.findOne(find).select('+holders').lean<LeanBooking>();
      if (!before) throw new NotFound(BOOKING_NOT_FOUND);
      const change = decide(before, now);
      if (!change) return { booking: before, before, changed: false };
      const after = { ...before, ...change.set };
      const phase = change.phase ?? phaseOf(before.status);
      const amounts = amountsOf(after, after.ledger, phase);
      const status = statusOf(phase, amounts, after.proofs.some(isWaitingProof));
      const choice = channelsOf(before);
      const messages = (change.messages ?? []).flatMap((message) => queued(message, { plan, choice }, now));
      const unset = Object.fromEntries([
        ...(change.unset ?? []).map((field) => [field, '']),
        // A hold no proof stops any more has nothing left to give back.
        ...(change.set?.holdFrom ? [['holdLeftMs', '']] : []),
      ]);
      const booking = await BookingModel.findOneAndUpdate(
        { _id: before._id, revision: before.revision },
        {
          $set: { ...change.set, status, amounts },
          ...(Object.keys(unset).length > 0 && { $unset: unset }),
          $inc: { revision: 1 },
          $push: {
            ...(change.event && {
              history: {
                event: change.event,
                status,
                at: now,
                by: change.by ?? 'system',
                ...(change.note && { note: change.note }),
              },
            }),
            ...(messages.length > 0 && { mails: { $each: messages } }),
          },
        },
        { returnDocument: 'after' },
      )
        .select('+holders')
        .lean<LeanBooking>();
      if (booking) return { booking, before, changed: true };
    }
    throw new Conflict('The booking changed while this was recorded: try again.');
  }

  const byId = (id: Types.ObjectId | string): QueryFilter<StoredBooking> => ({ _id: id });

  /** Seats came back to a departure: its package pages change, and its waitlist is told. */
  async function seatsCameBack(departureId: Types.ObjectId): Promise<void> {
    await contentChanged('departures');
    await onSeatsBack?.(departureId);
  }

  /** A booking's `seats` go back to its departure (once, whoever calls), and its package pages change. */
  async function releaseSeats(
    booking: Pick<LeanBooking, '_id' | 'departureId'>,
    seats: number,
  ): Promise<void> {
    if (await returnSeats(booking.departureId, booking._id, seats)) await seatsCameBack(booking.departureId);
  }

  /**
   * Money Paystack confirmed, recorded once per Paystack reference (however often it is reported),
   * with its receipt to the customer and what the agency is to know.
   */
  async function recordPaystackPayment(
    find: QueryFilter<StoredBooking>,
    reference: string,
    payment: (booking: LeanBooking) => Pick<NewPayment, 'amount' | 'method' | 'paidOn'> & { note: string },
    toAgency: (receiptNumber: string, toRefund: number) => BookingMessage[],
    now: Date,
  ) {
    const entry = await moneyEntry(now);
    return transition(
      find,
      (booking) => {
        if (
          booking.ledger.some(
            (recorded) => recorded.kind === 'payment' && recorded.paystackReference === reference,
          )
        ) {
          return undefined;
        }
        const ledger: StoredLedgerEntry[] = [
          ...booking.ledger,
          { kind: 'payment', ...payment(booking), paystackReference: reference, ...entry },
        ];
        const { toRefund } = amountsOf(booking, ledger, phaseOf(booking.status));
        return {
          event: 'payment',
          by: 'paystack',
          note: `Payment ${entry.receiptNumber}`,
          set: { ledger },
          messages: [
            { kind: 'receipt', about: entry.receiptNumber },
            ...toAgency(entry.receiptNumber, toRefund),
          ],
        };
      },
      now,
    );
  }

  /** A payment or refund entry with the next receipt number of the year. */
  const moneyEntry = async (now: Date) => ({
    id: randomUUID(),
    receiptNumber: await nextReceiptNumber(now),
    recordedAt: now,
  });

  return {
    releaseSeats,

    /**
     * Stores a new booking, held: its seats are already taken on the departure. Its first history
     * entry and its messages (to the customer, to the agency) are written with it, and so is the
     * money the customer handed the operator who booked (`paid`), with its receipt: the booking
     * never exists without the payment it was made with.
     */
    async hold(
      document: NewBooking,
      now = new Date(),
      { by = 'customer', paid }: { by?: Actor; paid?: NewPayment | undefined } = {},
    ): Promise<LeanBooking> {
      const payment = paid && { kind: 'payment' as const, ...paid, ...(await moneyEntry(now)) };
      const ledger: StoredLedgerEntry[] = payment ? [payment] : [];
      const amounts = amountsOf(document, ledger, 'active');
      const status = statusOf('active', amounts, false);
      const messages: BookingMessage[] = [
        { kind: 'bookingReceived' },
        // The agency is told of the bookings customers make; one the operator made, it knows of.
        ...(by === 'customer' ? [{ kind: 'bookingToAgency' as const }] : []),
        ...(payment ? [{ kind: 'receipt' as const, about: payment.receiptNumber }] : []),
      ];
      const fields = {
        ...document,
        status,
        revision: 0,
        amounts,
        holdExpiresAt: new Date(now.getTime() + (document.payNow ? payNowMs : holdMs)),
        holdFrom: now,
        history: [
          { event: 'held' as const, status: 'held' as const, at: now, by },
          ...(payment
            ? [{ event: 'payment' as const, status, at: now, by, note: `Payment ${payment.receiptNumber}` }]
            : []),
        ],
        ledger,
        proofs: [],
        cardPayments: [],
        reminders: [],
        notices: [],
        mails: messages.flatMap((message) => queued(message, { plan, choice: channelsOf(document) }, now)),
      };
      for (let attempt = 1; ; attempt += 1) {
        try {
          return (
            await BookingModel.create({ ...fields, reference: newBookingReference() })
          ).toObject() as LeanBooking;
        } catch (error) {
          if (duplicateKeyOf(error) !== 'reference' || attempt >= REFERENCE_TRIES) throw error;
        }
      }
    },

    /** The customer's transfer proof is listed: a held booking waits for it, its hold stopped meanwhile. */
    sendProof: (
      bookingId: Types.ObjectId,
      proof: Omit<StoredBooking['proofs'][number], 'uploadedAt'>,
      now = new Date(),
    ) =>
      transition(
        byId(bookingId),
        (booking) => {
          if (booking.proofs.length >= PROOFS_PER_BOOKING) {
            throw new Conflict(
              `A booking takes at most ${PROOFS_PER_BOOKING} proofs: send more to the agency on WhatsApp.`,
            );
          }
          return {
            event: 'proof_sent',
            by: 'customer',
            set: {
              proofs: [...booking.proofs, { ...proof, uploadedAt: now }],
              ...(booking.status === 'held' && {
                holdLeftMs: Math.max(0, booking.holdExpiresAt.getTime() - now.getTime()),
              }),
            },
            messages: [
              { kind: 'proofReceived', about: proof.id.toHexString() },
              { kind: 'proofToAgency', about: proof.id.toHexString() },
            ],
          };
        },
        now,
      ),

    /** The operator saw a proof and found nothing to record (a payment recorded for it checks it too). */
    checkProof: (proofId: Types.ObjectId, by: Actor, now = new Date()) =>
      transition(
        { 'proofs.id': proofId },
        (booking) => {
          const proofs = closeProof(booking, proofId, { checkedAt: now });
          return { event: 'proof_checked', by, set: { proofs, ...holdAfterProofs(booking, proofs, now) } };
        },
        now,
      ),

    /** The operator did not find a proof's money: the customer is told why; the hold runs again. */
    refuseProof: (proofId: Types.ObjectId, refusal: string, by: Actor, now = new Date()) =>
      transition(
        { 'proofs.id': proofId },
        (booking) => {
          const proofs = closeProof(booking, proofId, { refusedAt: now, refusal });
          return {
            event: 'proof_refused',
            by,
            note: refusal,
            set: { proofs, ...holdAfterProofs(booking, proofs, now) },
            messages: [{ kind: 'proofRefused', about: proofId.toHexString() }],
          };
        },
        now,
      ),

    /**
     * Money the operator received, with the proof it was checked against (of this booking only: 400
     * otherwise), both in one update. Recorded on any booking: money beyond the price, or on one that
     * ended, shows as money to refund.
     */
    async recordPayment(
      bookingId: string,
      payment: NewPayment & { proofId?: string | undefined },
      by: Actor,
      now = new Date(),
    ) {
      const { proofId, ...money } = payment;
      const entry = await moneyEntry(now);
      return transition(
        byId(bookingId),
        (booking) => {
          const proof = proofId === undefined ? undefined : proofIdOf(booking, proofId);
          if (proofId !== undefined && !proof) throw new InvalidInput(PAYMENT_MESSAGES.proofOfAnotherBooking);
          const proofs = proof ? closeProof(booking, proof.id, { checkedAt: now }) : booking.proofs;
          return {
            event: 'payment',
            by,
            note: `Payment ${entry.receiptNumber}`,
            set: {
              ledger: [...booking.ledger, { kind: 'payment', ...money, ...entry }],
              proofs,
              ...(proof && holdAfterProofs(booking, proofs, now)),
            },
            messages: [{ kind: 'receipt', about: entry.receiptNumber }],
          };
        },
        now,
      );
    },

    /** Money given back, for its reason (see booking-ledger.ts); a price reduction is recorded with it. */
    async recordRefund(
      bookingId: string,
      refund: NewPayment & { reason: RefundReason },
      by: Actor,
      now = new Date(),
    ) {
      const entry = await moneyEntry(now);
      return transition(
        byId(bookingId),
        (booking) => {
          const refused = refundRefusal(booking.status, booking.amounts, refund);
          if (refused) throw new Conflict(refused);
          const reduction: StoredLedgerEntry[] =
            refund.reason === 'price_reduction'
              ? [
                  {
                    kind: 'adjustment',
                    id: randomUUID(),
                    amount: -refund.amount,
                    reason: refund.note ?? 'Price reduced',
                    recordedAt: now,
                  },
                ]
              : [];
          return {
            event: 'refund',
            by,
            note: `Refund ${entry.receiptNumber}`,
            set: { ledger: [...booking.ledger, ...reduction, { kind: 'refund', ...refund, ...entry }] },
            messages: [{ kind: 'receipt', about: entry.receiptNumber }],
          };
        },
        now,
      );
    },

    /** The price changes by `amount` (negative for a discount), never below nothing. */
    adjustPrice: (
      bookingId: string,
      { amount, reason }: { amount: number; reason: string },
      by: Actor,
      now = new Date(),
    ) =>
      transition(
        byId(bookingId),
        (booking) => {
          const refused = adjustmentRefusal(booking.amounts, amount);
          if (refused) throw new Conflict(refused);
          return {
            event: 'adjustment',
            by,
            note: reason,
            set: {
              ledger: [
                ...booking.ledger,
                { kind: 'adjustment', id: randomUUID(), amount, reason, recordedAt: now },
              ],
            },
          };
        },
        now,
      ),

    /**
     * A card payment of `amount` started with Paystack: its reference, `<booking>-<n>`, kept with the
     * amount and the hash of the one-time code its way back carries (good until `returnBy`).
     */
    async startCardPayment(
      bookingId: Types.ObjectId,
      amount: (booking: LeanBooking) => number,
      way: { returnCodeHash: string; returnBy: Date },
      now = new Date(),
    ) {
      let reference = '';
      let started = 0;
      const { booking } = await transition(
        byId(bookingId),
        (current) => {
          if (!PAYABLE_STATUSES.includes(current.status)) throw new Conflict(PAYMENT_MESSAGES.notPayable);
          started = amount(current);
          if (started <= 0) throw new Conflict(PAYMENT_MESSAGES.nothingDue);
          reference = `${current.reference}-${current.cardPayments.length + 1}`;
          return {
            set: { cardPayments: [...current.cardPayments, { reference, amount: started, at: now, ...way }] },
          };
        },
        now,
      );
      return { booking, reference, amount: started };
    },

    /**
     * A card payment Paystack says was paid: recorded once, however often it is reported, whatever
     * happened to the booking meanwhile (money beyond the price, or on a booking that ended, shows
     * as money to refund, and the agency is told).
     */
    recordCardPayment: (reference: string, paidOn: string, now = new Date()) =>
      recordPaystackPayment(
        { 'cardPayments.reference': reference },
        reference,
        (booking) => {
          const started = booking.cardPayments.find((payment) => payment.reference === reference);
          if (!started) throw new NotFound('This card payment is not known.');
          return { amount: started.amount, method: 'card', paidOn, note: `Paystack ${reference}` };
        },
        (receiptNumber) => [{ kind: 'cardPaymentToAgency', about: receiptNumber }],
        now,
      ),

    /**
     * A transfer Paystack received into the booking's own account: recorded once, whatever its
     * amount and whenever it comes; money on a booking that ended, or beyond its price, shows to
     * refund and the agency is told.
     */
    recordTransfer: (
      bookingId: Types.ObjectId,
      { reference, amount, paidOn }: { reference: string; amount: number; paidOn: string },
      now = new Date(),
    ) =>
      recordPaystackPayment(
        byId(bookingId),
        reference,
        () => ({
          amount,
          method: 'transfer',
          paidOn,
          note: `Transfer to the booking's account (Paystack ${reference})`,
        }),
        (_receiptNumber, toRefund) => (toRefund > 0 ? [{ kind: 'refundToAgency' }] : []),
        now,
      ),

    /**
     * The customer came back from Paystack with the card payment's one-time code: good once, until
     * its time (404 otherwise, changing nothing).
     */
    redeemCardReturn: (reference: string, codeHash: string, now = new Date()) =>
      transition(
        { 'cardPayments.reference': reference },
        (booking) => {
          const payment = booking.cardPayments.find((each) => each.reference === reference);
          const good =
            payment?.returnCodeHash === codeHash && !payment.returnedAt && (payment.returnBy ?? now) > now;
          if (!good) throw new NotFound(PAYMENT_MESSAGES.returnNotValid);
          return {
            set: {
              cardPayments: booking.cardPayments.map((each) =>
                each === payment ? { ...each, returnedAt: now } : each,
              ),
            },
          };
        },
        now,
      ),

    /** The reconciler asked Paystack about a card payment (and asks again later, not at once). */
    noteCardPaymentChecked: (reference: string, now = new Date()) =>
      transition(
        { 'cardPayments.reference': reference },
        (booking) => ({
          set: {
            cardPayments: booking.cardPayments.map((payment) =>
              payment.reference === reference ? { ...payment, checkedAt: now } : payment,
            ),
          },
        }),
        now,
      ),

    /** An unpaid hold has passed: the booking expires and its seats go back (once). */
    async expire(bookingId: Types.ObjectId, now = new Date()) {
      const outcome = await transition(
        byId(bookingId),
        (booking) =>
          booking.status === 'held' &&
          booking.holdExpiresAt <= now &&
          !booking.ledger.some((entry) => entry.kind === 'payment')
            ? {
                event: 'expired',
                by: 'system',
                phase: 'expired',
                messages: endedMessages(booking, 'expired'),
              }
            : undefined,
        now,
      );
      if (outcome.changed) await releaseSeats(outcome.booking, outcome.booking.travellers.length);
      return outcome;
    },

    /** The operator cancels a booking that holds seats: they go back (once); the customer is told. */
    async cancel(bookingId: string, by: Actor, now = new Date()) {
      const outcome = await transition(
        byId(bookingId),
        (booking) => {
          if (!SEAT_HOLDING_STATUSES.includes(booking.status)) {
            throw new Conflict(`This booking is already ${booking.status}.`);
          }
          return {
            event: 'cancelled',
            by,
            phase: 'cancelled',
            messages: endedMessages(booking, 'cancelled'),
          };
        },
        now,
      );
      await releaseSeats(outcome.booking, outcome.booking.travellers.length);
      return outcome.booking;
    },

    /**
     * The operator takes a cancelled or expired booking back: its seats are taken again first (409
     * with the seats left when they are gone), then it is active again, held anew if still unpaid.
     */
    async reinstate(bookingId: string, by: Actor, today: string, now = new Date()) {
      const ended = await BookingModel.findById(bookingId).lean<LeanBooking>();
      if (!ended) throw new NotFound(BOOKING_NOT_FOUND);
      if (!hasEnded(ended.status))
        throw new Conflict(`This booking is ${ended.status}, not cancelled or expired.`);
      await takeSeats({
        departureId: ended.departureId,
        bookingId: ended._id,
        seats: ended.travellers.length,
        room: ended.room,
        today,
        now,
      });
      try {
        const outcome = await transition(
          { _id: ended._id, revision: ended.revision },
          () => ({
            event: 'reinstated',
            by,
            phase: 'active',
            set: { holdExpiresAt: new Date(now.getTime() + holdMs), holdFrom: now },
            messages: [{ kind: 'reinstated' }],
          }),
          now,
        );
        await contentChanged('departures');
        return outcome.booking;
      } catch (error) {
        await releaseSeats(ended, ended.travellers.length);
        if (error instanceof NotFound) throw new Conflict('The booking changed meanwhile: try again.');
        throw error;
      }
    },

    /**
     * The operator changes a booking's travellers, room and contact, or moves it to another
     * departure, as `decide` says on the booking as read (a thrown refusal changes nothing). Seats it
     * needs more of are taken first, in the departure's conditional update (409 when too few are
     * left); then the booking changes, on the condition that it is still as read; then the seats it
     * no longer needs go back. A booking that changed meanwhile gives back what was taken (409).
     */
    async rearrange(
      bookingId: string,
      decide: (booking: LeanBooking) => Promise<SeatedChange>,
      by: Actor,
      today: string,
      now = new Date(),
    ) {
      const before = await BookingModel.findById(bookingId).lean<LeanBooking>();
      if (!before) throw new NotFound(BOOKING_NOT_FOUND);
      if (hasEnded(before.status)) throw new Conflict(OPERATOR_BOOKING_MESSAGES.ended);
      const { event, note, set } = await decide(before);
      const had = before.travellers.length;
      const needs = set.travellers.length;
      const moves = !set.departureId.equals(before.departureId);
      const extra = moves ? needs : needs - had;
      const seats = { departureId: set.departureId, bookingId: before._id, seats: extra };
      if (moves) await takeSeats({ ...seats, room: set.room, today, now });
      else if (extra > 0) await takeMoreSeats(seats);
      let outcome: Awaited<ReturnType<typeof transition>>;
      try {
        outcome = await transition(
          { _id: before._id, revision: before.revision },
          () => ({ event, by, note, set, messages: [{ kind: 'bookingChanged' }] }),
          now,
        );
      } catch (error) {
        if (moves) await returnSeats(set.departureId, before._id, needs);
        else if (extra > 0) await returnSomeSeats(set.departureId, before._id, extra);
        if (error instanceof NotFound) throw new Conflict('The booking changed meanwhile: try again.');
        throw error;
      }
      if (moves) await releaseSeats(before, had);
      else if (extra < 0 && (await returnSomeSeats(before.departureId, before._id, -extra))) {
        await seatsCameBack(before.departureId);
      }
      if (extra > 0) await contentChanged('departures');
      return outcome.booking;
    },

    /** The files of these proofs were deleted (their booking ended long enough ago): listed as removed. */
    noteProofsRemoved: (bookingId: Types.ObjectId, proofIds: readonly Types.ObjectId[], now = new Date()) =>
      transition(
        byId(bookingId),
        (booking) => ({
          set: {
            proofs: booking.proofs.map((proof) =>
              proofIds.some((id) => id.equals(proof.id)) && !proof.removedAt
                ? { ...proof, removedAt: now }
                : proof,
            ),
          },
        }),
        now,
      ),

    /**
     * The travellers' file changes as `edit` decides on the booking as it is (details completed, a
     * document sent or read, a visa): nothing when it decides nothing, a thrown refusal changes nothing.
     */
    editTravellers: (
      find: QueryFilter<StoredBooking>,
      edit: (booking: LeanBooking, now: Date) => TravellersChange | undefined,
      now = new Date(),
    ) =>
      transition(
        find,
        (booking, at) => {
          const change = edit(booking, at);
          return change && { ...change, set: { travellers: change.travellers } };
        },
        now,
      ),

    /** Sends the booking's private link again to its customer (asked through "find my booking", or by the operator). */
    sendLinkAgain: (bookingId: Types.ObjectId | string, by: Actor, now = new Date()) =>
      transition(byId(bookingId), () => ({ event: 'link_sent', by, messages: [{ kind: 'linkSent' }] }), now),

    /**
     * Tells the customer `message` once per `notice` (`overdue`, `documents:14`, `departure`), while
     * `stillDue` holds of the booking as it is: of several BFF instances, one queues it.
     */
    sendNotice: (
      bookingId: Types.ObjectId,
      notice: string,
      message: BookingMessage,
      stillDue: (booking: LeanBooking) => boolean,
      now = new Date(),
    ) =>
      transition(
        byId(bookingId),
        (booking) =>
          booking.notices.includes(notice) || !stillDue(booking)
            ? undefined
            : { set: { notices: [...booking.notices, notice] }, messages: [message] },
        now,
      ),

    /** The booking's own account number, made by Paystack: kept, and the customer told of it (once). */
    noteVirtualAccount: (
      bookingId: Types.ObjectId,
      account: NonNullable<StoredBooking['virtualAccount']>,
      now = new Date(),
    ) =>
      transition(
        byId(bookingId),
        (booking) =>
          booking.virtualAccount
            ? undefined
            : { set: { virtualAccount: account }, messages: [{ kind: 'accountReady' }] },
        now,
      ),

    /** The customer (or the operator) chooses how the booking is paid, while it can be paid. */
    choosePlan: (bookingId: Types.ObjectId | string, plan: PaymentPlan, by: Actor, now = new Date()) =>
      transition(
        byId(bookingId),
        (booking) => {
          if (!PAYABLE_STATUSES.includes(booking.status)) throw new Conflict(PAYMENT_MESSAGES.notPayable);
          if ((booking.plan ?? 'deposit') === plan) return undefined;
          return { event: 'plan_chosen', by, note: PAYMENT_PLAN_LABELS[plan], set: { plan } };
        },
        now,
      ),

    /**
     * A booking whose balance is still unpaid `days` after its day is released, as the agency's policy
     * says (BALANCE_MISSED_POLICY): cancelled by the BFF, its seats back, the customer told.
     */
    async releaseUnpaid(bookingId: Types.ObjectId, days: number, now = new Date()) {
      const outcome = await transition(
        byId(bookingId),
        (booking) =>
          PAYABLE_STATUSES.includes(booking.status) && booking.amounts.balance > 0
            ? {
                event: 'cancelled',
                by: 'system',
                note: `The balance was still unpaid ${days} days after it was due.`,
                phase: 'cancelled',
                messages: endedMessages(booking, 'cancelled'),
              }
            : undefined,
        now,
      );
      if (outcome.changed) await releaseSeats(outcome.booking, outcome.booking.travellers.length);
      return outcome;
    },

    /** Tells the customer, once per hold, that an unpaid hold ends soon. */
    remindHoldEnding: (bookingId: Types.ObjectId, now = new Date()) =>
      transition(
        byId(bookingId),
        (booking) => {
          const ends = booking.holdExpiresAt;
          const soon = ends > now && ends.getTime() - now.getTime() <= HOLD_ENDING_NOTICE_MS;
          const toldAlready = booking.holdEndingToldFor?.getTime() === ends.getTime();
          if (booking.status !== 'held' || !soon || toldAlready) return undefined;
          return { set: { holdEndingToldFor: ends }, messages: [{ kind: 'holdEnding', expiresAt: ends }] };
        },
        now,
      ),

    /** Reminds the customer of their balance `days` before it is due, once per such day. */
    remindBalance: (bookingId: Types.ObjectId, days: number, now = new Date()) =>
      transition(
        byId(bookingId),
        (booking) =>
          booking.reminders.includes(days) ||
          booking.amounts.balance <= 0 ||
          !PAYABLE_STATUSES.includes(booking.status)
            ? undefined
            : {
                set: { reminders: [...booking.reminders, days] },
                messages: [{ kind: 'balanceReminder', about: String(days) }],
              },
        now,
      ),
  };
}

/** What a booking that ends tells: the customer, and the agency when it has money paid to refund. */
const endedMessages = (booking: LeanBooking, kind: 'cancelled' | 'expired'): BookingMessage[] => [
  { kind },
  ...(booking.amounts.paid > 0 ? [{ kind: 'refundToAgency' as const }] : []),
];

/** The booking's proofs with `proofId` closed as `outcome` says (409 when it was closed already). */
function closeProof(
  booking: LeanBooking,
  proofId: Types.ObjectId,
  outcome: { checkedAt: Date } | { refusedAt: Date; refusal: string },
): LeanBooking['proofs'] {
  const proof = booking.proofs.find((each) => each.id.equals(proofId));
  if (!proof) throw new NotFound(PROOF_NOT_FOUND);
  if (!isWaitingProof(proof)) throw new Conflict(PAYMENT_MESSAGES.proofAlreadyChecked);
  return booking.proofs.map((each) => (each === proof ? { ...each, ...outcome } : each));
}

export type BookingLife = ReturnType<typeof bookingLife>;
