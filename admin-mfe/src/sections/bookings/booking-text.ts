import type { BookingStatus } from '@safa/contract';

const STATUS_LABELS: Record<BookingStatus, string> = {
  held: 'Held',
  deposit_paid: 'Deposit paid',
  paid: 'Paid',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** 'Deposit paid', as the operator reads a booking's status. */
export const statusLabel = (status: BookingStatus): string => STATUS_LABELS[status];
