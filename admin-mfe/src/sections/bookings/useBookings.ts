import { call, type ListFilters } from '@safa/api-client';
import type { Booking } from '@safa/contract';
import { formatNaira } from '@safa/shared-ui';
import { errorAlert, refusalText, successAlert } from '../../common/feedback';
import { useAdminMutation } from '../../common/useAdminMutation';
import { useAdminQuery } from '../../common/useAdminQuery';
import { useListPage } from '../../common/useListPage';
import { summaryKey } from '../../dashboard/summary/useWorkSummary';
import { departuresKey } from '../packages/departures/useDepartures';
import { paperworkKey } from './departure/paperwork-keys';

export const bookingsKey = ['bookings'];

/** A page of the bookings, newest first, searched and filtered by the BFF; passport numbers masked. */
export const useBookingPage = (filters: ListFilters<'listBookings'>) =>
  useListPage({
    name: 'listBookings',
    filters,
    queryKey: bookingsKey,
    failureText: 'Failed to load bookings',
  });

/** A booking whole, passport numbers included: kept in memory only while its page shows it. */
export const useBooking = (id: string) =>
  useAdminQuery({
    queryKey: [...bookingsKey, 'one', id],
    queryFn: (signal) => call('getBooking', { id, signal }),
    personal: true,
  });

/** What changes with a booking's seats: the departures, the dashboard and the departure's paperwork too. */
export const seatsChanged = [bookingsKey, departuresKey, summaryKey, paperworkKey];

/**
 * Cancelling gives the booking's seats back; the question names what it paid, whose refund form
 * then says the booking is cancelled (a note over it would hide it).
 */
export const useCancelBooking = () =>
  useAdminMutation({
    mutationKey: ['bookings', 'cancel'],
    mutationFn: ({ id }: Pick<Booking, 'id' | 'amounts'>) => call('cancelBooking', { id }),
    invalidates: seatsChanged,
    confirm: ({ amounts }) => ({
      title: 'Cancel booking?',
      text:
        amounts.paid > 0
          ? `Its seats go back to the departure. ${formatNaira(amounts.paid)} was paid on it: you can refund it next.`
          : 'Its seats go back to the departure.',
      tone: 'warning',
      confirmLabel: 'Cancel booking',
      cancelLabel: 'Keep booking',
      destructive: true,
    }),
    success: ({ amounts }) => (amounts.paid > 0 ? undefined : successAlert('Booking cancelled')),
    failure: (error) => errorAlert(refusalText(error, 409) ?? 'Failed to cancel booking'),
  });

/** The private link e-mailed to the customer again (they lost it): the booking's history says so. */
export const useSendLinkAgain = () =>
  useAdminMutation({
    mutationKey: ['bookings', 'send-link'],
    mutationFn: (id: string) => call('resendBookingLink', { id }),
    invalidates: [bookingsKey],
    success: successAlert('Link sent', 'The customer gets it again by e-mail.'),
    failure: errorAlert('Failed to send the link'),
  });

/** A cancelled or expired booking taken back: its seats are taken again, if the departure still has them. */
export const useReinstateBooking = () =>
  useAdminMutation({
    mutationKey: ['bookings', 'reinstate'],
    mutationFn: (id: string) => call('reinstateBooking', { id }),
    invalidates: seatsChanged,
    confirm: {
      title: 'Reinstate booking?',
      text: 'Its seats are taken again from the departure; unpaid, it is held for payment anew.',
      tone: 'question',
      confirmLabel: 'Reinstate booking',
      cancelLabel: 'Not now',
    },
    success: successAlert('Booking reinstated'),
    failure: (error) => errorAlert(refusalText(error, 409) ?? 'Failed to reinstate booking'),
  });
