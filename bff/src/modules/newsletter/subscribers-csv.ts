import { Readable } from 'node:stream';
import Papa from 'papaparse';
import { NEWEST_FIRST } from '../../db/list-query';
import { SubscriberModel } from './subscriber.model';

/** Every value quoted; one a spreadsheet would run as a formula (=, +, -, @, tab, CR) starts with an apostrophe. */
const CSV_OPTIONS = { quotes: true, escapeFormulae: true, newline: '\r\n' } as const;

/** Subscribers read from MongoDB, and written to the answer, at a time: memory holds this many, whatever the list's length. */
const ROWS_PER_CHUNK = 1000;

async function* csvChunks(): AsyncGenerator<string> {
  yield Papa.unparse([['Email', 'Date Added']], CSV_OPTIONS);
  const subscribers = SubscriberModel.find().sort(NEWEST_FIRST).lean().cursor({ batchSize: ROWS_PER_CHUNK });
  let rows: string[][] = [];
  for await (const { email, createdAt } of subscribers) {
    rows.push([email, createdAt.toISOString()]);
    if (rows.length === ROWS_PER_CHUNK) {
      yield `\r\n${Papa.unparse(rows, CSV_OPTIONS)}`;
      rows = [];
    }
  }
  if (rows.length > 0) yield `\r\n${Papa.unparse(rows, CSV_OPTIONS)}`;
}

/**
 * Spec §7's export of the newsletter, every subscriber newest first under 'Email' and 'Date Added',
 * as a stream: read through a cursor and sent as it is read, so no number of subscribers is ever
 * held whole. A stream that is dropped (the operator left) closes its cursor.
 */
export function subscribersCsv(): Readable {
  return Readable.from(csvChunks());
}
