import { readForm } from './site-forms';

describe('"find my booking" as the API reads it', () => {
  it('sends the reference and the phone number or e-mail as typed, for the contract to clean', () => {
    expect(
      readForm({ form: 'find', reference: ' safa-7k3q9 ', contact: '0803 123 4567', website: '' }),
    ).toEqual({
      method: 'POST',
      path: '/bookings/find',
      body: { reference: ' safa-7k3q9 ', contact: '0803 123 4567' },
    });
  });
});
