import mongoose, { Types } from 'mongoose';
import { z } from 'zod';
import { objectId, schemaFromZod } from '../../src/db/schema-from-zod';

/** A trip as a contract would declare it, with a field of each kind the generator knows. */
const tripSchema = () =>
  z.object({
    title: z.string().trim().min(1, { error: 'Title is required.' }).max(20),
    category: z.enum(['hajj', 'umrah']),
    days: z.string(),
    seats: z.number().int().min(1, { error: 'At least one seat.' }),
    note: z.string().max(40, { error: 'A note is 40 characters at most.' }).optional(),
    version: z.literal(2),
    kind: z.literal('trip'),
    departsOn: z.date(),
    returnsOn: z.date().optional(),
    open: z.boolean().default(true),
    rooms: z
      .array(z.strictObject({ type: z.enum(['double', 'quad']), price: z.number().int().positive() }))
      .min(1),
    tags: z.array(z.string().max(5)).max(2),
    contact: z.object({ name: z.string().min(1), phone: z.string().optional() }),
    packageId: objectId(),
  });

/** The trip's model, made anew by each test (so that each test alone runs the generator it checks). */
const tripModel = () =>
  mongoose.createConnection().model(
    'Trip',
    schemaFromZod<z.infer<ReturnType<typeof tripSchema>>>(tripSchema(), {
      fields: { title: { index: true } },
    }),
  );

let Trip: ReturnType<typeof tripModel>;
beforeEach(() => {
  Trip = tripModel();
});

const valid = () => ({
  title: 'Ramadan Umrah',
  category: 'umrah',
  days: '',
  seats: 10,
  version: 2,
  kind: 'trip',
  departsOn: new Date('2027-03-01'),
  rooms: [{ type: 'quad', price: 2_500_000 }],
  tags: ['new'],
  contact: { name: 'Amina' },
  packageId: new Types.ObjectId(),
});

/** The paths mongoose refuses in `fields`, with the message of each. */
const problems = (fields: Record<string, unknown>) => {
  const error = new Trip(fields).validateSync();
  return Object.fromEntries(
    Object.entries(error?.errors ?? {}).map(([path, problem]) => [path, problem.message]),
  );
};

describe('a mongoose schema made from a zod object', () => {
  it('takes a valid record whole, with the defaults zod declares', () => {
    const document = new Trip(valid());
    expect(document.validateSync()).toBeUndefined();
    expect(document.get('open')).toBe(true);
    expect(document.get('rooms.0.price')).toBe(2_500_000);
  });

  it('types dates, literals, enums (with their options), nested objects, lists of objects and references', () => {
    const paths = Trip.schema.paths;
    expect(paths.departsOn?.instance).toBe('Date');
    expect(paths.version?.instance).toBe('Number');
    expect(paths.kind?.instance).toBe('String');
    expect(Trip.schema.path('category')?.options.enum).toEqual(['hajj', 'umrah']);
    expect(paths.packageId?.instance).toBe('ObjectId');
    expect(paths.rooms?.instance).toBe('Array');
    expect(Trip.schema.path('contact.name')?.instance).toBe('String');
    expect(Trip.schema.path('rooms.price')?.instance).toBe('Number');
  });

  it('refuses what the zod schema refuses, with its message, field by field inside objects', () => {
    expect(problems({ ...valid(), title: '' })).toEqual({ title: 'Path `title` is required.' });
    expect(problems({ ...valid(), title: 'x'.repeat(21) })).toHaveProperty('title');
    expect(problems({ ...valid(), seats: 0 })).toEqual({ seats: 'At least one seat.' });
    expect(problems({ ...valid(), note: 'x'.repeat(41) })).toEqual({
      note: 'A note is 40 characters at most.',
    });
    expect(problems({ ...valid(), version: 3, kind: 'tour' })).toEqual({
      version: 'Invalid input: expected 2',
      kind: 'Invalid input: expected "trip"',
    });
    expect(problems({ ...valid(), category: 'beach' })).toHaveProperty('category');
    expect(problems({ ...valid(), tags: ['a', 'b', 'c'] })).toHaveProperty('tags');
    expect(problems({ ...valid(), tags: ['a', null] })).toEqual({
      tags: 'Invalid input: expected string, received null',
    });
    expect(problems({ ...valid(), rooms: [{ type: 'quad', price: -1 }] })).toHaveProperty(['rooms.0.price']);
    expect(problems({ ...valid(), rooms: [] })).toHaveProperty('rooms');
    expect(problems({ ...valid(), contact: { name: '' } })).toHaveProperty(['contact.name']);
    expect(problems({ ...valid(), packageId: 'not an id' })).toHaveProperty('packageId');
  });

  it('requires every field zod requires, accepting an empty string where zod does', () => {
    const { departsOn: _departsOn, ...withoutDate } = valid();
    expect(problems(withoutDate)).toEqual({ departsOn: 'Path `departsOn` is required.' });
    const { days: _days, ...withoutDays } = valid();
    expect(problems(withoutDays)).toHaveProperty('days');
    expect(problems({ ...valid(), returnsOn: undefined })).toEqual({});
  });

  it('stores a string as zod gives it back', () => {
    expect(new Trip({ ...valid(), title: '  Ramadan Umrah ' }).get('title')).toBe('Ramadan Umrah');
    expect(problems({ ...valid(), title: '   ' })).toHaveProperty('title');
  });

  it('fills in a default where the field is missing, and refuses null where zod does', () => {
    expect(problems({ ...valid(), open: null })).toHaveProperty('open');
    expect(problems({ ...valid(), returnsOn: null })).toEqual({});
  });

  it('keeps a nested object inside its document, without an id of its own', () => {
    expect(new Trip(valid()).toObject().contact).toEqual({ name: 'Amina' });
  });

  it('refuses a field it has no mongoose type for, naming its kind', () => {
    const mixed = z.object({ price: z.union([z.number(), z.string()]) });
    expect(() => schemaFromZod(mixed)).toThrow('No mongoose type for a zod union field');
  });

  it('checks a reference as zod would, saying what is wrong', () => {
    expect(objectId().safeParse(new Types.ObjectId()).success).toBe(true);
    expect(objectId().safeParse('65a1b2c3d4e5f60718293a4b').error?.issues[0]?.message).toBe('Invalid id.');
  });

  it('adds what zod cannot say, given beside it', () => {
    expect(Trip.schema.path('title')?.options.index).toBe(true);
  });
});
