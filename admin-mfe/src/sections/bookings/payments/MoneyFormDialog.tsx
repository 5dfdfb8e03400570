import { zodResolver } from '@hookform/resolvers/zod';
import {
  type Booking,
  ENDED_STATUSES,
  lagosToday,
  PROOF_LIMITS,
  REFUND_REASON_LABELS,
  refundReasonsFor,
} from '@safa/contract';
import { formatNaira, Input, Select } from '@safa/shared-ui';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { amountHint } from '../../../common/amount-hint';
import { FormDialog } from '../../../common/FormDialog';
import { FormField } from '../../../common/FormField';
import { showRefusalsAt } from '../../../common/field-refusals';
import { FieldPair, WholeNumberInput } from '../../../common/form-layout';
import { statusLabel } from '../booking-text';
import { MethodField } from './MethodField';
import {
  beyondBalanceWarning,
  MONEY_FIELDS,
  type MoneyFormValues,
  type MoneyMovement,
  type MoneyTarget,
  moneyFormSchema,
  newMoneyFormValues,
} from './money-form';
import { useRecordMoney } from './usePayments';

/** Said, not refused: the payment is recorded all the same. */
const Warning = styled.span`
  display: block;
  margin-top: 0.25rem;
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: 600;
`;

const WORDS = {
  payment: {
    title: 'Record a payment',
    what: 'this payment',
    paidOn: 'Paid on',
    save: 'Record payment',
    limit: (booking: Booking) => `Balance ${formatNaira(booking.amounts.balance)}`,
  },
  refund: {
    title: 'Record a refund',
    what: 'this refund',
    paidOn: 'Refunded on',
    save: 'Record refund',
    limit: ({ amounts }: Booking, reason: string) =>
      reason === 'overpayment'
        ? `Paid beyond the price ${formatNaira(amounts.toRefund)}`
        : `Paid so far ${formatNaira(amounts.paid)}`,
  },
} as const;

/** Said first: the proof a payment is checked against, or what a booking that ended has to refund. */
function introOf(booking: Booking, target: MoneyTarget): string | undefined {
  if (target.kind === 'payment')
    return target.proof && `Against the transfer proof ${target.proof.fileName}.`;
  if (!ENDED_STATUSES.includes(booking.status)) return undefined;
  return `This booking is ${statusLabel(booking.status).toLowerCase()}: ${formatNaira(booking.amounts.toRefund)} paid on it is to refund.`;
}

export interface MoneyFormDialogProps {
  booking: Booking;
  target: MoneyTarget;
  onClose: () => void;
}

/**
 * Records money in or out of a booking: the amount in whole naira, how and when it was paid, a note,
 * and why for a refund. A payment beyond the balance is said, and recorded (what is beyond shows as
 * money to refund); the contract's problems and the BFF's refusals (a refund beyond what its reason
 * allows) show at their fields; once recorded, the booking shows its new amounts, status and history.
 */
export function MoneyFormDialog({ booking, target, onClose }: MoneyFormDialogProps) {
  const words = WORDS[target.kind];
  const proofName = target.kind === 'payment' ? target.proof?.fileName : undefined;
  const intro = introOf(booking, target);
  const reasons = refundReasonsFor(booking.status);
  const { register, handleSubmit, watch, setError, formState } = useForm<
    MoneyFormValues,
    unknown,
    MoneyMovement
  >({
    resolver: zodResolver(moneyFormSchema(target)),
    defaultValues: newMoneyFormValues(target, reasons),
  });
  // Read while rendering, so that react-hook-form keeps it up to date (its form state is a proxy).
  const { errors, isDirty } = formState;
  const amount = watch('amount');
  const reason = watch('reason');
  const beyondBalance = target.kind === 'payment' ? beyondBalanceWarning(booking, amount) : undefined;
  const record = useRecordMoney(showRefusalsAt(setError, MONEY_FIELDS, 'amount'));

  const save = handleSubmit(async (movement) => {
    if (await record.run(movement)) onClose();
  });

  return (
    <FormDialog
      title={words.title}
      description={`Booking ${booking.reference}${proofName ? `, against the transfer proof ${proofName}` : ''}`}
      what={words.what}
      dirty={isDirty}
      saving={record.isPending}
      saveLabel={words.save}
      onSubmit={save}
      onClose={onClose}
    >
      {intro ? <p>{intro}</p> : null}
      {target.kind === 'refund' ? (
        <FormField label="Why" error={errors.reason?.message}>
          {(control) => (
            <Select {...control} {...register('reason')}>
              {reasons.length > 1 ? <option value="">Choose…</option> : null}
              {reasons.map((reason) => (
                <option key={reason} value={reason}>
                  {REFUND_REASON_LABELS[reason]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      ) : null}
      <FieldPair>
        <FormField
          label="Amount (₦)"
          hint={
            <>
              {amountHint(amount) ?? words.limit(booking, reason)}
              {beyondBalance ? <Warning>{beyondBalance}</Warning> : null}
            </>
          }
          error={errors.amount?.message}
        >
          {(control) => <WholeNumberInput min={1} {...control} {...register('amount')} />}
        </FormField>
        <MethodField field={register('method')} error={errors.method?.message} />
      </FieldPair>
      <FormField label={words.paidOn} error={errors.paidOn?.message}>
        {(control) => <Input type="date" max={lagosToday()} {...control} {...register('paidOn')} />}
      </FormField>
      <FormField
        label="Note"
        hint={
          reason === 'price_reduction'
            ? 'Optional: why the price is reduced (the ledger shows it with the price change)'
            : 'Optional: the bank, a teller or transfer reference'
        }
        error={errors.note?.message}
      >
        {(control) => <Input maxLength={PROOF_LIMITS.noteMax} {...control} {...register('note')} />}
      </FormField>
    </FormDialog>
  );
}
