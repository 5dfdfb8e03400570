import { BOOKING_STATUS_LABELS, type BookingStatus, type HistoryEvent } from '@safa/contract';

/** 'Deposit paid', as the operator reads a booking's status. */
export const statusLabel = (status: BookingStatus): string => BOOKING_STATUS_LABELS[status];

const EVENT_LABELS: Record<HistoryEvent, string> = {
  held: 'Booked',
  proof_sent: 'Proof sent',
  proof_checked: 'Proof checked',
  proof_refused: 'Proof refused',
  payment: 'Payment',
  refund: 'Refund',
  adjustment: 'Price changed',
  expired: 'Expired',
  cancelled: 'Cancelled',
  reinstated: 'Reinstated',
  link_sent: 'Link sent again',
  traveller_changed: 'Traveller’s details changed',
  document_sent: 'Document sent',
  visa_changed: 'Visa changed',
  plan_chosen: 'Plan chosen',
  details_changed: 'Details changed',
  moved: 'Moved to another departure',
};

/** 'Proof sent', as the operator reads what happened to a booking. */
export const eventLabel = (event: HistoryEvent): string => EVENT_LABELS[event];

/** The history's names of who is not an operator; anything else is the operator's username. */
const ACTORS = new Map([
  ['customer', 'by the customer'],
  ['paystack', 'by Paystack'],
  ['system', 'automatically'],
]);

/** Who made a change, as the history's `by` names them: 'by the customer', 'automatically', 'by admin'. */
export const actorText = (by: string): string => ACTORS.get(by) ?? `by ${by}`;
