import { entryAmount, fileSize, kindLabel, methodLabel } from './payment-text';

describe('payments as the operator reads them', () => {
  it('name each way of paying', () => {
    expect([methodLabel('transfer'), methodLabel('cash'), methodLabel('card')]).toEqual([
      'Bank transfer',
      'Cash',
      'Card',
    ]);
  });

  it('name each kind of ledger entry', () => {
    expect([kindLabel('payment'), kindLabel('refund'), kindLabel('adjustment')]).toEqual([
      'Payment',
      'Refund',
      'Price change',
    ]);
  });

  it('show a refund’s amount as money going out, a price change with its sign', () => {
    expect(entryAmount({ kind: 'payment', amount: 4_000_000 })).toBe('₦4,000,000');
    expect(entryAmount({ kind: 'refund', amount: 1_000_000 })).toBe('−₦1,000,000');
    expect(entryAmount({ kind: 'adjustment', amount: -150_000 })).toBe('−₦150,000');
    expect(entryAmount({ kind: 'adjustment', amount: 50_000 })).toBe('+₦50,000');
  });

  it.each([
    [512, '512 bytes'],
    [1024, '1 KB'],
    [860_160, '840 KB'],
    [1_048_575, '1.0 MB'],
    [1_048_576, '1.0 MB'],
    [2_516_582, '2.4 MB'],
  ])('give a file of %i bytes as "%s"', (bytes, words) => {
    expect(fileSize(bytes)).toBe(words);
  });
});
