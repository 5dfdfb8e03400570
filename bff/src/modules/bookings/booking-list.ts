import type { bookingListQuerySchema } from '@safa/contract';
import { Types } from 'mongoose';
import type { z } from 'zod';
import { type ListQuery, NEWEST_FIRST, searchFilter } from '../../db/list-query';
import { type StoredBooking, WITH_PROOF_TO_CHECK } from './booking.model';

export type BookingListQuery = z.output<typeof bookingListQuerySchema>;

/** What the operator's search box finds a booking by: its reference, its lead contact, its travellers. */
const SEARCHED_FIELDS = [
  'reference',
  'contact.name',
  'contact.email',
  'contact.phone',
  'travellers.fullName',
];

/** The bookings a list query asks for, newest first. */
export function bookingsQuery({
  search,
  departureId,
  status,
  proofs,
}: BookingListQuery): ListQuery<StoredBooking> {
  return {
    filter: {
      ...(departureId && { departureId: new Types.ObjectId(departureId) }),
      ...(status && { status }),
      ...(proofs === 'unchecked' && WITH_PROOF_TO_CHECK),
      ...searchFilter(search, SEARCHED_FIELDS),
    },
    sort: NEWEST_FIRST,
  };
}
