import { OPERATOR_BOOKING_MESSAGES } from '@safa/contract';
import { Types } from 'mongoose';
import { InvalidInput } from '../../src/errors';
import type { StoredTraveller } from '../../src/modules/bookings/booking.model';
import { changeNote, moveNote, travellersAsChanged } from '../../src/modules/bookings/booking-change';

const traveller = (fullName: string, changes: Partial<StoredTraveller> = {}): StoredTraveller => ({
  id: new Types.ObjectId(),
  type: 'adult',
  price: 7_500_000,
  fullName,
  passportNumber: 'sealed passport number',
  visa: { status: 'issued', number: 'V-1' },
  documents: [],
  ...changes,
});
const contact = { name: 'Amina Bello', phone: '0803 555 0101', email: 'amina@example.com' };
const added = ({ fullName, type }: { fullName: string; type: StoredTraveller['type'] }, price: number) =>
  traveller(fullName, { type, price, visa: { status: 'not_started' }, passportNumber: undefined });

describe('a booking’s travellers as the operator changes them', () => {
  const [amina, musa] = [traveller('Amina Bello'), traveller('Musa Bello')];

  it('keep the file of those listed by id, with their new name, type and price; add the others; drop those left out', () => {
    const travellers = travellersAsChanged(
      [amina, musa],
      [
        { travellerId: musa.id.toHexString(), fullName: 'Musa A. Bello', type: 'child_bed' },
        { fullName: 'Zainab Bello', type: 'adult' },
      ],
      [5_000_000, 7_000_000],
      added,
    );
    expect(travellers).toEqual([
      { ...musa, fullName: 'Musa A. Bello', type: 'child_bed', price: 5_000_000 },
      expect.objectContaining({
        fullName: 'Zainab Bello',
        price: 7_000_000,
        visa: { status: 'not_started' },
      }),
    ]);
  });

  it.each([
    ['not on the booking', new Types.ObjectId().toHexString(), OPERATOR_BOOKING_MESSAGES.travellerNotFound],
    ['listed twice', undefined, OPERATOR_BOOKING_MESSAGES.travellerTwice],
  ])('are refused with one %s, at its id', (_case, strangerId, message) => {
    const id = strangerId ?? amina.id.toHexString();
    const listed = [
      { travellerId: amina.id.toHexString(), fullName: 'Amina Bello', type: 'adult' as const },
      { travellerId: id, fullName: 'Someone', type: 'adult' as const },
    ];
    const refusal = (() => {
      try {
        travellersAsChanged([amina, musa], listed, [1, 1], added);
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(refusal).toBeInstanceOf(InvalidInput);
    expect(refusal).toMatchObject({
      message,
      details: { issues: [{ path: ['travellers', 1, 'travellerId'], message }] },
    });
  });
});

describe('the history’s note', () => {
  const [amina, musa] = [traveller('Amina Bello'), traveller('Musa Bello')];

  it('names who was added, removed and renamed, the room and the contact, never a passport', () => {
    const note = changeNote(
      { room: 'quad', contact, travellers: [amina, musa] },
      {
        room: 'double',
        contact: { ...contact, phone: '0803 555 0102' },
        travellers: [{ ...amina, fullName: 'Amina B. Bello' }, traveller('Zainab Bello')],
      },
    );
    expect(note).toBe(
      'Added Zainab Bello. Removed Musa Bello. Changed the name or type of Amina B. Bello. ' +
        'Room: Quad room (4 sharing) → Double room (2 sharing). Contact changed.',
    );
    expect(note).not.toContain('sealed');
  });

  it('says when nothing changed, and a move by its days as people write them', () => {
    expect(
      changeNote(
        { room: 'quad', contact, travellers: [amina] },
        { room: 'quad', contact, travellers: [amina] },
      ),
    ).toBe('Nothing changed.');
    expect(moveNote('2027-03-25', '2027-04-10')).toBe(
      'From the departure of 25 Mar 2027 to that of 10 Apr 2027.',
    );
  });
});
