import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SOURCE = path.resolve(__dirname, '..', '..', 'src');

/** Where a booking document may be written: its owner, and the migrations it runs once at start. */
const WRITERS = new Set(['modules/bookings/booking-life.ts', 'modules/bookings/booking-migrations.ts']);

const WRITE =
  /\bBookingModel\s*\.\s*(create|insertMany|updateOne|updateMany|findOneAndUpdate|findByIdAndUpdate|findOneAndReplace|findOneAndDelete|findByIdAndDelete|deleteOne|deleteMany|replaceOne|bulkWrite|collection)\b|\bnew\s+BookingModel\b|[(,]\s*BookingModel\s*[,)]/;

/** The lines of `text` that write a booking, or hand the model to code that could. */
const writesIn = (text: string) => text.split('\n').filter((line) => WRITE.test(line));

const sources = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });

describe('booking documents', () => {
  it('are written by the owner of their life alone (booking-life.ts)', () => {
    const elsewhere = sources(SOURCE)
      .map((file) => [path.relative(SOURCE, file), writesIn(readFileSync(file, 'utf8'))] as const)
      .filter(([file, lines]) => !WRITERS.has(file) && lines.length > 0);
    expect(elsewhere).toEqual([]);
  });

  it.each([
    'await BookingModel.updateOne({ _id }, { $set: { status } });',
    'BookingModel.collection.updateOne(filter, update)',
    'const store = outboxStore(BookingModel, { select });',
    'await new BookingModel(document).save();',
  ])('are seen written in `%s`', (line) => {
    expect(writesIn(line)).toEqual([line]);
  });

  it.each([
    'await BookingModel.findOne({ linkHash }).lean();',
    'BookingModel.exists({ "proofs.id": id })',
    'BookingModel.aggregate([])',
  ])('are only read in `%s`', (line) => {
    expect(writesIn(line)).toEqual([]);
  });
});
