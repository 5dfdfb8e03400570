import { SUBMISSION_KEY } from '@safa/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import {
  BOOKING_ADDRESS,
  bookingCreated,
  bookingForm,
  bookingPage,
  bookingsAnswer,
  departuresAre,
  fillInBooking,
} from '../../../test/booking';
import { apiPath, server } from '../../../test/msw-server';
import { prepared } from '../../../test/prepared';
import { renderOnServer, renderPage } from '../../../test/render';
import publicServer from '../../server';

beforeEach(() => departuresAre());

/** The one-time key of each booking the API was sent. */
const keysOf = (sent: unknown[]) => sent.map((body) => (body as { submission?: string }).submission);

describe('one booking per submission', () => {
  it('renders each booking form with a one-time key of its own, on a page no cache keeps', async () => {
    const first = await prepared(BOOKING_ADDRESS);
    const second = await prepared(BOOKING_ADDRESS);
    expect(first.initialData.submission).toMatch(SUBMISSION_KEY);
    expect(second.initialData.submission).not.toBe(first.initialData.submission);
    const site = publicServer({ bffUrl: window.location.origin });
    expect(site.isPersonalPage(new URL(`https://safa.example${BOOKING_ADDRESS}`))).toBe(true);

    const document = await renderOnServer(bookingPage, BOOKING_ADDRESS, first.initialData);
    expect(
      document.querySelector<HTMLInputElement>('form[aria-label="Booking"] input[name="submission"]')?.value,
    ).toBe(first.initialData.submission);
  });

  it('sends the server’s key with the app, the same again on a retry after a network error', async () => {
    const { initialData } = await prepared(BOOKING_ADDRESS);
    server.use(http.post(apiPath('/bookings'), () => HttpResponse.error()));
    const user = userEvent.setup();
    renderPage(bookingPage, BOOKING_ADDRESS, initialData);
    await fillInBooking(user);
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    await within(await bookingForm()).findByRole('alert');

    const sent = bookingsAnswer(201, bookingCreated());
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    await screen.findByText(/Private page/);
    expect(keysOf(sent)).toEqual([initialData.submission]);
  });

  it('books anew with another key when the visitor comes back to the form they booked with', async () => {
    const { initialData } = await prepared(BOOKING_ADDRESS);
    const sent = bookingsAnswer(201, bookingCreated());
    const user = userEvent.setup();
    const first = renderPage(bookingPage, BOOKING_ADDRESS, initialData);
    await fillInBooking(user);
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    await screen.findByText(/Private page/);
    first.unmount();

    renderPage(bookingPage, BOOKING_ADDRESS, initialData);
    await fillInBooking(user);
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    await screen.findByText(/Private page/);
    const [once, again] = keysOf(sent);
    expect(once).toBe(initialData.submission);
    expect(again).toMatch(SUBMISSION_KEY);
    expect(again).not.toBe(once);
  });
});
