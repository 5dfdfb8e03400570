import { flightTripSchema, messageInputSchema, messageRecordSchema, messageSchema } from '../src';
import { problemsByPath, problemsOf } from './issues';

const enquiry = {
  name: 'Aisha Bello',
  phone: '+234 803 000 1111',
  email: 'aisha@example.com',
  message: 'Is there a family discount for Umrah in March?',
  category: 'umrahmessage',
};

const trip = {
  from: 'Lagos',
  to: 'Jeddah',
  departure: '2999-03-01',
  returnDate: '2999-03-20',
  travellers: 2,
};

describe('enquiry (§5)', () => {
  it('accepts the five fields of the spec, trimmed', () => {
    const spaced = {
      ...enquiry,
      name: ' Aisha Bello ',
      phone: ' 0803 000 1111 ',
      email: ' aisha@example.com ',
    };
    expect(messageInputSchema.parse(spaced)).toEqual({ ...enquiry, phone: '0803 000 1111' });
  });

  it.each([['contactmessage'], ['hajjmessage'], ['umrahmessage']])('accepts the category %s', (category) => {
    expect(messageInputSchema.parse({ ...enquiry, category }).category).toBe(category);
  });

  it('requires name, phone, email, message and what it is about, each at its field', () => {
    expect(problemsByPath(messageInputSchema, {})).toEqual([
      'name: Name is required.',
      'phone: Phone is required.',
      'email: Email is required.',
      'message: Message is required.',
      'category: Choose what the message is about.',
    ]);
  });

  it('treats blank fields as missing', () => {
    for (const [field, message] of [
      ['name', 'Name is required.'],
      ['phone', 'Phone is required.'],
      ['email', 'Email is required.'],
      ['message', 'Message is required.'],
    ]) {
      expect(problemsOf(messageInputSchema, { ...enquiry, [field as string]: ' \u200B ' })[0]).toBe(message);
    }
  });

  it('refuses a malformed e-mail address and an unknown category', () => {
    expect(problemsOf(messageInputSchema, { ...enquiry, email: 'aisha@example' })).toEqual([
      'Enter a valid email address.',
    ]);
    expect(problemsOf(messageInputSchema, { ...enquiry, category: 'complaint' })).toEqual([
      'Choose what the message is about.',
    ]);
  });

  it('refuses text over its limit with the limit', () => {
    const cases: [string, number, string][] = [
      ['name', 120, 'Name is too long (at most 120 characters).'],
      ['phone', 32, 'Phone is too long (at most 32 characters).'],
      ['message', 5000, 'Message is too long (at most 5000 characters).'],
    ];
    for (const [field, max, tooLong] of cases) {
      expect(problemsOf(messageInputSchema, { ...enquiry, [field]: 'x'.repeat(max) })).toEqual([]);
      expect(problemsOf(messageInputSchema, { ...enquiry, [field]: 'x'.repeat(max + 1) })).toEqual([tooLong]);
    }
    const longestEmail = `${'a'.repeat(242)}@example.com`;
    expect(problemsOf(messageInputSchema, { ...enquiry, email: longestEmail })).toEqual([]);
    expect(problemsOf(messageInputSchema, { ...enquiry, email: `a${longestEmail}` })).toEqual([
      'Email is too long (at most 254 characters).',
    ]);
  });

  it("removes the controls that reorder text from the sender's name", () => {
    expect(messageInputSchema.parse({ ...enquiry, name: 'Aisha\u202E Bello' }).name).toBe('Aisha Bello');
  });

  it('may name the package it is about', () => {
    const about = { packageId: '0123456789abcdef01234567', packageTitle: ' Ramadan Umrah ' };
    expect(messageInputSchema.parse({ ...enquiry, ...about })).toMatchObject({
      packageId: '0123456789abcdef01234567',
      packageTitle: 'Ramadan Umrah',
    });
    expect(problemsOf(messageInputSchema, { ...enquiry, packageId: 'p1' })).toEqual(['Invalid id.']);
    expect(messageInputSchema.safeParse({ ...enquiry, packageTitle: 'T'.repeat(200) }).success).toBe(true);
    expect(messageInputSchema.safeParse({ ...enquiry, packageTitle: 'T'.repeat(201) }).success).toBe(false);
  });

  it('passes the hidden field on, and takes no field it does not know', () => {
    expect(messageInputSchema.parse({ ...enquiry, website: 'spam.example' }).website).toBe('spam.example');
    expect(messageInputSchema.safeParse({ ...enquiry, subject: 'Hi' }).success).toBe(false);
  });

  describe('a flight request', () => {
    const flight = { ...enquiry, category: 'flightmessage', trip };

    it('carries its trip', () => {
      expect(messageInputSchema.parse(flight).trip).toEqual(trip);
      const { trip: _, ...withoutTrip } = flight;
      expect(problemsByPath(messageInputSchema, withoutTrip)).toEqual([
        'trip: A flight request needs its trip.',
      ]);
    });

    it('is the only message with a trip', () => {
      expect(problemsByPath(messageInputSchema, { ...enquiry, trip })).toEqual([
        'trip: Only a flight request has a trip.',
      ]);
    });

    it('reports problems of the trip at their field', () => {
      expect(problemsByPath(messageInputSchema, { ...flight, trip: { ...trip, from: ' ' } })).toEqual([
        'trip.from: From is required.',
      ]);
    });
  });
});

describe('the trip of a flight request', () => {
  it('needs where from and where to, at most 120 characters each, trimmed', () => {
    expect(flightTripSchema.parse({ ...trip, from: ' Abuja ' }).from).toBe('Abuja');
    expect(problemsByPath(flightTripSchema, { ...trip, from: '', to: '' })).toEqual([
      'from: From is required.',
      'to: To is required.',
    ]);
    expect(flightTripSchema.safeParse({ ...trip, to: 'T'.repeat(120) }).success).toBe(true);
    expect(problemsOf(flightTripSchema, { ...trip, to: 'T'.repeat(121) })).toEqual([
      'To is too long (at most 120 characters).',
    ]);
  });

  it('needs a departure date as a date input gives it; the return date is optional', () => {
    const { returnDate: _, ...oneWay } = trip;
    expect(flightTripSchema.parse(oneWay)).toEqual(oneWay);
    const { departure: __, ...noDeparture } = trip;
    expect(problemsByPath(flightTripSchema, noDeparture)).toEqual(['departure: Departure date is required.']);
  });

  it.each([['01/03/2999'], ['2999-3-1'], ['2999-03-01T10:00'], ['2999-13-01'], ['2999-02-32']])(
    'refuses the date %j',
    (date) => {
      expect(problemsByPath(flightTripSchema, { ...trip, departure: date })[0]).toBe(
        'departure: Departure date must be a date (YYYY-MM-DD).',
      );
      expect(problemsByPath(flightTripSchema, { ...trip, returnDate: date })[0]).toBe(
        'returnDate: Return date must be a date (YYYY-MM-DD).',
      );
    },
  );

  it('refuses a departure in the past and a return before the departure, at their fields', () => {
    expect(
      problemsByPath(flightTripSchema, { ...trip, departure: '2000-01-01', returnDate: undefined }),
    ).toEqual(['departure: The departure date cannot be in the past.']);
    expect(problemsByPath(flightTripSchema, { ...trip, returnDate: '2999-02-28' })).toEqual([
      'returnDate: The return date cannot be before the departure date.',
    ]);
  });

  it('takes from 1 to 500 travellers, in whole numbers', () => {
    expect(flightTripSchema.safeParse({ ...trip, travellers: 1 }).success).toBe(true);
    expect(flightTripSchema.safeParse({ ...trip, travellers: 500 }).success).toBe(true);
    expect(problemsOf(flightTripSchema, { ...trip, travellers: 0 })).toEqual([
      'At least one traveller is required.',
    ]);
    expect(problemsOf(flightTripSchema, { ...trip, travellers: 501 })).toEqual([
      'At most 500 travellers per request.',
    ]);
    expect(problemsOf(flightTripSchema, { ...trip, travellers: 2.5 })).toEqual([
      'Travellers must be a whole number.',
    ]);
    expect(problemsOf(flightTripSchema, { ...trip, travellers: '2' })).toEqual([
      'Travellers must be a whole number.',
    ]);
  });

  it('may say which hotel, trimmed, in up to 5000 characters', () => {
    expect(flightTripSchema.parse({ ...trip, hotel: ' Near the Haram ' }).hotel).toBe('Near the Haram');
    expect(flightTripSchema.safeParse({ ...trip, hotel: 'h'.repeat(5000) }).success).toBe(true);
    expect(flightTripSchema.safeParse({ ...trip, hotel: 'h'.repeat(5001) }).success).toBe(false);
  });
});

describe('a message as answered', () => {
  const message = { ...enquiry, id: 'm1', status: 'Unresponded', createdAt: '2026-01-01T00:00:00Z' };

  it('is Responded or Unresponded (§3)', () => {
    expect(messageSchema.parse(message)).toEqual(message);
    expect(messageSchema.parse({ ...message, status: 'Responded' }).status).toBe('Responded');
    expect(messageSchema.safeParse({ ...message, status: 'Pending' }).success).toBe(false);
  });

  it('is Unresponded when stored without a status', () => {
    const { id: _id, createdAt: _createdAt, status: _status, ...stored } = message;
    expect(messageRecordSchema.parse(stored).status).toBe('Unresponded');
  });
});
