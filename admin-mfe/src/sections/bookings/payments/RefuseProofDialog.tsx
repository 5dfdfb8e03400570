import { zodResolver } from '@hookform/resolvers/zod';
import { type Booking, PROOF_LIMITS, type Proof, proofRefusalSchema } from '@safa/contract';
import { TextArea } from '@safa/shared-ui';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../../common/FormDialog';
import { FormField } from '../../../common/FormField';
import { showRefusalsAt } from '../../../common/field-refusals';
import { useRefuseProof } from './usePayments';

type Refusal = z.output<typeof proofRefusalSchema>;

interface RefuseProofDialogProps {
  booking: Booking;
  proof: Proof;
  onClose: () => void;
}

/**
 * The operator did not find a proof's money: a note for the customer, who is told it; a booking
 * still unpaid gets back the rest of its hold. The contract's check shows at the note, the BFF's
 * refusal (a proof seen to meanwhile) in a dialog.
 */
export function RefuseProofDialog({ booking, proof, onClose }: RefuseProofDialogProps) {
  const { register, handleSubmit, setError, formState } = useForm<
    z.input<typeof proofRefusalSchema>,
    unknown,
    Refusal
  >({ resolver: zodResolver(proofRefusalSchema), defaultValues: { note: '' } });
  // Read while rendering, so that react-hook-form keeps it up to date (its form state is a proxy).
  const { errors, isDirty } = formState;
  const refuse = useRefuseProof(showRefusalsAt(setError, ['note']));

  const save = handleSubmit(async ({ note }) => {
    if (await refuse.run({ proofId: proof.id, note })) onClose();
  });

  return (
    <FormDialog
      title="Refuse transfer proof"
      description={`${proof.fileName}, booking ${booking.reference}`}
      what="this note"
      dirty={isDirty}
      saving={refuse.isPending}
      saveLabel="Refuse proof"
      onSubmit={save}
      onClose={onClose}
    >
      <p>
        The money of {proof.fileName} was not found? The customer is e-mailed your note; an unpaid booking is
        held again for what was left of its hold, at least a day.
      </p>
      <FormField
        label="Note for the customer"
        hint="e.g. No transfer of ₦5,000,000 reached our account on 20 Nov."
        error={errors.note?.message}
      >
        {(control) => (
          <TextArea rows={3} maxLength={PROOF_LIMITS.noteMax} {...control} {...register('note')} />
        )}
      </FormField>
    </FormDialog>
  );
}
