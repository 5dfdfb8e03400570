import {
  adminDocumentUploadQuerySchema,
  roomingInputSchema,
  travellerDetailsSchema,
  travellerInputSchema,
  visaInputSchema,
} from '../src';
import { problemsByPath } from './issues';

const TRAVELLER = '65a1f0c2e4b0a1b2c3d4e5a1';

describe('a traveller as booked', () => {
  it('is an adult unless said otherwise, and may say it all at once', () => {
    expect(travellerInputSchema.parse({ fullName: 'Amina Bello' })).toEqual({
      fullName: 'Amina Bello',
      type: 'adult',
    });
    expect(
      travellerInputSchema.parse({
        fullName: 'Zainab Bello',
        type: 'infant',
        sex: 'F',
        nationality: ' nga ',
        passportIssuedOn: '2026-01-10',
        passportExpiresOn: '2031-01-09',
      }),
    ).toEqual({
      fullName: 'Zainab Bello',
      type: 'infant',
      sex: 'F',
      nationality: 'NGA',
      passportIssuedOn: '2026-01-10',
      passportExpiresOn: '2031-01-09',
    });
  });

  it('has a passport that expires after it was issued, and a nationality of three letters', () => {
    expect(
      problemsByPath(travellerInputSchema, {
        fullName: 'Amina Bello',
        nationality: 'Nigerian',
        passportIssuedOn: '2026-01-10',
        passportExpiresOn: '2026-01-10',
      }),
    ).toEqual([
      'nationality: A nationality is three letters, as in the passport (NGA for Nigeria).',
      'passportExpiresOn: A passport expires after it was issued.',
    ]);
  });
});

describe('a traveller’s details completed later', () => {
  it('change only what is given: an empty field is left as it was', () => {
    expect(
      travellerDetailsSchema.parse({ travellerId: TRAVELLER, fullName: '', sex: 'M', passportNumber: '' }),
    ).toEqual({
      travellerId: TRAVELLER,
      sex: 'M',
    });
  });

  it('name their traveller by id, and take no field they do not know', () => {
    expect(problemsByPath(travellerDetailsSchema, { travellerId: 'first', price: 1 })).toEqual([
      'travellerId: Invalid id.',
      ': Unrecognized key: "price"',
    ]);
  });
});

describe('a visa', () => {
  it('issued has its number and day', () => {
    expect(problemsByPath(visaInputSchema, { travellerId: TRAVELLER, status: 'issued' })).toEqual([
      'number: An issued visa has its number.',
      'issuedOn: An issued visa has its issue date.',
    ]);
    expect(visaInputSchema.safeParse({ travellerId: TRAVELLER, status: 'submitted' }).success).toBe(true);
  });
});

describe('a document sent', () => {
  it('says which vaccination a certificate is, and its day', () => {
    expect(
      problemsByPath(adminDocumentUploadQuerySchema, { traveller: TRAVELLER, kind: 'vaccination' }),
    ).toEqual([
      'vaccine: Say which vaccination it is.',
      'vaccinatedOn: The date of the vaccination is required.',
    ]);
    expect(adminDocumentUploadQuerySchema.safeParse({ traveller: TRAVELLER, kind: 'photo' }).success).toBe(
      true,
    );
  });
});

describe('a rooming list', () => {
  const rooms = (list: Array<{ number: string; travellerIds: string[] }>) =>
    problemsByPath(roomingInputSchema, { rooms: list });
  const other = '65a1f0c2e4b0a1b2c3d4e5a2';

  it('numbers each room once and puts each traveller in one room', () => {
    expect(
      rooms([
        { number: '101', travellerIds: [TRAVELLER] },
        { number: '102', travellerIds: [other] },
      ]),
    ).toEqual([]);
    expect(
      rooms([
        { number: '101', travellerIds: [TRAVELLER] },
        { number: ' 101 ', travellerIds: [other] },
      ]),
    ).toEqual(['rooms.1.number: Room 101 is listed twice.']);
    expect(
      rooms([
        { number: '101', travellerIds: [TRAVELLER] },
        { number: '102', travellerIds: [TRAVELLER] },
      ]),
    ).toEqual(['rooms.1.travellerIds: A traveller sleeps in one room only.']);
  });
});
