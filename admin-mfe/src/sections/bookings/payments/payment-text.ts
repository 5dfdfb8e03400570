import type { Instalment, LedgerEntry, LedgerKind, PaymentMethod } from '@safa/contract';
import { formatNaira } from '@safa/shared-ui';

const METHOD_LABELS: Record<PaymentMethod, string> = {
  transfer: 'Bank transfer',
  cash: 'Cash',
  card: 'Card',
};

/** 'Bank transfer', as the operator reads how money was paid. */
export const methodLabel = (method: PaymentMethod): string => METHOD_LABELS[method];

const KIND_LABELS: Record<LedgerKind, string> = {
  payment: 'Payment',
  refund: 'Refund',
  adjustment: 'Price change',
};

/** 'Price change', as the operator reads an entry of a booking's ledger. */
export const kindLabel = (kind: LedgerKind): string => KIND_LABELS[kind];

/** A change of an amount with its sign: '+₦50,000', '−₦150,000'. */
const signedNaira = (amount: number): string =>
  amount < 0 ? `−${formatNaira(-amount)}` : `+${formatNaira(amount)}`;

/**
 * What an entry did: a payment brought in '₦4,000,000', a refund gave back '−₦1,000,000', a change
 * of price added '+₦50,000' or took off '−₦150,000'.
 */
export function entryAmount({ kind, amount }: Pick<LedgerEntry, 'kind' | 'amount'>): string {
  if (kind === 'payment') return formatNaira(amount);
  return kind === 'refund' ? `−${formatNaira(amount)}` : signedNaira(amount);
}

const INSTALMENT_STATES: Record<Instalment['status'], string> = {
  paid: 'Paid',
  due: 'Due next',
  overdue: 'Overdue',
  upcoming: 'To come',
};

/** 'Overdue', as the operator reads where an instalment of a booking's schedule stands. */
export const instalmentState = (status: Instalment['status']): string => INSTALMENT_STATES[status];

const KB = 1024;
const MB = 1024 * KB;

/** A file's size as people read it: '512 bytes', '840 KB', '2.4 MB'. */
export function fileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} bytes`;
  const kilobytes = Math.round(bytes / KB);
  return kilobytes < 1024 ? `${kilobytes} KB` : `${(bytes / MB).toFixed(1)} MB`;
}
