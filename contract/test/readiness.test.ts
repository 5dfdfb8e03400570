import {
  DEFAULT_TRAVEL_RULES,
  readinessOf,
  type Traveller,
  type TravellerDocument,
  travelRulesSchema,
  tripKindOf,
  vaccineOfMissing,
} from '../src';

const trip = { departsOn: '2027-05-20', returnsOn: '2027-06-10', extraVaccines: [] as string[] };
const hajj = DEFAULT_TRAVEL_RULES.hajj;

const document = (
  kind: TravellerDocument['kind'],
  fields: Partial<TravellerDocument> = {},
): TravellerDocument => ({
  id: `${kind}-${fields.vaccine ?? ''}`,
  kind,
  fileName: `${kind}.jpg`,
  contentType: 'image/jpeg',
  size: 100_000,
  uploadedAt: '2027-01-01T10:00:00.000Z',
  ...fields,
});

const meningitis = (vaccinatedOn: string) =>
  document('vaccination', { vaccine: 'Meningococcal ACWY', vaccinatedOn });

/** A traveller with everything done: details, a passport valid long enough, documents, visa, room. */
const complete = (changes: Partial<Traveller> = {}): Traveller => ({
  id: '65a1f0c2e4b0a1b2c3d4e5a1',
  type: 'adult',
  price: 9_000_000,
  fullName: 'Amina Bello',
  sex: 'F',
  dateOfBirth: '1985-03-02',
  nationality: 'NGA',
  passportNumber: 'A12345678',
  passportIssuedOn: '2022-01-10',
  passportExpiresOn: '2032-01-09',
  visa: { status: 'issued', number: 'V123', issuedOn: '2027-04-01' },
  documents: [document('passport_scan'), document('photo'), meningitis('2027-04-01')],
  roomNumber: '412',
  ...changes,
});

const problemsOf = (traveller: Traveller) => readinessOf(traveller, trip, hajj, { paid: true }).problems;

describe('a traveller’s readiness', () => {
  it('is ready to fly with everything done and the booking paid', () => {
    expect(readinessOf(complete(), trip, hajj, { paid: true })).toEqual({
      missingDetails: [],
      missingDocuments: [],
      problems: [],
      visa: 'issued',
      roomNumber: '412',
      paid: true,
      ready: true,
    });
    expect(readinessOf(complete(), trip, hajj, { paid: false }).ready).toBe(false);
  });

  it('lists the details, documents, visa and room still missing, in words', () => {
    const bare: Traveller = {
      id: 'x',
      type: 'adult',
      price: 1,
      fullName: 'Musa Bello',
      visa: { status: 'not_started' },
      documents: [],
    };
    expect(readinessOf(bare, { ...trip, extraVaccines: ['Yellow fever'] }, hajj, { paid: false })).toEqual({
      missingDetails: [
        'sex',
        'date of birth',
        'nationality',
        'passport number',
        'passport issue date',
        'passport expiry date',
      ],
      missingDocuments: [
        'Passport photo page',
        'Passport photograph',
        'Meningococcal ACWY vaccination certificate',
        'Yellow fever vaccination certificate',
      ],
      problems: [],
      visa: 'not_started',
      paid: false,
      ready: false,
    });
  });

  it('needs a passport valid six months after the return, to the day', () => {
    expect(problemsOf(complete({ passportExpiresOn: '2027-12-10' }))).toEqual([]);
    expect(problemsOf(complete({ passportExpiresOn: '2027-12-09' }))).toEqual([
      'The passport expires on 9 Dec 2027: it must be valid until 10 Dec 2027 at least, 6 months after the return.',
    ]);
  });

  it('needs the meningitis vaccination at least ten days before the departure', () => {
    expect(
      problemsOf(
        complete({ documents: [document('passport_scan'), document('photo'), meningitis('2027-05-10')] }),
      ),
    ).toEqual([]);
    expect(
      problemsOf(
        complete({ documents: [document('passport_scan'), document('photo'), meningitis('2027-05-11')] }),
      ),
    ).toEqual([
      'Meningococcal ACWY: given on 11 May 2027, less than 10 days before the departure (10 May 2027 at the latest).',
    ]);
  });

  it('needs the meningitis vaccination still valid on the return (three years)', () => {
    expect(
      problemsOf(
        complete({ documents: [document('passport_scan'), document('photo'), meningitis('2024-06-10')] }),
      ),
    ).toEqual([]);
    expect(
      problemsOf(
        complete({ documents: [document('passport_scan'), document('photo'), meningitis('2024-06-09')] }),
      ),
    ).toEqual(['Meningococcal ACWY: given on 9 Jun 2024, no longer valid on the return (10 Jun 2027).']);
  });

  it('counts one good certificate among several, and the latest passport page only', () => {
    const documents = [document('photo'), meningitis('2027-05-19'), meningitis('2027-04-01')];
    const mismatched = document('passport_scan', {
      id: 'old',
      mrz: { read: true, mismatches: ['passport number'] },
    });
    expect(
      problemsOf(complete({ documents: [...documents, mismatched, document('passport_scan')] })),
    ).toEqual([]);
    expect(
      problemsOf(complete({ documents: [...documents, document('passport_scan'), mismatched] })),
    ).toEqual(['The passport page does not match the passport number typed: check it.']);
  });

  it('follows the rules of its kind of trip: none of a vacation asks a vaccination', () => {
    expect(tripKindOf('Hajj')).toBe('hajj');
    expect(tripKindOf('umrah')).toBe('umrah');
    expect(tripKindOf('Dubai')).toBe('vacation');
    const noVaccine = complete({ documents: [document('passport_scan'), document('photo')] });
    expect(readinessOf(noVaccine, trip, DEFAULT_TRAVEL_RULES.vacation, { paid: true }).ready).toBe(true);
    expect(readinessOf(noVaccine, trip, hajj, { paid: true }).missingDocuments).toEqual([
      'Meningococcal ACWY vaccination certificate',
    ]);
  });

  it('names the vaccine of a missing certificate for the page that asks for it, and nothing else', () => {
    const { missingDocuments } = readinessOf(
      complete({ documents: [] }),
      { ...trip, extraVaccines: ['Yellow fever'] },
      hajj,
      { paid: true },
    );
    expect(missingDocuments.map(vaccineOfMissing)).toEqual([
      undefined,
      undefined,
      'Meningococcal ACWY',
      'Yellow fever',
    ]);
  });
});

describe('the rules of travel as the operator edits them', () => {
  const problems = (rules: unknown) => {
    const checked = travelRulesSchema.safeParse(rules);
    return checked.success ? [] : checked.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
  };
  const vaccine = (validYears: number, daysBeforeDeparture: number) => ({
    name: 'Meningococcal ACWY',
    validYears,
    daysBeforeDeparture,
  });

  it('take numbers at both ends of their ranges', () => {
    expect(problems({ passportValidMonthsAfterReturn: 0, vaccines: [vaccine(1, 0)] })).toEqual([]);
    expect(problems({ passportValidMonthsAfterReturn: 24, vaccines: [vaccine(10, 60)] })).toEqual([]);
  });

  it('say a number out of its range is out of its range, not that it is no whole number', () => {
    expect(problems({ passportValidMonthsAfterReturn: 25, vaccines: [vaccine(0, 61)] })).toEqual([
      ['passportValidMonthsAfterReturn', 'A passport is checked 0 to 24 months after the return.'],
      ['vaccines.0.validYears', 'A vaccination is valid 1 to 10 years.'],
      ['vaccines.0.daysBeforeDeparture', 'A vaccination is due 0 to 60 days before the departure.'],
    ]);
    expect(problems({ passportValidMonthsAfterReturn: -1, vaccines: [vaccine(11, -1)] })).toEqual([
      ['passportValidMonthsAfterReturn', 'A passport is checked 0 to 24 months after the return.'],
      ['vaccines.0.validYears', 'A vaccination is valid 1 to 10 years.'],
      ['vaccines.0.daysBeforeDeparture', 'A vaccination is due 0 to 60 days before the departure.'],
    ]);
    expect(problems({ passportValidMonthsAfterReturn: 6.5, vaccines: [] })).toEqual([
      ['passportValidMonthsAfterReturn', 'Months are a whole number.'],
    ]);
  });

  it('list at most 10 vaccinations a kind of trip', () => {
    expect(problems({ passportValidMonthsAfterReturn: 6, vaccines: Array(11).fill(vaccine(3, 10)) })).toEqual(
      [['vaccines', 'At most 10 vaccinations per kind of trip.']],
    );
  });
});
