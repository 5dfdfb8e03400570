import { newPriceHint, priceFormSchema } from './price-form';

const problems = (values: { direction?: 'down' | 'up'; amount?: string; reason?: string }) => {
  const result = priceFormSchema.safeParse({ direction: 'down', amount: '', reason: '', ...values });
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('the price change form', () => {
  it('gives the contract’s change: negative for a discount, positive for a rise', () => {
    expect(priceFormSchema.parse({ direction: 'down', amount: '150000', reason: ' Early booking ' })).toEqual(
      {
        amount: -150_000,
        reason: 'Early booking',
      },
    );
    expect(priceFormSchema.parse({ direction: 'up', amount: '50000', reason: 'Sea view' })).toEqual({
      amount: 50_000,
      reason: 'Sea view',
    });
  });

  it('refuses what the contract refuses, and an amount typed with a sign', () => {
    expect(problems({})).toEqual([
      'amount: The change must be a whole number of naira.',
      'reason: Say why the price changes.',
    ]);
    expect(problems({ amount: '0', reason: 'x' })).toEqual(['amount: The change cannot be 0.']);
    expect(problems({ amount: '10.5', reason: 'x' })).toEqual([
      'amount: The change must be a whole number of naira.',
    ]);
    expect(problems({ amount: '-150000', reason: 'x' })).toEqual([
      'amount: Type the amount without a sign: choose above whether the price goes down or up.',
    ]);
  });

  it('reads back the new price while a change is typed', () => {
    expect(newPriceHint(21_000_000, { direction: 'down', amount: '150000' })).toBe('New price ₦20,850,000');
    expect(newPriceHint(21_000_000, { direction: 'up', amount: '150000' })).toBe('New price ₦21,150,000');
    expect(newPriceHint(21_000_000, { direction: 'down', amount: '' })).toBeUndefined();
    expect(newPriceHint(21_000_000, { direction: 'down', amount: '0' })).toBeUndefined();
    expect(newPriceHint(21_000_000, { direction: 'down', amount: '1.5' })).toBeUndefined();
  });
});
