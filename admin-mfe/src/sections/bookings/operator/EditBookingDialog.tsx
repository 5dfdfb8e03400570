import { zodResolver } from '@hookform/resolvers/zod';
import type { Booking } from '@safa/contract';
import { useFieldArray, useForm } from 'react-hook-form';
import { FormDialog } from '../../../common/FormDialog';
import { showRefusalsAt } from '../../../common/field-refusals';
import { useDepartures } from '../../packages/departures/useDepartures';
import {
  type BookingChangeBody,
  type BookingChangeValues,
  bookingChangeFields,
  bookingChangeFormSchema,
  toBookingChangeValues,
} from './booking-change-form';
import { ContactFields } from './ContactFields';
import { RoomChoice } from './RoomChoice';
import { TravellerRows } from './TravellerRows';
import { useChangeBooking } from './useOperatorBookings';

interface EditBookingDialogProps {
  booking: Booking;
  onClose: () => void;
}

/**
 * The booking's contact, room and travellers edited while seats allow: travellers renamed, their type
 * changed, added or removed (their seats go back); too few seats is said at the travellers.
 */
export function EditBookingDialog({ booking, onClose }: EditBookingDialogProps) {
  const { data: departures = [] } = useDepartures();
  const departure = departures.find((candidate) => candidate.id === booking.trip.departureId);
  const { register, control, handleSubmit, setError, formState } = useForm<
    BookingChangeValues,
    unknown,
    BookingChangeBody
  >({
    resolver: zodResolver(bookingChangeFormSchema(departure)),
    defaultValues: toBookingChangeValues(booking),
  });
  // Read while rendering, so that react-hook-form keeps it up to date (its form state is a proxy).
  const { errors, isDirty } = formState;
  const travellers = useFieldArray({ control, name: 'travellers' });
  const change = useChangeBooking(
    showRefusalsAt(setError, bookingChangeFields(travellers.fields.length), 'travellers'),
  );

  const save = handleSubmit(async (body) => {
    if (await change.run({ id: booking.id, body })) onClose();
  });

  return (
    <FormDialog
      title="Edit details"
      description={`Booking ${booking.reference}`}
      what="these details"
      dirty={isDirty}
      saving={change.isPending}
      onSubmit={save}
      onClose={onClose}
    >
      <ContactFields register={(field) => register(`contact.${field}`)} errors={errors.contact} />
      <RoomChoice rooms={departure?.rooms ?? []} field={register('room')} error={errors.room?.message} />
      <TravellerRows
        rows={travellers}
        register={(index, field) => register(`travellers.${index}.${field}`)}
        errors={errors.travellers}
      />
    </FormDialog>
  );
}
