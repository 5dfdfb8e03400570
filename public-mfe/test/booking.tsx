/** The booking form's page as its tests render it, and what they do with it. */
import { screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import BookingPage from '../src/pages/book/BookingPage';
import { apiPath, makeDeparture, server } from './msw-server';

export const BOOKING_ADDRESS = '/book?package=h1&departure=d1';

/** The departure the form books: four seats left of forty. */
export const BOOKED_DEPARTURE = makeDeparture({ id: 'd1', packageId: 'h1', seatsLeft: 4 });

/** The package's departures as the API lists them: the booked one, and another by default. */
export function departuresAre(departures = [BOOKED_DEPARTURE]): void {
  server.use(http.get(apiPath('/packages/:id/departures'), () => HttpResponse.json(departures)));
}

function PrivatePage() {
  return <p>Private page {useLocation().search}</p>;
}

/** The booking form's page, and a private page that says its address. */
export const bookingPage = (
  <Routes>
    <Route path="/book" element={<BookingPage />} />
    <Route path="/booking" element={<PrivatePage />} />
  </Routes>
);

/** The API's answer to a booking it made: its reference, amounts, hold and private link. */
export const bookingCreated = (payNow = false) => ({
  reference: 'SAFA-7K3Q9',
  status: 'held',
  total: 10_500_000,
  depositDue: 2_500_000,
  holdExpiresAt: '2026-06-14T14:30:00.000Z',
  manageUrl: 'http://localhost/booking?token=abcdefghijklmnopqrstuvwxyz',
  payNow,
});

/** Records what the form sends, and answers `status` with `answer`. */
export function bookingsAnswer(status: number, answer: Record<string, unknown>): unknown[] {
  const sent: unknown[] = [];
  server.use(
    http.post(apiPath('/bookings'), async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(answer, { status });
    }),
  );
  return sent;
}

/** The booking form, once it shows. */
export const bookingForm = () => screen.findByRole('form', { name: 'Booking' });

/** Fills in a booking of one traveller in a double room, with its lead contact and consent. */
export async function fillInBooking(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  const form = within(await bookingForm());
  await user.click(form.getByRole('radio', { name: /Double room/ }));
  await user.type(form.getAllByLabelText('Full name, as in the passport')[0] as HTMLElement, 'Aisha Bello');
  await user.type(form.getByLabelText('Name'), 'Aisha Bello');
  await user.type(form.getByLabelText('Phone'), '0803 123 4567');
  await user.type(form.getByLabelText('Email'), 'aisha@example.com');
  await user.click(form.getByRole('checkbox', { name: /privacy notice/ }));
}
