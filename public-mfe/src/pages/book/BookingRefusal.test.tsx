import { BOOKING_MESSAGES, WAITLIST_ANSWER } from '@safa/contract';
import type { PostedForm } from '@safa/remote-types';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import {
  BOOKED_DEPARTURE,
  BOOKING_ADDRESS,
  bookingCreated,
  bookingForm,
  bookingPage,
  bookingsAnswer,
  departuresAre,
  fillInBooking,
} from '../../../test/booking';
import { apiPath, makeDeparture, server } from '../../../test/msw-server';
import { prepared } from '../../../test/prepared';
import { renderOnServer, renderPage } from '../../../test/render';

const LATER = makeDeparture({ id: 'd2', packageId: 'h1', departsOn: '2026-11-02', returnsOn: '2026-11-23' });

beforeEach(() => departuresAre([BOOKED_DEPARTURE, LATER]));

/** Sends the filled-in form with "Book now", and answers with the alert that came where it was tapped. */
async function bookRefused(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  renderPage(bookingPage, BOOKING_ADDRESS);
  await fillInBooking(user);
  const form = await bookingForm();
  await user.click(within(form).getByRole('button', { name: 'Book now' }));
  return within(form).findByRole('alert');
}

/** Records what the waitlist form sends, and answers it as the API does. */
function waitlistAnswers(): unknown[] {
  const sent: unknown[] = [];
  server.use(
    http.post(apiPath('/departures/:id/waitlist'), async ({ request, params }) => {
      sent.push({ departure: params.id, body: await request.json() });
      return HttpResponse.json({ message: WAITLIST_ANSWER }, { status: 201 });
    }),
  );
  return sent;
}

describe('a booking refused as a whole, with the app', () => {
  it('says it was sold out right after "Book now", focused, and offers the waitlist and the other departures', async () => {
    bookingsAnswer(409, { message: BOOKING_MESSAGES.soldOut });
    const user = userEvent.setup();
    const alert = await bookRefused(user);
    expect(alert).toHaveTextContent(`Your booking was not made${BOOKING_MESSAGES.soldOut}`);
    expect(alert).toHaveFocus();
    // Where the button was: after it, in the form.
    const bookNow = screen.getByRole('button', { name: 'Book now' });
    expect(bookNow.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Tell me when a seat frees up' })).toHaveAttribute(
      'href',
      '#waitlist-form',
    );
    const others = screen.getByRole('region', { name: 'Other departures' });
    expect(within(others).getAllByRole('link', { name: /^Book the departure of / })).toHaveLength(1);
    expect(within(others).getByRole('link', { name: /^Book the departure of / })).toHaveAttribute(
      'href',
      '/book?package=h1&departure=d2',
    );
    const waitlist = screen.getByRole('form', { name: 'Tell me when a seat frees up' });
    expect(within(waitlist).getByLabelText('Name')).toHaveValue('Aisha Bello');
    expect(within(waitlist).getByLabelText('Email')).toHaveValue('aisha@example.com');
    expect(within(waitlist).getByLabelText('How many seats?')).toHaveValue(1);
  });

  it('says the API’s words for a cap (429), and the connection’s when the API could not be reached', async () => {
    bookingsAnswer(429, { message: 'You hold 10 seats unpaid already: pay for them, or call us.' });
    const user = userEvent.setup();
    const capped = await bookRefused(user);
    expect(capped).toHaveTextContent('You hold 10 seats unpaid already: pay for them, or call us.');
    expect(screen.queryByRole('form', { name: 'Tell me when a seat frees up' })).toBeNull();

    server.use(http.post(apiPath('/bookings'), () => HttpResponse.error()));
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    const offline = await within(await bookingForm()).findByText(/could not be reached/);
    expect(offline.closest('[role="alert"]')).toHaveFocus();
  });

  it('offers to book paying the deposit now by card where unpaid bookings hold the seats, and the waitlist', async () => {
    const sent = bookingsAnswer(409, { message: BOOKING_MESSAGES.heldUnpaid, code: 'heldUnpaid' });
    const user = userEvent.setup();
    const alert = await bookRefused(user);
    expect(screen.getByRole('form', { name: 'Tell me when a seat frees up' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Other departures' })).toBeNull();

    const paying = bookingsAnswer(201, bookingCreated(true));
    await user.click(within(alert).getByRole('button', { name: 'Book and pay the deposit now by card' }));
    expect(await screen.findByText(/Private page/)).toHaveTextContent(
      'Private page ?token=abcdefghijklmnopqrstuvwxyz&sent=booking&pay=card',
    );
    expect(sent).toEqual([expect.not.objectContaining({ payNow: true })]);
    expect(paying).toEqual([expect.objectContaining({ payNow: true, contact: expect.anything() })]);
  });

  it('makes the next "Book now" a booking of its own, not paying now, once the pay-now one was refused too', async () => {
    const sent = bookingsAnswer(409, { message: BOOKING_MESSAGES.heldUnpaid });
    const user = userEvent.setup();
    const alert = await bookRefused(user);
    await user.click(within(alert).getByRole('button', { name: 'Book and pay the deposit now by card' }));
    await user.click(await screen.findByRole('button', { name: 'Book now' }));
    await within(await bookingForm()).findByRole('alert');
    expect(sent.map((body) => (body as { payNow?: boolean }).payNow)).toEqual([undefined, true, undefined]);
  });
});

describe('a booking refused as a whole, without the app', () => {
  const values = {
    departureId: 'd1',
    room: 'double',
    'travellers.0.fullName': 'Aisha Bello',
    'contact.name': 'Aisha Bello',
    'contact.phone': '0803 123',
    'contact.email': 'aisha@example.com',
    consent: 'yes',
  };
  const servedWith = async (answer: PostedForm['answer']) => {
    const { initialData } = await prepared(BOOKING_ADDRESS, { posted: { form: 'booking', values, answer } });
    return renderOnServer(bookingPage, BOOKING_ADDRESS, initialData);
  };

  it('sums the refusal up at the top of the form, focused as the page opens, each field’s words a link to it', async () => {
    const document = await servedWith({
      status: 400,
      body: {
        message: 'Invalid input',
        issues: [{ path: ['contact', 'phone'], message: BOOKING_MESSAGES.phone }],
      },
    });
    const form = document.querySelector('form[aria-label="Booking"]');
    const summary = form?.querySelector('[role="alert"]');
    expect(summary).toBe(form?.querySelector('input[type="hidden"]')?.previousElementSibling);
    expect(summary?.hasAttribute('autofocus')).toBe(true);
    expect(summary?.textContent).toBe(`Your booking was not made${BOOKING_MESSAGES.phone}`);
    const link = summary?.querySelector('a');
    expect(link?.getAttribute('href')).toBe('#booking-contact.phone');
    expect(document.getElementById('booking-contact.phone')?.getAttribute('name')).toBe('contact.phone');
  });

  it('offers, when unpaid bookings hold the seats, a button to book paying now after "Book now", and the waitlist', async () => {
    const document = await servedWith({ status: 409, body: { message: BOOKING_MESSAGES.heldUnpaid } });
    const summary = document.querySelector('form[aria-label="Booking"] [role="alert"]');
    expect([...(summary?.querySelectorAll('a') ?? [])].map((link) => link.getAttribute('href'))).toEqual([
      '#pay-now',
      '#waitlist-form',
    ]);
    const buttons = [...document.querySelectorAll('form[aria-label="Booking"] button[type="submit"]')];
    expect(buttons.map((button) => [button.textContent, button.getAttribute('name'), button.id])).toEqual([
      ['Book now', null, ''],
      ['Book and pay the deposit now by card', 'payNow', 'pay-now'],
    ]);
    const waitlist = document.getElementById('waitlist-form');
    expect(waitlist?.getAttribute('method')).toBe('post');
    expect(waitlist?.querySelector<HTMLInputElement>('input[name="name"]')?.value).toBe('Aisha Bello');
  });
});

describe('the waitlist', () => {
  it('is offered on a sold-out departure, with the other departures, and tells the visitor they are on it', async () => {
    departuresAre([{ ...BOOKED_DEPARTURE, seatsLeft: 0 }, LATER]);
    const sent = waitlistAnswers();
    const user = userEvent.setup();
    renderPage(bookingPage, BOOKING_ADDRESS);
    const waitlist = await screen.findByRole('form', { name: 'Tell me when a seat frees up' });
    expect(screen.getByRole('region', { name: 'Other departures' })).toBeInTheDocument();
    await user.type(within(waitlist).getByLabelText('Name'), 'Halima Musa');
    await user.type(within(waitlist).getByLabelText('Phone'), '0805 000 2222');
    await user.type(within(waitlist).getByLabelText('Email'), 'halima@example.com');
    await user.type(within(waitlist).getByLabelText('How many seats?'), '3');
    await user.click(within(waitlist).getByRole('checkbox', { name: /privacy notice/ }));
    await user.click(within(waitlist).getByRole('button', { name: 'Tell me when a seat frees up' }));
    const answer = await within(waitlist).findByRole('status');
    expect(answer).toHaveTextContent(WAITLIST_ANSWER);
    expect(answer.parentElement).toHaveFocus();
    expect(sent).toEqual([
      {
        departure: 'd1',
        body: {
          name: 'Halima Musa',
          phone: '0805 000 2222',
          email: 'halima@example.com',
          seats: 3,
          consent: true,
        },
      },
    ]);
  });

  it('says, without the app, that the visitor is on it, at its form', async () => {
    const route = `${BOOKING_ADDRESS}&sent=waitlist`;
    const { initialData } = await prepared(route);
    const document = await renderOnServer(bookingPage, route, initialData);
    expect(document.querySelector('#waitlist-form [role="status"]')?.textContent).toBe(
      `Thank you${WAITLIST_ANSWER}`,
    );
  });
});
