import { useState } from 'react';
import { useServedPage } from '../../api/served-page';
import { bookedWith } from './last-booking';

/**
 * The one-time key the booking form is sent with, the same for each send of this form (a double tap,
 * a retry after a network error): the one the server wrote in it, so that a form posted before the
 * app started and the app's send are one booking; a new one where there is none, or where this tab
 * already booked with it (back on the form, to book again).
 */
export function useSubmissionKey(): string {
  const served = useServedPage().submission;
  const [key] = useState(() => (served && !bookedWith(served) ? served : crypto.randomUUID()));
  return key;
}
