import { zodResolver } from '@hookform/resolvers/zod';
import {
  addDays,
  BALANCE_DUE_DAYS_BEFORE,
  type Departure,
  defaultBalanceDueOn,
  type departureUpdateSchema,
  lagosToday,
  ROOM_TYPES,
} from '@safa/contract';
import { FieldError, formatDay, Input } from '@safa/shared-ui';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { amountHint } from '../../../common/amount-hint';
import { FormDialog } from '../../../common/FormDialog';
import { FormField } from '../../../common/FormField';
import { FieldPair, WholeNumberInput } from '../../../common/form-layout';
import { type DepartureFormValues, departureFormSchema, toFormValues } from './departure-form';
import { roomLabel } from './departure-text';
import { useSaveDeparture } from './useDepartures';

type DepartureChange = z.output<typeof departureUpdateSchema>;

const Rooms = styled.fieldset`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0.75rem 1rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  legend { padding: 0 0.35rem; font-weight: 700; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

export interface DepartureFormDialogProps {
  packageId: string;
  packageTitle: string;
  /** Set when editing a stored departure. */
  departure?: Departure;
  onClose: () => void;
}

/** The 'New Departure' / 'Edit Departure' dialog: dates, seats, each room's price per person, the deposit. */
export function DepartureFormDialog({
  packageId,
  packageTitle,
  departure,
  onClose,
}: DepartureFormDialogProps) {
  const saveDeparture = useSaveDeparture();
  const { register, handleSubmit, watch, formState } = useForm<DepartureFormValues, unknown, DepartureChange>(
    {
      resolver: zodResolver(departureFormSchema(departure?.status ?? 'open')),
      defaultValues: toFormValues(departure),
    },
  );
  // Read while rendering, so that react-hook-form keeps it up to date (its form state is a proxy).
  const { errors, isDirty } = formState;
  const departsOn = watch('departsOn');
  const prices = watch('prices');
  const deposit = watch('depositPerPerson');
  const tomorrow = addDays(lagosToday(), 1);
  const departed = departure !== undefined && departure.departsOn < tomorrow;

  const save = handleSubmit(async ({ status, ...fields }) => {
    const saved = departure
      ? await saveDeparture.run({ id: departure.id, input: { ...fields, status } })
      : await saveDeparture.run({ input: { packageId, ...fields } });
    if (saved) onClose();
  });

  return (
    <FormDialog
      title={departure ? 'Edit Departure' : 'New Departure'}
      description={`A departure of ${packageTitle}`}
      width="40rem"
      what="this departure"
      dirty={isDirty}
      saving={saveDeparture.isPending}
      onSubmit={save}
      onClose={onClose}
    >
      <FieldPair>
        <FormField label="Date out" error={errors.departsOn?.message}>
          {(control) => (
            <Input
              type="date"
              min={departed ? undefined : tomorrow}
              {...control}
              {...register('departsOn')}
            />
          )}
        </FormField>
        <FormField label="Date back" hint="Optional" error={errors.returnsOn?.message}>
          {(control) => (
            <Input type="date" min={departsOn || tomorrow} {...control} {...register('returnsOn')} />
          )}
        </FormField>
      </FieldPair>
      <FormField
        label="Seats"
        hint={
          departure && departure.seatsBooked > 0
            ? `${departure.seatsBooked} already booked: at least ${departure.seatsBooked}.`
            : undefined
        }
        error={errors.seats?.message}
      >
        {(control) => <WholeNumberInput min={1} {...control} {...register('seats')} />}
      </FormField>
      <Rooms aria-describedby={errors.prices?.message ? 'departure-rooms-error' : undefined}>
        <legend>Room prices per person (₦)</legend>
        <p>Leave a room empty when this departure does not offer it.</p>
        <FieldPair>
          {ROOM_TYPES.map((type) => (
            <FormField
              key={type}
              label={roomLabel(type)}
              hint={amountHint(prices[type], ' per person')}
              error={errors.prices?.[type]?.message}
            >
              {(control) => <WholeNumberInput min={1} {...control} {...register(`prices.${type}`)} />}
            </FormField>
          ))}
        </FieldPair>
        {errors.prices?.message ? (
          <FieldError id="departure-rooms-error">{errors.prices.message}</FieldError>
        ) : null}
      </Rooms>
      <FieldPair>
        <FormField
          label="Deposit per person (₦)"
          hint={amountHint(deposit, ' per person') ?? '0 = pay in full'}
          error={errors.depositPerPerson?.message}
        >
          {(control) => <WholeNumberInput min={0} {...control} {...register('depositPerPerson')} />}
        </FormField>
        <FormField
          label="Balance due by"
          hint={
            formatDay(departsOn)
              ? `Empty: ${formatDay(defaultBalanceDueOn(departsOn))}, ${BALANCE_DUE_DAYS_BEFORE} days before departure`
              : `Empty: ${BALANCE_DUE_DAYS_BEFORE} days before departure`
          }
          error={errors.balanceDueOn?.message}
        >
          {(control) => (
            <Input type="date" max={departsOn || undefined} {...control} {...register('balanceDueOn')} />
          )}
        </FormField>
      </FieldPair>
    </FormDialog>
  );
}
