import type { Subscriber } from '@safa/contract';
import Papa from 'papaparse';

export const SUBSCRIBERS_CSV_NAME = 'newsletter_subscribers.csv';

/**
 * The export of spec §7: an 'Email' and a 'Date Added' column (empty when unknown). Every value is
 * quoted, and one starting like a spreadsheet formula (=, +, -, @, tab, CR) gets a leading
 * apostrophe so opening the file never runs it.
 */
export function subscribersCsv(subscribers: Subscriber[]): string {
  return Papa.unparse(
    {
      fields: ['Email', 'Date Added'],
      data: subscribers.map((subscriber) => [subscriber.email, subscriber.createdAt ?? '']),
    },
    { quotes: true, escapeFormulae: true, newline: '\r\n' },
  );
}
