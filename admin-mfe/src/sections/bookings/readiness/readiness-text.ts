import { type Readiness, VISA_STATUS_LABELS } from '@safa/contract';

/** One line of a traveller's checklist: what it is about, whether it is done, and in words. */
export interface ChecklistLine {
  topic: 'Details' | 'Documents' | 'Visa' | 'Room' | 'Paid';
  done: boolean;
  text: string;
}

const missing = (what: readonly string[], complete: string) =>
  what.length === 0 ? complete : `Missing: ${what.join(', ')}`;

/**
 * A traveller's checklist in the operator's words, line by line (the problems found in what was sent
 * or typed are said apart, in the BFF's words).
 */
export function checklistOf(readiness: Readiness): Record<ChecklistLine['topic'], ChecklistLine> {
  const { missingDetails, missingDocuments, visa, roomNumber, paid } = readiness;
  return {
    Details: {
      topic: 'Details',
      done: missingDetails.length === 0,
      text: missing(missingDetails, 'Complete'),
    },
    Documents: {
      topic: 'Documents',
      done: missingDocuments.length === 0,
      text: missing(missingDocuments, 'All sent'),
    },
    Visa: { topic: 'Visa', done: visa === 'issued', text: VISA_STATUS_LABELS[visa] },
    Room: {
      topic: 'Room',
      done: roomNumber !== undefined,
      text: roomNumber === undefined ? 'Not placed yet' : `Room ${roomNumber}`,
    },
    Paid: { topic: 'Paid', done: paid, text: paid ? 'Paid in full' : 'Not paid in full' },
  };
}

/** '3 of 11 ready to fly'. */
export const readyCountText = (ready: number, travellers: number): string =>
  `${ready} of ${travellers} ready to fly`;
