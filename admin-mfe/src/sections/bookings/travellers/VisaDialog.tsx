import { zodResolver } from '@hookform/resolvers/zod';
import {
  lagosToday,
  type Traveller,
  VISA_STATUS_LABELS,
  VISA_STATUSES,
  type VisaInput,
} from '@safa/contract';
import { Input, Select } from '@safa/shared-ui';
import { useForm } from 'react-hook-form';
import { FormDialog } from '../../../common/FormDialog';
import { FormField } from '../../../common/FormField';
import { showRefusalsAt } from '../../../common/field-refusals';
import { FieldPair } from '../../../common/form-layout';
import { useSetVisa } from './useTravellers';
import { toVisaFormValues, VISA_FIELDS, type VisaFormValues, visaFormSchema } from './visa-form';

interface VisaDialogProps {
  bookingId: string;
  traveller: Traveller;
  onClose: () => void;
}

/** The operator's word on a traveller's visa: not started, submitted, issued with its number and day, refused. */
export function VisaDialog({ bookingId, traveller, onClose }: VisaDialogProps) {
  const { register, handleSubmit, watch, setError, formState } = useForm<VisaFormValues, unknown, VisaInput>({
    resolver: zodResolver(visaFormSchema(traveller.id)),
    defaultValues: toVisaFormValues(traveller),
  });
  // Read while rendering, so that react-hook-form keeps it up to date (its form state is a proxy).
  const { errors, isDirty } = formState;
  const setVisa = useSetVisa(showRefusalsAt(setError, VISA_FIELDS));

  const save = handleSubmit(async (visa) => {
    if (await setVisa.run({ bookingId, visa })) onClose();
  });

  return (
    <FormDialog
      title="Visa"
      description={traveller.fullName}
      what="this visa"
      dirty={isDirty}
      saving={setVisa.isPending}
      onSubmit={save}
      onClose={onClose}
    >
      <FormField label="Visa status" error={errors.status?.message}>
        {(control) => (
          <Select {...control} {...register('status')}>
            {VISA_STATUSES.map((status) => (
              <option key={status} value={status}>
                {VISA_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      {watch('status') === 'issued' ? (
        <FieldPair>
          <FormField label="Visa number" error={errors.number?.message}>
            {(control) => <Input autoComplete="off" maxLength={40} {...control} {...register('number')} />}
          </FormField>
          <FormField label="Issued on" error={errors.issuedOn?.message}>
            {(control) => <Input type="date" max={lagosToday()} {...control} {...register('issuedOn')} />}
          </FormField>
        </FieldPair>
      ) : null}
    </FormDialog>
  );
}
