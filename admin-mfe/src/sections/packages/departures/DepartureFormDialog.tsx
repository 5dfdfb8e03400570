import { zodResolver } from '@hookform/resolvers/zod';
import {
  addDays,
  BALANCE_DUE_DAYS_BEFORE,
  type Departure,
  DOCUMENTS_DUE_DAYS_BEFORE,
  defaultBalanceDueOn,
  documentsDueOn as defaultDocumentsDueOn,
  type departureUpdateSchema,
  lagosToday,
  ROOM_TYPES,
} from '@safa/contract';
import { FieldError, formatDay, Input } from '@safa/shared-ui';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { amountHint } from '../../../common/amount-hint';
import { FormDialog } from '../../../common/FormDialog';
import { FormField } from '../../../common/FormField';
import { showRefusalsAt } from '../../../common/field-refusals';
import { FieldPair, Fieldset, WholeNumberInput } from '../../../common/form-layout';
import { ChildPricesField } from './ChildPricesField';
import {
  DEPARTURE_FIELDS,
  type DepartureFormValues,
  departureFormSchema,
  offeredRooms,
  toFormValues,
} from './departure-form';
import { roomLabel } from './departure-text';
import { PaymentPlansField } from './PaymentPlansField';
import { useSaveDeparture } from './useDepartures';

type DepartureChange = z.output<typeof departureUpdateSchema>;

export interface DepartureFormDialogProps {
  packageId: string;
  packageTitle: string;
  /** Set when editing a stored departure. */
  departure?: Departure;
  onClose: () => void;
}

/** 'Empty: 12 May 2027, 30 days before departure': what a day left empty will be. */
function defaultDayHint(departsOn: string, days: number, defaultDay: (departsOn: string) => string): string {
  return formatDay(departsOn)
    ? `Empty: ${formatDay(defaultDay(departsOn))}, ${days} days before departure`
    : `Empty: ${days} days before departure`;
}

/**
 * The 'New Departure' / 'Edit Departure' dialog: dates, seats, each room's price per person (a
 * child's and an infant's when they differ from an adult's), the deposit, when the balance and the
 * travellers' documents are due, the vaccinations it asks for besides the travel rules, and the
 * payment plans it offers.
 */
export function DepartureFormDialog({
  packageId,
  packageTitle,
  departure,
  onClose,
}: DepartureFormDialogProps) {
  const { register, handleSubmit, watch, setError, formState } = useForm<
    DepartureFormValues,
    unknown,
    DepartureChange
  >({
    resolver: zodResolver(
      departureFormSchema(departure?.status ?? 'open', {
        today: lagosToday(),
        seatsBooked: departure?.seatsBooked ?? 0,
        storedDepartsOn: departure?.departsOn,
      }),
    ),
    defaultValues: toFormValues(departure),
  });
  const saveDeparture = useSaveDeparture(showRefusalsAt(setError, DEPARTURE_FIELDS));
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
      <Fieldset aria-describedby={errors.prices?.message ? 'departure-rooms-error' : undefined}>
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
      </Fieldset>
      <ChildPricesField
        rooms={offeredRooms(prices)}
        prices={watch('childPrices')}
        register={register}
        errors={errors.childPrices}
      />
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
          hint={defaultDayHint(departsOn, BALANCE_DUE_DAYS_BEFORE, defaultBalanceDueOn)}
          error={errors.balanceDueOn?.message}
        >
          {(control) => (
            <Input type="date" max={departsOn || undefined} {...control} {...register('balanceDueOn')} />
          )}
        </FormField>
      </FieldPair>
      <FieldPair>
        <FormField
          label="Documents due by"
          hint={defaultDayHint(departsOn, DOCUMENTS_DUE_DAYS_BEFORE, (day) =>
            defaultDocumentsDueOn({ departsOn: day }),
          )}
          error={errors.documentsDueOn?.message}
        >
          {(control) => (
            <Input type="date" max={departsOn || undefined} {...control} {...register('documentsDueOn')} />
          )}
        </FormField>
        <FormField
          label="Extra vaccinations"
          hint="Optional, besides the travel rules’: names separated by commas (Yellow fever, Polio)"
          error={errors.extraVaccines?.message}
        >
          {(control) => <Input autoComplete="off" {...control} {...register('extraVaccines')} />}
        </FormField>
      </FieldPair>
      <PaymentPlansField register={register} error={errors.plans?.message} />
    </FormDialog>
  );
}
