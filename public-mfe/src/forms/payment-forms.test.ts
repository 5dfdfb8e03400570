import { PAYMENT_MESSAGES, PROOF_LIMITS } from '@safa/contract';
import { readForm } from './site-forms';

const TOKEN = 'abc_DEF-123abcdefghijklmnop';

describe('the payment forms of a private page as the API reads them', () => {
  it('sends a proof’s file on to the upload, the link’s token in its query, no larger than the contract takes', () => {
    expect(readForm({ form: 'proof', token: TOKEN })).toEqual({
      method: 'POST',
      path: `/bookings/by-link/proofs?token=${TOKEN}`,
      upload: { field: 'proof', maxBytes: PROOF_LIMITS.bytes, tooLarge: PAYMENT_MESSAGES.proofTooLarge },
    });
    // A token is written as it was given, never as more of the query.
    expect(readForm({ form: 'proof', token: 'a&form=x' })?.path).toBe(
      '/bookings/by-link/proofs?token=a%26form%3Dx',
    );
  });

  it('starts a card payment with the link’s token, and goes on to the page the API answers alone', () => {
    const request = readForm({ form: 'card', token: TOKEN, authorizationUrl: 'https://elsewhere.example/' });
    expect(request).toMatchObject({
      method: 'POST',
      path: '/bookings/by-link/card-payments',
      body: { token: TOKEN },
    });
    expect(request?.upload).toBeUndefined();
    expect(request?.away?.({ authorizationUrl: 'https://checkout.paystack.com/0peioxfhpn' })).toBe(
      'https://checkout.paystack.com/0peioxfhpn',
    );
    expect(request?.landing).toBeUndefined();
  });
});
