import { call } from '@safa/api-client';
import type { bookingListQuerySchema } from '@safa/contract';
import type { z } from 'zod';
import { errorAlert, refusalText, successAlert } from '../../common/feedback';
import { useAdminMutation } from '../../common/useAdminMutation';
import { useAdminQuery } from '../../common/useAdminQuery';
import { summaryKey } from '../../dashboard/summary/useWorkSummary';
import { departuresKey } from '../packages/departures/useDepartures';
import { manifestKey } from './manifest/useManifest';

export const bookingsKey = ['bookings'];

/** The list's filters, as the BFF takes them (`?departureId=&status=&proofs=unchecked`). */
export type BookingFilters = z.input<typeof bookingListQuerySchema>;

/** Bookings newest first, filtered by the BFF; passport numbers masked. */
export const useBookings = (filters: BookingFilters) =>
  useAdminQuery({
    queryKey: [...bookingsKey, 'list', filters],
    queryFn: (signal) => call('listBookings', { query: filters, signal }),
    failureText: 'Failed to load bookings',
    keepPrevious: true,
  });

/** A booking whole, passport numbers included: kept in memory only while its page shows it. */
export const useBooking = (id: string) =>
  useAdminQuery({
    queryKey: [...bookingsKey, 'one', id],
    queryFn: (signal) => call('getBooking', { id, signal }),
    personal: true,
  });

/** Cancelling gives the booking's seats back: the departures, the dashboard and the manifest change too. */
export const useCancelBooking = () =>
  useAdminMutation({
    mutationKey: ['bookings', 'cancel'],
    mutationFn: (id: string) => call('cancelBooking', { id }),
    invalidates: [bookingsKey, departuresKey, summaryKey, manifestKey],
    confirm: {
      title: 'Cancel booking?',
      text: 'Its seats go back to the departure.',
      tone: 'warning',
      confirmLabel: 'Cancel booking',
      cancelLabel: 'Keep booking',
      destructive: true,
    },
    success: successAlert('Booking cancelled'),
    failure: (error) => errorAlert(refusalText(error, 409) ?? 'Failed to cancel booking'),
  });
