import {
  adjustmentInputSchema,
  cardVerificationSchema,
  lagosToday,
  linkTokenSchema,
  PAYMENT_MESSAGES,
  paymentInputSchema,
  proofRefusalSchema,
  receiptQuerySchema,
  refundInputSchema,
  refundReasonsFor,
} from '../src';
import { problemsOf } from './issues';

const BOOKING = '65a1f0c2e4b0a1b2c3d4e5f6';
const money = (paidOn: string) => ({ bookingId: BOOKING, amount: 4_000_000, method: 'transfer', paidOn });
const refund = (paidOn: string) => ({ ...money(paidOn), reason: 'overpayment' });

describe('today in Lagos (UTC+1 all year)', () => {
  it('is tomorrow already from 23:00 UTC', () => {
    expect(lagosToday(new Date('2026-06-11T22:59:00Z'))).toBe('2026-06-11');
    expect(lagosToday(new Date('2026-06-11T23:30:00Z'))).toBe('2026-06-12');
    expect(lagosToday(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
  });
});

describe('a payment or refund the operator records', () => {
  afterEach(() => jest.useRealTimers());

  it('may be dated today in Lagos, in the hour when it is still yesterday in UTC, and not after', () => {
    jest.useFakeTimers({ now: new Date('2026-06-11T23:30:00Z') });
    expect(problemsOf(paymentInputSchema, money('2026-06-12'))).toEqual([]);
    expect(problemsOf(refundInputSchema, refund('2026-06-12'))).toEqual([]);
    expect(problemsOf(paymentInputSchema, money('2026-06-13'))).toEqual([
      'The payment date cannot be in the future.',
    ]);
  });

  it('is whole naira above 0, paid in one of the known ways, with a short note', () => {
    jest.useFakeTimers({ now: new Date('2026-06-11T12:00:00Z') });
    expect(problemsOf(paymentInputSchema, { ...money('2026-06-11'), amount: 0 })).toEqual([
      'The amount must be more than 0.',
    ]);
    expect(problemsOf(paymentInputSchema, { ...money('2026-06-11'), amount: 10.5 })).toEqual([
      'The amount must be a whole number of naira.',
    ]);
    expect(problemsOf(paymentInputSchema, { ...money('2026-06-11'), method: 'cheque' })).toEqual([
      'Choose how it was paid.',
    ]);
    expect(problemsOf(refundInputSchema, { ...refund('2026-06-11'), note: 'x'.repeat(501) })).toEqual([
      'A note is at most 500 characters.',
    ]);
    expect(refundInputSchema.parse({ ...refund('2026-06-11'), note: ` ${'x'.repeat(500)} ` }).note).toBe(
      'x'.repeat(500),
    );
    expect(problemsOf(paymentInputSchema, money('11/06/2026'))).toEqual([
      'The payment date must be a date (YYYY-MM-DD).',
    ]);
  });

  it('is refused beyond what the booking owes or has paid, in naira as people read them', () => {
    expect(PAYMENT_MESSAGES.moreThanBalance(15_000_000)).toBe(
      'This is more than the balance of ₦15,000,000.',
    );
    expect(PAYMENT_MESSAGES.refundTooLarge(0)).toBe('A refund cannot be more than what is paid (₦0).');
  });
});

describe('a payment recorded against a transfer proof', () => {
  it('names the proof it was checked against, if any', () => {
    jest.useFakeTimers({ now: new Date('2026-06-11T12:00:00Z') });
    const proofId = '65a1f0c2e4b0a1b2c3d4e5f7';
    expect(paymentInputSchema.parse({ ...money('2026-06-11'), proofId })).toEqual({
      ...money('2026-06-11'),
      proofId,
    });
    expect(problemsOf(paymentInputSchema, { ...money('2026-06-11'), proofId: 'f1' })).toEqual([
      'Invalid id.',
    ]);
    expect(problemsOf(refundInputSchema, { ...refund('2026-06-11'), proofId })).toHaveLength(1);
    jest.useRealTimers();
  });
});

describe('what a customer sends about paying', () => {
  const token = 'a'.repeat(32);

  it('asks for a receipt by its number, as receipts print it', () => {
    expect(problemsOf(receiptQuerySchema, { number: 'SAFA-2026-000123' })).toEqual([]);
    expect(
      ['SAFA-26-000123', 'SAFA-2026-123', 'XSAFA-2026-000123', 'SAFA-2026-0001234'].map((number) =>
        problemsOf(receiptQuerySchema, { number }),
      ),
    ).toEqual(Array(4).fill(['A receipt number is like SAFA-2026-000123.']));
  });

  it('carries the private link in the body, as links are made', () => {
    expect(problemsOf(linkTokenSchema, { token })).toEqual([]);
    expect(problemsOf(linkTokenSchema, { token: 'short' })).toEqual(['This booking link is not valid.']);
    expect(problemsOf(linkTokenSchema, { token: `${token}/` })).toEqual(['This booking link is not valid.']);
    expect(problemsOf(linkTokenSchema, { token: `/${token}` })).toEqual(['This booking link is not valid.']);
  });

  it('comes back from the card payment naming it by the booking and the try', () => {
    const verified = (reference: string) => problemsOf(cardVerificationSchema, { token, reference });
    expect(['SAFA-7K3Q9-1', 'SAFA-7K3Q9-1234'].map(verified)).toEqual([[], []]);
    expect(['SAFA-7K3Q9-12345', 'SAFA-7K3Q9', 'SAFA-7K3Q1-1', 'XSAFA-7K3Q9-1'].map(verified)).toEqual(
      Array(4).fill(['This card payment is not known.']),
    );
    expect(problemsOf(cardVerificationSchema, { reference: 'SAFA-7K3Q9-1' })).toHaveLength(1);
  });
});

describe('a refund', () => {
  it('says why the money goes back: an over-payment, a price reduction, or a booking that ended', () => {
    jest.useFakeTimers({ now: new Date('2026-06-11T12:00:00Z') });
    for (const reason of ['overpayment', 'price_reduction', 'booking_ended']) {
      expect(problemsOf(refundInputSchema, { ...money('2026-06-11'), reason })).toEqual([]);
    }
    expect(problemsOf(refundInputSchema, money('2026-06-11'))).toEqual(['Say why the money goes back.']);
    expect(problemsOf(refundInputSchema, { ...money('2026-06-11'), reason: 'goodwill' })).toEqual([
      'Say why the money goes back.',
    ]);
    jest.useRealTimers();
  });
});

describe('a change of price', () => {
  it('is whole naira, up or down but not 0, with its reason', () => {
    expect(problemsOf(adjustmentInputSchema, { amount: -150_000, reason: 'Group discount' })).toEqual([]);
    expect(problemsOf(adjustmentInputSchema, { amount: 0, reason: 'Nothing' })).toEqual([
      'The change cannot be 0.',
    ]);
    expect(problemsOf(adjustmentInputSchema, { amount: 1.5, reason: 'Half' })).toEqual([
      'The change must be a whole number of naira.',
    ]);
    expect(problemsOf(adjustmentInputSchema, { amount: -1_000_000_001, reason: 'Too much' })).toEqual([
      'The change is too large.',
    ]);
    expect(problemsOf(adjustmentInputSchema, { amount: 1000, reason: '  ' })).toEqual([
      'Say why the price changes.',
    ]);
  });
});

describe('a refused proof', () => {
  it('says what was not found, for the customer', () => {
    expect(problemsOf(proofRefusalSchema, { note: 'No transfer of ₦4,000,000 reached us.' })).toEqual([]);
    expect(problemsOf(proofRefusalSchema, {})).toEqual(['Say what was not found, for the customer.']);
  });
});

describe('the reasons money may go back for', () => {
  it('offers an ended booking’s refund only as such, an active booking’s as an over-payment or a reduction', () => {
    expect(refundReasonsFor('cancelled')).toEqual(['booking_ended']);
    expect(refundReasonsFor('expired')).toEqual(['booking_ended']);
    for (const status of ['held', 'checking', 'deposit_paid', 'paid'] as const) {
      expect(refundReasonsFor(status)).toEqual(['overpayment', 'price_reduction']);
    }
  });
});
