import { SUBMISSION_KEY } from '@safa/contract';
import type { PostedForm } from '@safa/remote-types';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import {
  BOOKED_DEPARTURE,
  BOOKING_ADDRESS,
  bookingCreated,
  bookingPage,
  bookingsAnswer,
  departuresAre,
  fillInBooking,
} from '../../../test/booking';
import { apiPath, server } from '../../../test/msw-server';
import { prepared } from '../../../test/prepared';
import { renderOnServer, renderPage } from '../../../test/render';

beforeEach(() => departuresAre());

describe('the booking form', () => {
  it('shows the total and the deposit as the visitor chooses a room and adds travellers, keeping what was typed', async () => {
    const user = userEvent.setup();
    renderPage(bookingPage, BOOKING_ADDRESS);
    const summary = await screen.findByLabelText('What this booking comes to');
    expect(summary).toHaveTextContent('Choose a room');
    await fillInBooking(user);
    expect(summary).toHaveTextContent('Total for 1 traveller₦10,500,000');
    expect(summary).toHaveTextContent('Due now to hold the seats₦2,500,000');
    await user.click(screen.getByRole('button', { name: 'Add a traveller' }));
    await user.type(
      screen.getAllByLabelText('Full name, as in the passport')[1] as HTMLElement,
      'Musa Bello',
    );
    expect(summary).toHaveTextContent('Total for 2 travellers₦21,000,000');
    await user.click(screen.getByRole('button', { name: 'Remove traveller 1' }));
    expect(
      screen
        .getAllByLabelText('Full name, as in the passport')
        .map((field) => (field as HTMLInputElement).value),
    ).toEqual(['Musa Bello']);
    expect(screen.getByLabelText('Name')).toHaveValue('Aisha Bello');
  });

  it('offers no more travellers than the seats left', async () => {
    renderPage(bookingPage, BOOKING_ADDRESS);
    const count = await screen.findByRole('combobox', { name: 'How many travellers?' });
    expect(within(count).getAllByRole('option')).toHaveLength(4);
  });

  it('sends the booking and opens its private page, saying it was received', async () => {
    const sent = bookingsAnswer(201, bookingCreated());
    const user = userEvent.setup();
    renderPage(bookingPage, BOOKING_ADDRESS);
    await screen.findByLabelText('What this booking comes to');
    await fillInBooking(user);
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByText(/Private page/)).toHaveTextContent(
      'Private page ?token=abcdefghijklmnopqrstuvwxyz&sent=booking',
    );
    expect(sent).toEqual([
      {
        departureId: 'd1',
        room: 'double',
        travellers: [{ type: 'adult', fullName: 'Aisha Bello' }],
        contact: { name: 'Aisha Bello', phone: '0803 123 4567', email: 'aisha@example.com' },
        consent: true,
        channels: { whatsapp: true, sms: true },
        submission: expect.stringMatching(SUBMISSION_KEY),
      },
    ]);
  });

  it('prices each traveller by their type, the total following as a type is chosen', async () => {
    departuresAre([
      {
        ...BOOKED_DEPARTURE,
        rooms: [{ type: 'double', price: 10_500_000, childNoBedPrice: 6_000_000, infantPrice: 1_500_000 }],
      },
    ]);
    const user = userEvent.setup();
    renderPage(bookingPage, BOOKING_ADDRESS);
    const summary = await screen.findByLabelText('What this booking comes to');
    await fillInBooking(user);
    await user.click(screen.getByRole('button', { name: 'Add a traveller' }));
    expect(summary).toHaveTextContent('Total for 2 travellers₦21,000,000');
    const [, second] = screen.getAllByRole('combobox', { name: 'Who travels' });
    await user.selectOptions(second as HTMLElement, 'Infant (under 2)');
    expect(summary).toHaveTextContent('Total for 2 travellers₦12,000,000');
    await user.selectOptions(second as HTMLElement, 'Child without a bed');
    expect(summary).toHaveTextContent('Total for 2 travellers₦16,500,000');
  });

  it('refuses a room its travellers do not fit at the room field, in the contract’s words, sending nothing', async () => {
    const sent = bookingsAnswer(201, bookingCreated());
    const user = userEvent.setup();
    renderPage(bookingPage, BOOKING_ADDRESS);
    await fillInBooking(user);
    for (const name of ['Musa Bello', 'Zainab Bello']) {
      await user.click(screen.getByRole('button', { name: 'Add a traveller' }));
      const names = screen.getAllByLabelText('Full name, as in the passport');
      await user.type(names[names.length - 1] as HTMLElement, name);
    }
    const problem =
      '3 travellers with a bed do not fill double rooms (2 sharing): choose quad rooms (4 sharing), or make two bookings (a double and a single, say).';
    expect(screen.getByRole('alert')).toHaveTextContent(problem);
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    expect(sent).toEqual([]);
    expect(screen.getByRole('radio', { name: /Quad room/ })).toHaveFocus();
    const [, , third] = screen.getAllByRole('combobox', { name: 'Who travels' });
    await user.selectOptions(third as HTMLElement, 'Infant (under 2)');
    expect(screen.queryByText(problem)).not.toBeInTheDocument();
  });

  it('sends the channels kept: WhatsApp unticked is off, SMS still on', async () => {
    const sent = bookingsAnswer(201, bookingCreated());
    const user = userEvent.setup();
    renderPage(bookingPage, BOOKING_ADDRESS);
    await fillInBooking(user);
    expect(screen.getByRole('checkbox', { name: /^WhatsApp/ })).toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: /^WhatsApp/ }));
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    await screen.findByText(/Private page/);
    expect(sent[0]).toMatchObject({ channels: { whatsapp: false, sms: true } });
  });

  it('says WhatsApp and SMS need a mobile number as a landline is typed', async () => {
    const user = userEvent.setup();
    renderPage(bookingPage, BOOKING_ADDRESS);
    const form = within(await screen.findByRole('form', { name: 'Booking' }));
    await user.type(form.getByLabelText('Phone'), '01 234 5678');
    expect(form.getByText(/WhatsApp and SMS need a mobile number/)).toBeInTheDocument();
    expect(form.getByRole('checkbox', { name: /^SMS/ })).toBeDisabled();
  });

  it('says, back on the form after booking, which booking was made a moment ago, with the way to it', async () => {
    bookingsAnswer(201, bookingCreated());
    const user = userEvent.setup();
    const first = renderPage(bookingPage, BOOKING_ADDRESS);
    await fillInBooking(user);
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    await screen.findByText(/Private page/);
    first.unmount();

    renderPage(bookingPage, BOOKING_ADDRESS);
    const notice = (await screen.findByText('You booked SAFA-7K3Q9 a moment ago')).closest('[role="status"]');
    if (!(notice instanceof HTMLElement)) throw new Error('no notice');
    expect(within(notice).getByRole('link', { name: 'Open your booking' })).toHaveAttribute(
      'href',
      '/booking?token=abcdefghijklmnopqrstuvwxyz',
    );
  });

  it('says in the form why the booking was refused (too few seats left)', async () => {
    bookingsAnswer(409, { message: 'Only 1 seat left on this departure.' });
    const user = userEvent.setup();
    renderPage(bookingPage, BOOKING_ADDRESS);
    await screen.findByLabelText('What this booking comes to');
    await fillInBooking(user);
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your booking was not madeOnly 1 seat left on this departure.',
    );
  });

  it('shows the contract’s words at the traveller they are about', async () => {
    bookingsAnswer(400, {
      message: 'Invalid input',
      issues: [
        {
          path: ['travellers', 1, 'fullName'],
          message: 'Each traveller’s full name, as in the passport, is required.',
        },
      ],
    });
    const user = userEvent.setup();
    renderPage(bookingPage, `${BOOKING_ADDRESS}&travellers=2`);
    await screen.findByLabelText('What this booking comes to');
    await fillInBooking(user);
    await user.type(screen.getAllByLabelText('Full name, as in the passport')[1] as HTMLElement, ' ');
    await user.click(screen.getByRole('button', { name: 'Book now' }));
    const second = screen.getAllByLabelText('Full name, as in the passport')[1] as HTMLElement;
    expect(
      await screen.findByText('Each traveller’s full name, as in the passport, is required.'),
    ).toBeInTheDocument();
    expect(second).toHaveAttribute('aria-invalid', 'true');
    expect(second).toHaveFocus();
  });

  it('says a sold-out departure is sold out, with no form', async () => {
    server.use(
      http.get(apiPath('/packages/:id/departures'), () =>
        HttpResponse.json([{ ...BOOKED_DEPARTURE, seatsLeft: 0 }]),
      ),
    );
    renderPage(bookingPage, BOOKING_ADDRESS);
    expect(await screen.findByText('This departure is sold out.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Booking' })).toBeNull();
  });

  it('says a departure that takes no bookings (closed, or left) does not, and offers the package’s others', async () => {
    renderPage(bookingPage, '/book?package=h1&departure=closed');
    expect(
      await screen.findByText(/^This departure is not taking bookings: it has left, or it is closed\./),
    ).toBeInTheDocument();
    const others = screen.getByRole('region', { name: 'Other departures' });
    expect(within(others).getByRole('link', { name: /^Book the departure of / })).toHaveAttribute(
      'href',
      '/book?package=h1&departure=d1',
    );
    expect(screen.queryByRole('form', { name: 'Booking' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'We could not find that page' })).toBeNull();
  });
});

describe('the booking form without JavaScript', () => {
  const served = async (route: string, posted?: PostedForm) => {
    const data = await prepared(route, posted && { posted });
    return { data, document: await renderOnServer(bookingPage, route, data.initialData) };
  };

  it('is a plain form posted to its own page, with as many travellers as the address asks, chosen by a GET form', async () => {
    const { data, document } = await served(`${BOOKING_ADDRESS}&travellers=2`);
    expect(data.status).toBe(200);
    const form = document.querySelector('form[aria-label="Booking"]');
    expect(form?.getAttribute('method')).toBe('post');
    expect(form?.getAttribute('action')).toBe(`${BOOKING_ADDRESS}&travellers=2#booking-form`);
    expect(form?.querySelectorAll('input[name$=".fullName"]')).toHaveLength(2);
    expect(form?.querySelector('input[name="form"]')?.getAttribute('value')).toBe('booking');
    expect(form?.querySelector('input[name="departureId"]')?.getAttribute('value')).toBe('d1');
    const count = document.querySelector('form[aria-label="Number of travellers"]');
    expect(count?.getAttribute('method')).toBe('get');
    expect(count?.querySelector('button[type="submit"]')?.textContent).toBe('Change');
    expect(count?.querySelector('option[selected]')?.getAttribute('value')).toBe('2');
  });

  it('comes back refused with what was typed, and why: at the field, or in the form', async () => {
    const values = {
      departureId: 'd1',
      room: 'double',
      'travellers.0.fullName': 'Aisha Bello',
      'travellers.1.fullName': '',
      'contact.name': 'Aisha Bello',
      'contact.phone': '0803 123 4567',
      'contact.email': 'aisha@example.com',
      consent: 'yes',
    };
    const atField = await served(BOOKING_ADDRESS, {
      form: 'booking',
      values,
      answer: {
        status: 400,
        body: {
          message: 'Invalid input',
          issues: [{ path: ['travellers', 1, 'fullName'], message: 'Name needed.' }],
        },
      },
    });
    const second = atField.document.querySelector<HTMLInputElement>('input[name="travellers.1.fullName"]');
    expect(second?.getAttribute('aria-invalid')).toBe('true');
    expect(atField.document.body.textContent).toContain('Name needed.');
    expect(
      atField.document.querySelector<HTMLInputElement>('input[name="travellers.0.fullName"]')?.value,
    ).toBe('Aisha Bello');
    const soldOut = await served(BOOKING_ADDRESS, {
      form: 'booking',
      values,
      answer: { status: 409, body: { message: 'This departure is sold out.' } },
    });
    expect(soldOut.document.querySelector('[role="alert"]')?.textContent).toBe(
      'Your booking was not madeThis departure is sold out.Tell me when a seat frees upSee the other departures',
    );
  });

  it('is not found without its BOOKED_DEPARTURE or for an unknown package, and found for a BOOKED_DEPARTURE no more open', async () => {
    expect((await served('/book?package=h1')).data.status).toBe(404);
    expect((await served('/book?package=nope&departure=d1')).data.status).toBe(404);
    const closed = await served('/book?package=h1&departure=closed');
    expect(closed.data.status).toBe(200);
    expect(closed.document.querySelector('#departures-heading')?.textContent).toBe('Other departures');
  });
});
