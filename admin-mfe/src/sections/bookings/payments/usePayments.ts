import { call, download } from '@safa/api-client';
import type { AdjustmentInput } from '@safa/contract';
import { downloadFile } from '../../../common/download';
import { errorAlert, refusalText, successAlert } from '../../../common/feedback';
import { useAdminMutation } from '../../../common/useAdminMutation';
import { useAdminQuery } from '../../../common/useAdminQuery';
import { summaryKey } from '../../../dashboard/summary/useWorkSummary';
import { paperworkKey } from '../departure/paperwork-keys';
import { bookingsKey } from '../useBookings';
import type { MoneyMovement } from './money-form';

/**
 * Money recorded changes the booking (amounts, status, history), the lists, the dashboard, and the
 * departure's paperwork (who has paid in full).
 */
const moneyChanged = [bookingsKey, summaryKey, paperworkKey];

const WORDS = {
  payment: { recorded: 'Payment recorded', failed: 'Failed to record payment' },
  refund: { recorded: 'Refund recorded', failed: 'Failed to record refund' },
} as const;

/**
 * Records a payment or refund (the BFF e-mails its receipt). `showAtFields` shows a refusal at the
 * form's fields and says whether it could; else the refusal is said in a dialog.
 */
export const useRecordMoney = (showAtFields: (error: unknown) => boolean) =>
  useAdminMutation({
    mutationKey: ['payments', 'record'],
    mutationFn: (movement: MoneyMovement) =>
      movement.kind === 'payment'
        ? call('recordPayment', { body: movement.body })
        : call('refundPayment', { body: movement.body }),
    invalidates: moneyChanged,
    success: ({ kind }) => successAlert(WORDS[kind].recorded),
    failure: (error, { kind }) => (showAtFields(error) ? undefined : errorAlert(WORDS[kind].failed)),
  });

export interface ReceiptOf {
  bookingId: string;
  receiptNumber: string;
}

/** Saves a payment's or refund's PDF receipt under the name the BFF gives it. */
export const useDownloadReceipt = () =>
  useAdminMutation({
    mutationKey: ['payments', 'receipt'],
    mutationFn: async ({ bookingId, receiptNumber }: ReceiptOf) => {
      const file = await download('bookingReceipt', { id: bookingId, query: { number: receiptNumber } });
      downloadFile(file.fileName, file.blob);
    },
    invalidates: [],
    success: successAlert('Downloaded', 'Receipt downloaded'),
    failure: errorAlert('Failed to download receipt'),
  });

/** Saves a booking's statement (each payment, refund and change of price, the balance, the schedule) as a PDF. */
export const useDownloadStatement = () =>
  useAdminMutation({
    mutationKey: ['payments', 'statement'],
    mutationFn: async (bookingId: string) => {
      const file = await download('bookingStatement', { id: bookingId });
      downloadFile(file.fileName, file.blob);
    },
    invalidates: [],
    success: successAlert('Downloaded', 'Statement downloaded'),
    failure: errorAlert('Failed to download statement'),
  });

/** A transfer proof's file, fetched with the admin token (proofs have no public address), kept only while shown. */
export const useProofFile = (proofId: string) =>
  useAdminQuery({
    queryKey: ['proofs', proofId],
    queryFn: async (signal) => (await download('getProof', { id: proofId, signal })).blob,
    failureText: 'Failed to load proof',
    personal: true,
  });

/** A proof seen to leaves the dashboard's count, and may end the booking's wait ('Payment being checked'). */
const proofSeenTo = [bookingsKey, summaryKey];

/**
 * Marks a proof seen to (nothing to record, or recorded otherwise); one seen to meanwhile is said in
 * the BFF's words.
 */
export const useCheckProof = () =>
  useAdminMutation({
    mutationKey: ['proofs', 'check'],
    mutationFn: (proofId: string) => call('checkProof', { id: proofId }),
    invalidates: proofSeenTo,
    success: successAlert('Proof marked checked'),
    failure: (error) => errorAlert(refusalText(error, 409) ?? 'Failed to mark proof checked'),
  });

export interface ProofRefusal {
  proofId: string;
  note: string;
}

/** Refuses a proof with a note the customer is told; `showAtFields` as for `useRecordMoney`. */
export const useRefuseProof = (showAtFields: (error: unknown) => boolean) =>
  useAdminMutation({
    mutationKey: ['proofs', 'refuse'],
    mutationFn: ({ proofId, note }: ProofRefusal) => call('refuseProof', { id: proofId, body: { note } }),
    invalidates: proofSeenTo,
    success: successAlert('Proof refused', 'The customer is told your note.'),
    failure: (error) =>
      showAtFields(error) ? undefined : errorAlert(refusalText(error, 409) ?? 'Failed to refuse proof'),
  });

export interface PriceChange {
  bookingId: string;
  change: AdjustmentInput;
}

/** Changes a booking's price; `showAtFields` as for `useRecordMoney`. */
export const useAdjustPrice = (showAtFields: (error: unknown) => boolean) =>
  useAdminMutation({
    mutationKey: ['bookings', 'adjust'],
    mutationFn: ({ bookingId, change }: PriceChange) =>
      call('adjustBookingPrice', { id: bookingId, body: change }),
    invalidates: moneyChanged,
    success: successAlert('Price changed'),
    failure: (error) => (showAtFields(error) ? undefined : errorAlert('Failed to change price')),
  });
