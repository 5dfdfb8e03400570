import { zodResolver } from '@hookform/resolvers/zod';
import { type Departure, type departureUpdateSchema, ROOM_TYPES } from '@safa/contract';
import { Button, FieldError, formatDay, formatNaira, Input, Modal, media, useDialogs } from '@safa/shared-ui';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { z } from 'zod';
import { addDays, lagosToday } from '../../../common/calendar-day';
import { FormField } from '../../../common/FormField';
import {
  BALANCE_DUE_DAYS_BEFORE,
  type DepartureFormValues,
  defaultBalanceDueOn,
  departureFormSchema,
  toFormValues,
} from './departure-form';
import { roomLabel } from './departure-text';
import { useSaveDeparture } from './useDepartures';

type DepartureChange = z.output<typeof departureUpdateSchema>;

const Form = styled.form`
  display: grid;
  gap: 1rem;
`;

/** Two fields side by side from a small tablet up; one under the other on a phone. */
const Pair = styled.div`
  display: grid;
  gap: 1rem;
  ${media.up('sm')} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

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

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
`;

/** A whole amount as typed, read back with separators so that a missing zero shows: '₦8,500,000 per person'. */
function amountHint(text: string, suffix: string): string | undefined {
  const amount = Number(text);
  return text.trim() !== '' && Number.isSafeInteger(amount) && amount > 0
    ? `${formatNaira(amount)}${suffix}`
    : undefined;
}

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
  const dialogs = useDialogs();
  const saveDeparture = useSaveDeparture();
  const { register, handleSubmit, watch, formState } = useForm<DepartureFormValues, unknown, DepartureChange>(
    {
      resolver: zodResolver(departureFormSchema(departure?.status ?? 'open')),
      defaultValues: toFormValues(departure),
    },
  );
  const { errors } = formState;
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

  const close = async () => {
    if (saveDeparture.isPending) return;
    if (formState.isDirty) {
      const discard = await dialogs.confirm({
        title: 'Discard changes?',
        text: 'What you typed in this departure will be lost.',
        tone: 'warning',
        confirmLabel: 'Discard',
        cancelLabel: 'Keep editing',
        destructive: true,
      });
      if (!discard) return;
    }
    onClose();
  };

  return (
    <Modal
      title={departure ? 'Edit Departure' : 'New Departure'}
      description={`A departure of ${packageTitle}`}
      open
      onOpenChange={(open) => !open && close()}
      width="40rem"
    >
      <Form onSubmit={save} noValidate>
        <Pair>
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
        </Pair>
        <FormField
          label="Seats"
          hint={
            departure && departure.seatsBooked > 0
              ? `${departure.seatsBooked} already booked: at least ${departure.seatsBooked}.`
              : undefined
          }
          error={errors.seats?.message}
        >
          {(control) => (
            <Input type="number" inputMode="numeric" min={1} step={1} {...control} {...register('seats')} />
          )}
        </FormField>
        <Rooms aria-describedby={errors.prices?.message ? 'departure-rooms-error' : undefined}>
          <legend>Room prices per person (₦)</legend>
          <p>Leave a room empty when this departure does not offer it.</p>
          <Pair>
            {ROOM_TYPES.map((type) => (
              <FormField
                key={type}
                label={roomLabel(type)}
                hint={amountHint(prices[type], ' per person')}
                error={errors.prices?.[type]?.message}
              >
                {(control) => (
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    step={1}
                    {...control}
                    {...register(`prices.${type}`)}
                  />
                )}
              </FormField>
            ))}
          </Pair>
          {errors.prices?.message ? (
            <FieldError id="departure-rooms-error">{errors.prices.message}</FieldError>
          ) : null}
        </Rooms>
        <Pair>
          <FormField
            label="Deposit per person (₦)"
            hint={amountHint(deposit, ' per person') ?? '0 = pay in full'}
            error={errors.depositPerPerson?.message}
          >
            {(control) => (
              <Input
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                {...control}
                {...register('depositPerPerson')}
              />
            )}
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
        </Pair>
        <Actions>
          <Button type="button" $variant="secondary" onClick={close} disabled={saveDeparture.isPending}>
            Cancel
          </Button>
          <Button type="submit" disabled={saveDeparture.isPending}>
            {saveDeparture.isPending ? 'Saving…' : 'Save'}
          </Button>
        </Actions>
      </Form>
    </Modal>
  );
}
