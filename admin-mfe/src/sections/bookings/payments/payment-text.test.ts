import { fileSize, methodLabel, signedAmount } from './payment-text';

describe('payments as the operator reads them', () => {
  it('name each way of paying', () => {
    expect([methodLabel('transfer'), methodLabel('cash'), methodLabel('card')]).toEqual([
      'Bank transfer',
      'Cash',
      'Card',
    ]);
  });

  it('show a refund’s amount as money going out', () => {
    expect(signedAmount({ kind: 'payment', amount: 4_000_000 })).toBe('₦4,000,000');
    expect(signedAmount({ kind: 'refund', amount: 1_000_000 })).toBe('−₦1,000,000');
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
