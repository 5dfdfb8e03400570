import { refundReasonsFor } from '@safa/contract';
import { amountsPaid } from '../../../../test/fixtures';
import { beyondBalanceWarning, moneyFormSchema, newMoneyFormValues } from './money-form';

const BOOKING = '65a1f0c2e4b0a1b2c3d4e5f6';
const PROOF = { id: '65a1f0c2e4b0a1b2c3d4e5f7', fileName: 'teller.jpg' };

describe('the payment and refund form', () => {
  beforeEach(() =>
    jest.useFakeTimers({ now: new Date('2026-06-11T23:30:00Z'), doNotFake: ['queueMicrotask'] }),
  );
  afterEach(() => jest.useRealTimers());

  it('starts at today in Lagos, a proof’s payment as a bank transfer', () => {
    expect(newMoneyFormValues({ kind: 'payment', bookingId: BOOKING })).toEqual({
      amount: '',
      method: '',
      paidOn: '2026-06-12',
      note: '',
      reason: '',
    });
    expect(newMoneyFormValues({ kind: 'payment', bookingId: BOOKING, proof: PROOF }).method).toBe('transfer');
    expect(newMoneyFormValues({ kind: 'payment', bookingId: BOOKING, amount: 2_500_000 }).amount).toBe(
      '2500000',
    );
    expect(newMoneyFormValues({ kind: 'payment', bookingId: BOOKING, amount: 0 }).amount).toBe('');
    expect(newMoneyFormValues({ kind: 'refund', bookingId: BOOKING }).method).toBe('');
  });

  it('starts a refund at the reason and amount it was opened for, else the only reason the booking allows', () => {
    expect(
      newMoneyFormValues(
        { kind: 'refund', bookingId: BOOKING, reason: 'booking_ended', amount: 5_200_000 },
        refundReasonsFor('cancelled'),
      ),
    ).toMatchObject({ amount: '5200000', reason: 'booking_ended' });
    expect(
      newMoneyFormValues({ kind: 'refund', bookingId: BOOKING }, refundReasonsFor('expired')),
    ).toMatchObject({ amount: '', reason: 'booking_ended' });
    expect(
      newMoneyFormValues({ kind: 'refund', bookingId: BOOKING }, refundReasonsFor('paid')),
    ).toMatchObject({ amount: '', reason: '' });
  });

  it('gives the contract’s payment, with the proof it was checked against, and a refund with its reason', () => {
    const values = {
      amount: '4000000',
      method: 'transfer',
      paidOn: '2026-06-12',
      note: ' GTBank ',
      reason: 'price_reduction',
    };
    expect(moneyFormSchema({ kind: 'payment', bookingId: BOOKING, proof: PROOF }).parse(values)).toEqual({
      kind: 'payment',
      body: {
        bookingId: BOOKING,
        amount: 4_000_000,
        method: 'transfer',
        paidOn: '2026-06-12',
        note: 'GTBank',
        proofId: PROOF.id,
      },
    });
    expect(moneyFormSchema({ kind: 'refund', bookingId: BOOKING }).parse({ ...values, note: '' })).toEqual({
      kind: 'refund',
      body: {
        bookingId: BOOKING,
        amount: 4_000_000,
        method: 'transfer',
        paidOn: '2026-06-12',
        reason: 'price_reduction',
      },
    });
  });

  it('refuses what the contract refuses, each problem at its field', () => {
    const problems = (kind: 'payment' | 'refund', values: Record<string, string>) => {
      const result = moneyFormSchema({ kind, bookingId: BOOKING }).safeParse({
        amount: '',
        method: '',
        paidOn: '',
        note: '',
        reason: '',
        ...values,
      });
      return result.success
        ? []
        : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    };
    expect(problems('payment', {})).toEqual([
      'amount: The amount must be a whole number of naira.',
      'method: Choose how it was paid.',
      'paidOn: The payment date is required.',
    ]);
    expect(problems('payment', { amount: '0', method: 'cash', paidOn: '2026-06-13' })).toEqual([
      'amount: The amount must be more than 0.',
      'paidOn: The payment date cannot be in the future.',
    ]);
    expect(
      problems('payment', { amount: '2500.50', method: 'card', paidOn: '2026-06-12', note: 'x'.repeat(501) }),
    ).toEqual([
      'amount: The amount must be a whole number of naira.',
      'note: A note is at most 500 characters.',
    ]);
    expect(problems('refund', { amount: '100', method: 'cash', paidOn: '2026-06-12' })).toEqual([
      'reason: Say why the money goes back.',
    ]);
  });
});

describe('a payment beyond the balance', () => {
  const depositIn = { status: 'deposit_paid' as const, amounts: amountsPaid(5_000_000) };

  it('is said, with what will show to refund', () => {
    expect(beyondBalanceWarning(depositIn, '16000000')).toBeUndefined();
    expect(beyondBalanceWarning(depositIn, '16000001')).toBe(
      'This is more than the balance of ₦16,000,000. ₦1 will show to refund.',
    );
    expect(beyondBalanceWarning({ status: 'paid', amounts: amountsPaid(21_400_000) }, '100000')).toBe(
      'This is more than the balance of ₦0. ₦500,000 will show to refund.',
    );
  });

  it('on a booking that ended is all to refund, with what was paid before', () => {
    expect(
      beyondBalanceWarning({ status: 'cancelled', amounts: amountsPaid(5_000_000, { ended: true }) }, '1000'),
    ).toBe('This booking is cancelled: ₦5,001,000 will show to refund, unless it is reinstated.');
  });

  it('is not said while nothing, or nothing beyond, is typed', () => {
    expect(beyondBalanceWarning(depositIn, '')).toBeUndefined();
    expect(beyondBalanceWarning(depositIn, 'abc')).toBeUndefined();
    expect(
      beyondBalanceWarning({ status: 'expired', amounts: amountsPaid(0, { ended: true }) }, ' '),
    ).toBeUndefined();
  });
});
