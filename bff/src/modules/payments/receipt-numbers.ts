import { lagosToday } from '@safa/contract';
import { model } from 'mongoose';
import { z } from 'zod';
import { isDuplicateKeyError } from '../../db/duplicate-key';
import { schemaFromZod } from '../../db/schema-from-zod';

/** A named sequence: its last number, taken by one `$inc` at a time. */
const counterSchema = z.object({ _id: z.string().min(1), last: z.int() });
type Counter = z.infer<typeof counterSchema>;

const CounterModel = model<Counter>('Counter', schemaFromZod<Counter>(counterSchema), 'counters');

/** Two first receipts of a year at once: one upsert creates the counter, the other meets it (E11000). */
const FIRST_OF_YEAR_TRIES = 3;

/**
 * The next receipt number of the year in Lagos, `SAFA-2026-000123`: one atomic `$inc` on the year's
 * counter, so no two payments get one number, on any number of BFF instances. A number is never
 * issued twice; one taken by a payment whose booking then changed under it stays unused (a gap).
 */
export async function nextReceiptNumber(now = new Date()): Promise<string> {
  const year = lagosToday(now).slice(0, 4);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const counter = await CounterModel.findOneAndUpdate(
        { _id: `receipts-${year}` },
        { $inc: { last: 1 } },
        { upsert: true, returnDocument: 'after' },
      ).lean();
      return `SAFA-${year}-${String(counter?.last).padStart(6, '0')}`;
    } catch (error) {
      if (!isDuplicateKeyError(error) || attempt >= FIRST_OF_YEAR_TRIES) throw error;
    }
  }
}
