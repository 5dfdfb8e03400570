import { lagosToday, PAYMENT_MESSAGES, paymentInputSchema, refundInputSchema } from '../src';
import { problemsOf } from './issues';

const BOOKING = '65a1f0c2e4b0a1b2c3d4e5f6';
const money = (paidOn: string) => ({ bookingId: BOOKING, amount: 4_000_000, method: 'transfer', paidOn });

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
    expect(problemsOf(refundInputSchema, money('2026-06-12'))).toEqual([]);
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
    expect(problemsOf(refundInputSchema, { ...money('2026-06-11'), note: 'x'.repeat(501) })).toEqual([
      'A note is at most 500 characters.',
    ]);
  });

  it('is refused beyond what the booking owes or has paid, in naira as people read them', () => {
    expect(PAYMENT_MESSAGES.moreThanBalance(15_000_000)).toBe(
      'This is more than the balance of ₦15,000,000.',
    );
    expect(PAYMENT_MESSAGES.refundTooLarge(0)).toBe('A refund cannot be more than what is paid (₦0).');
  });
});
