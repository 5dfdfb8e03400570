import { zodResolver } from '@hookform/resolvers/zod';
import { isMobileNumber } from '@safa/contract';
import { Button } from '@safa/shared-ui';
import { useEffect, useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { BackLink } from '../../../common/BackLink';
import { showRefusalsAt } from '../../../common/field-refusals';
import { Section, SectionTitle } from '../../../common/layout';
import { useSectionPath } from '../../../dashboard/section-paths';
import { useDepartures } from '../../packages/departures/useDepartures';
import { usePackages } from '../../packages/usePackages';
import { ContactFields } from './ContactFields';
import { ChannelsField, ConsentField, PlanField } from './CustomerChoices';
import {
  bookableDepartures,
  depositDueOf,
  emptyNewBooking,
  type NewBookingValues,
  newBookingFields,
  newBookingFormSchema,
  type OperatorBookingBody,
} from './new-booking-form';
import { PaidNowFields } from './PaidNowFields';
import { RoomChoice } from './RoomChoice';
import { TravellerRows } from './TravellerRows';
import { TripChoice } from './TripChoice';
import { useCreateOperatorBooking } from './useOperatorBookings';

/** One part under the other, as wide as a phone's screen and no wider than a form reads well. */
const Form = styled.form`
  display: grid;
  gap: 1rem;
  max-width: 40rem;
  min-width: 0;
  & > button[type='submit'] { justify-self: start; }
`;

/**
 * A booking for a customer who phoned or walked in (`/admin/bookings/new`): the public form's
 * questions, the consent confirmed by the operator, and what was paid there and then. Every field is
 * checked at once; the BFF's refusals show at their field (sold out at the departure, a room the
 * travellers do not fill at the room); made, the booking's details open.
 */
export function NewBookingPage() {
  const { data: packages = [] } = usePackages();
  const { data: departures = [] } = useDepartures();
  const list = useSectionPath('bookings');
  const navigate = useNavigate();
  const departureOf = (id: string) => departures.find((departure) => departure.id === id);
  const [defaultValues] = useState(emptyNewBooking);
  const { register, control, handleSubmit, setError, setValue, getFieldState, watch, formState } = useForm<
    NewBookingValues,
    unknown,
    OperatorBookingBody
  >({ resolver: zodResolver(newBookingFormSchema(departureOf)), defaultValues });
  // Read while rendering, so that react-hook-form keeps it up to date (its form state is a proxy).
  const { errors } = formState;
  const travellers = useFieldArray({ control, name: 'travellers' });
  const values = watch();
  const departure = departureOf(values.departureId);
  const depositDue = depositDueOf(departure, values);
  const create = useCreateOperatorBooking(
    showRefusalsAt(setError, newBookingFields(travellers.fields.length), 'departureId'),
    (booking) => navigate(`${list}/${booking.id}`),
  );

  // "Paid now" starts at the deposit due, until the operator types another amount.
  useEffect(() => {
    if (depositDue !== undefined && !getFieldState('paidNow.amount').isDirty)
      setValue('paidNow.amount', String(depositDue));
  }, [depositDue, getFieldState, setValue]);

  const offered = packages.filter(
    (item) => !item.archivedAt && bookableDepartures(departures, item.id).length > 0,
  );
  const save = handleSubmit((body) => create.run(body));

  return (
    <Section aria-labelledby="new-booking-title">
      <BackLink to={list}>All bookings</BackLink>
      <SectionTitle id="new-booking-title">New booking</SectionTitle>
      <Form onSubmit={save} noValidate aria-labelledby="new-booking-title">
        <TripChoice
          packages={offered}
          departures={bookableDepartures(departures, values.packageId)}
          packageField={register('packageId', { onChange: () => setValue('departureId', '') })}
          departureField={register('departureId')}
          errors={{ packageId: errors.packageId?.message, departureId: errors.departureId?.message }}
        />
        <RoomChoice rooms={departure?.rooms ?? []} field={register('room')} error={errors.room?.message} />
        <TravellerRows
          rows={travellers}
          register={(index, field) => register(`travellers.${index}.${field}`)}
          errors={errors.travellers}
        />
        <ContactFields register={(field) => register(`contact.${field}`)} errors={errors.contact} />
        <ChannelsField
          register={(channel) => register(`channels.${channel}`)}
          unreachable={values.contact.phone.trim() !== '' && !isMobileNumber(values.contact.phone)}
        />
        {departure && departure.plans.length > 0 ? (
          <PlanField offered={departure.plans} field={register('plan')} error={errors.plan?.message} />
        ) : null}
        <PaidNowFields
          register={(field) => register(`paidNow.${field}`)}
          errors={errors.paidNow}
          given={values.paidNow.given}
          depositDue={depositDue}
        />
        <ConsentField field={register('consent')} error={errors.consent?.message} />
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Booking…' : 'Make booking'}
        </Button>
      </Form>
    </Section>
  );
}
