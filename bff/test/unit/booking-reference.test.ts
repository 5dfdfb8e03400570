import { BOOKING_REFERENCE, newBookingReference } from '../../src/modules/bookings/booking-reference';

/** The characters a reference may use: no 0/O, 1/I/L nor U/V, which are misread on a phone. */
const READABLE = [...'23456789ABCDEFGHJKMNPQRSTWXYZ'];

describe('booking references', () => {
  it('are SAFA- and five readable characters, drawing on every one of them', () => {
    const references = Array.from({ length: 2000 }, newBookingReference);
    for (const reference of references) expect(reference).toMatch(/^SAFA-[2-9A-HJKMNP-TW-Z]{5}$/);
    const used = new Set(references.flatMap((reference) => [...reference.slice(5)]));
    expect([...used].sort()).toEqual(READABLE);
  });

  it('are hardly ever drawn twice', () => {
    expect(new Set(Array.from({ length: 2000 }, newBookingReference)).size).toBeGreaterThan(1990);
  });

  it.each(['SAFA-7K3Q9', 'SAFA-22222', 'SAFA-ZZZZZ'])('are recognised: %s', (reference) => {
    expect(BOOKING_REFERENCE.test(reference)).toBe(true);
  });

  it.each(['SAFA-7K3Q0', 'SAFA-7K3QO', 'SAFA-7K3QI', 'SAFA-7K3QL', 'SAFA-7K3QU', 'SAFA-7K3QV', 'SAFA-7K3Q1'])(
    'never use a character that is misread: %s',
    (reference) => {
      expect(BOOKING_REFERENCE.test(reference)).toBe(false);
    },
  );

  it.each(['SAFA-7K3Q', 'SAFA-7K3Q9X', 'safa-7k3q9', 'XSAFA-7K3Q9', 'SAFA7K3Q9', 'SAFA-7K3Q9 '])(
    'refuse anything else: %j',
    (reference) => {
      expect(BOOKING_REFERENCE.test(reference)).toBe(false);
    },
  );
});
