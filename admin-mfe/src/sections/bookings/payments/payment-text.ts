import type { Payment, PaymentMethod } from '@safa/contract';
import { formatNaira } from '@safa/shared-ui';

const METHOD_LABELS: Record<PaymentMethod, string> = {
  transfer: 'Bank transfer',
  cash: 'Cash',
  card: 'Card',
};

/** 'Bank transfer', as the operator reads how money was paid. */
export const methodLabel = (method: PaymentMethod): string => METHOD_LABELS[method];

/** What a payment brought in ('₦4,000,000') or a refund gave back ('−₦1,000,000'). */
export const signedAmount = ({ kind, amount }: Pick<Payment, 'kind' | 'amount'>): string =>
  kind === 'refund' ? `−${formatNaira(amount)}` : formatNaira(amount);

const KB = 1024;
const MB = 1024 * KB;

/** A file's size as people read it: '512 bytes', '840 KB', '2.4 MB'. */
export function fileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} bytes`;
  const kilobytes = Math.round(bytes / KB);
  return kilobytes < 1024 ? `${kilobytes} KB` : `${(bytes / MB).toFixed(1)} MB`;
}
