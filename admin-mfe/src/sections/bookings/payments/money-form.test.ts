import { moneyFormSchema, newMoneyFormValues } from './money-form';

const BOOKING = '65a1f0c2e4b0a1b2c3d4e5f6';
const PROOF = '65a1f0c2e4b0a1b2c3d4e5f7';

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
    });
    expect(newMoneyFormValues({ kind: 'payment', bookingId: BOOKING, proofId: PROOF }).method).toBe(
      'transfer',
    );
    expect(newMoneyFormValues({ kind: 'refund', bookingId: BOOKING }).method).toBe('');
  });

  it('gives the contract’s payment, with the proof it was checked against', () => {
    const values = { amount: '4000000', method: 'transfer', paidOn: '2026-06-12', note: ' GTBank ' };
    expect(moneyFormSchema({ kind: 'payment', bookingId: BOOKING, proofId: PROOF }).parse(values)).toEqual({
      kind: 'payment',
      body: {
        bookingId: BOOKING,
        amount: 4_000_000,
        method: 'transfer',
        paidOn: '2026-06-12',
        note: 'GTBank',
        proofId: PROOF,
      },
    });
    expect(moneyFormSchema({ kind: 'refund', bookingId: BOOKING }).parse({ ...values, note: '' })).toEqual({
      kind: 'refund',
      body: { bookingId: BOOKING, amount: 4_000_000, method: 'transfer', paidOn: '2026-06-12' },
    });
  });

  it('refuses what the contract refuses, each problem at its field', () => {
    const problems = (values: Record<string, string>) => {
      const result = moneyFormSchema({ kind: 'payment', bookingId: BOOKING }).safeParse({
        amount: '',
        method: '',
        paidOn: '',
        note: '',
        ...values,
      });
      return result.success
        ? []
        : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    };
    expect(problems({})).toEqual([
      'amount: The amount must be a whole number of naira.',
      'method: Choose how it was paid.',
      'paidOn: The payment date is required.',
    ]);
    expect(problems({ amount: '0', method: 'cash', paidOn: '2026-06-13' })).toEqual([
      'amount: The amount must be more than 0.',
      'paidOn: The payment date cannot be in the future.',
    ]);
    expect(
      problems({ amount: '2500.50', method: 'card', paidOn: '2026-06-12', note: 'x'.repeat(501) }),
    ).toEqual([
      'amount: The amount must be a whole number of naira.',
      'note: A note is at most 500 characters.',
    ]);
  });
});
