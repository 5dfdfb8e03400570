import { zodResolver } from '@hookform/resolvers/zod';
import {
  lagosToday,
  PASSPORT_NUMBER_MAX,
  SEX_LABELS,
  SEXES,
  type Traveller,
  type travellerDetailsSchema,
} from '@safa/contract';
import { Input, Select } from '@safa/shared-ui';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../../common/FormDialog';
import { FormField } from '../../../common/FormField';
import { showRefusalsAt } from '../../../common/field-refusals';
import { FieldPair } from '../../../common/form-layout';
import {
  changesAnything,
  TRAVELLER_FIELDS,
  type TravellerFormValues,
  toTravellerFormValues,
  travellerFormSchema,
} from './traveller-form';
import { useUpdateTraveller } from './useTravellers';

interface TravellerDetailsDialogProps {
  bookingId: string;
  traveller: Traveller;
  onClose: () => void;
}

/**
 * The operator completes or corrects a traveller's details as in the passport, at any time (the
 * customer only until the documents are due): only the fields changed are sent, and the booking's
 * history names them.
 */
export function TravellerDetailsDialog({ bookingId, traveller, onClose }: TravellerDetailsDialogProps) {
  const { register, handleSubmit, setError, formState } = useForm<
    TravellerFormValues,
    unknown,
    z.output<typeof travellerDetailsSchema>
  >({
    resolver: zodResolver(travellerFormSchema(traveller)),
    defaultValues: toTravellerFormValues(traveller),
  });
  // Read while rendering, so that react-hook-form keeps it up to date (its form state is a proxy).
  const { errors, isDirty } = formState;
  const update = useUpdateTraveller(showRefusalsAt(setError, TRAVELLER_FIELDS));
  const today = lagosToday();

  const save = handleSubmit(async (details) => {
    if (!changesAnything(details) || (await update.run({ bookingId, details }))) onClose();
  });

  return (
    <FormDialog
      title="Traveller’s details"
      description={`${traveller.fullName}, as in the passport`}
      what="these details"
      dirty={isDirty}
      saving={update.isPending}
      onSubmit={save}
      onClose={onClose}
    >
      <p>A field left empty stays as it was.</p>
      <FormField label="Name as in passport" error={errors.fullName?.message}>
        {(control) => <Input autoComplete="off" {...control} {...register('fullName')} />}
      </FormField>
      <FieldPair>
        <FormField label="Sex" error={errors.sex?.message}>
          {(control) => (
            <Select {...control} {...register('sex')}>
              <option value="">Not given</option>
              {SEXES.map((sex) => (
                <option key={sex} value={sex}>
                  {SEX_LABELS[sex]}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField label="Date of birth" error={errors.dateOfBirth?.message}>
          {(control) => <Input type="date" max={today} {...control} {...register('dateOfBirth')} />}
        </FormField>
      </FieldPair>
      <FieldPair>
        <FormField
          label="Nationality"
          hint="Three letters, as in the passport: NGA"
          error={errors.nationality?.message}
        >
          {(control) => <Input autoComplete="off" maxLength={3} {...control} {...register('nationality')} />}
        </FormField>
        <FormField label="Passport number" error={errors.passportNumber?.message}>
          {(control) => (
            <Input
              autoComplete="off"
              maxLength={PASSPORT_NUMBER_MAX + 4}
              {...control}
              {...register('passportNumber')}
            />
          )}
        </FormField>
      </FieldPair>
      <FieldPair>
        <FormField label="Passport issued on" error={errors.passportIssuedOn?.message}>
          {(control) => <Input type="date" max={today} {...control} {...register('passportIssuedOn')} />}
        </FormField>
        <FormField label="Passport expires on" error={errors.passportExpiresOn?.message}>
          {(control) => <Input type="date" {...control} {...register('passportExpiresOn')} />}
        </FormField>
      </FieldPair>
    </FormDialog>
  );
}
