import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { findAlert } from '../../../../test/dialogs';
import { bookingDetails, departure, pkg, serveTrips } from '../../../../test/fixtures';
import { currentAddress, objectId, renderAdmin } from '../../../../test/render-admin';
import { server } from '../../../../test/server';

const PAGE = '/admin/bookings/new';
const MADE = bookingDetails(1);

/** Answers each booking sent with `answers` in turn (the last one after), keeping what was sent. */
function serveBookingsMade(...answers: Response[]) {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.post('*/api/bookings/by-operator', async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return answers[Math.min(sent.length, answers.length) - 1] ?? HttpResponse.json(MADE, { status: 201 });
    }),
    http.get('*/api/bookings/:id', () => HttpResponse.json(MADE)),
  );
  return sent;
}

beforeEach(() =>
  serveTrips(
    [
      departure(1, { plans: ['monthly'] }),
      departure(2, { seatsLeft: 0, seatsBooked: 40 }),
      departure(3, { status: 'closed' }),
      departure(4, { departsOn: '2020-01-10' }),
      departure(5, { packageId: objectId(2) }),
      departure(6, { packageId: objectId(4) }),
    ],
    [
      pkg(1, { title: 'Hajj 2099' }),
      pkg(2, { title: 'Dubai getaway' }),
      pkg(3, { title: 'Nothing open' }),
      pkg(4, { title: 'Archived trip', archivedAt: '2026-11-01T09:00:00.000Z' }),
    ],
  ),
);

const form = () => screen.getByRole('form', { name: 'New booking' });
const options = (name: string) =>
  within(form())
    .getAllByRole('option')
    .filter((option) => option.closest('select') === screen.getByRole('combobox', { name }))
    .map((option) => option.textContent);

/** A booking of Amina and her son on the Hajj's departure of 11 Jun 2099, in a double room. */
async function fillBooking(user: UserEvent) {
  await screen.findByRole('option', { name: 'Hajj 2099' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Package' }), 'Hajj 2099');
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Departure' }),
    '11 Jun 2099 · 37 seats left',
  );
  await user.click(screen.getByRole('radio', { name: /^Double room/ }));
  await user.type(screen.getByRole('textbox', { name: 'Full name, as in the passport' }), 'Amina Bello');
  await user.click(screen.getByRole('button', { name: 'Add a traveller' }));
  const names = screen.getAllByRole('textbox', { name: 'Full name, as in the passport' });
  await user.type(names[1] as HTMLElement, 'Musa Bello');
  await user.selectOptions(
    screen.getAllByRole('combobox', { name: 'Who travels' })[1] as HTMLElement,
    'child_bed',
  );
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Amina Bello');
  await user.type(screen.getByRole('textbox', { name: 'Phone' }), '0803 123 4567');
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'amina@example.com');
  await user.click(screen.getByRole('checkbox', { name: 'The customer agreed to the privacy notice' }));
}

const makeBooking = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Make booking' }));

describe('a booking made by the operator', () => {
  it('opens from the Bookings screen and offers the open departures to come of packages not archived, seats left shown', async () => {
    server.use(http.get('*/api/bookings', () => HttpResponse.json([])));
    const { user } = renderAdmin('/admin/bookings');
    await user.click(await screen.findByRole('link', { name: 'New booking' }));
    expect(currentAddress()).toBe(PAGE);
    await screen.findByRole('option', { name: 'Hajj 2099' });
    expect(options('Package')).toEqual(['Choose…', 'Hajj 2099', 'Dubai getaway']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Package' }), 'Hajj 2099');
    expect(options('Departure')).toEqual([
      'Choose…',
      '11 Jun 2099 · 37 seats left',
      '12 Jun 2099 · sold out',
    ]);
    expect(screen.getByRole('option', { name: '12 Jun 2099 · sold out' })).toBeDisabled();
  });

  it('checks every field at once and sends nothing while any is wrong', async () => {
    const sent = serveBookingsMade();
    const { user } = renderAdmin(PAGE);
    await screen.findByRole('option', { name: 'Hajj 2099' });
    await makeBooking(user);
    for (const problem of [
      'Choose a package.',
      'Choose a departure.',
      'Each traveller’s full name, as in the passport, is required.',
      'Your name is required.',
      'Your phone number is required.',
      'Your e-mail address is required.',
      'Confirm the customer agreed to the privacy notice.',
    ]) {
      expect(await within(form()).findByText(problem)).toBeInTheDocument();
    }
    expect(sent).toEqual([]);
  });

  it('sends the booking with what was paid now, the deposit due to start with, then opens it by its reference', async () => {
    const sent = serveBookingsMade();
    const { user } = renderAdmin(PAGE);
    await fillBooking(user);
    await user.click(screen.getByRole('radio', { name: 'Deposit now, then monthly instalments' }));
    await user.click(screen.getByRole('checkbox', { name: 'The customer paid as they booked' }));
    expect(screen.getByRole('spinbutton', { name: 'Amount (₦)' })).toHaveValue(5_000_000);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Method' }), 'cash');
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Counted at the office');
    await makeBooking(user);

    expect(await findAlert(`Booking ${MADE.reference} made`)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        departureId: objectId(201),
        room: 'double',
        travellers: [
          { fullName: 'Amina Bello', type: 'adult' },
          { fullName: 'Musa Bello', type: 'child_bed' },
        ],
        contact: { name: 'Amina Bello', phone: '0803 123 4567', email: 'amina@example.com' },
        consent: true,
        channels: { whatsapp: true, sms: true },
        plan: 'monthly',
        paidNow: {
          amount: 5_000_000,
          method: 'cash',
          paidOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          note: 'Counted at the office',
        },
        submission: expect.stringMatching(/^[\w-]{16,64}$/),
      },
    ]);
    expect(currentAddress()).toBe(`/admin/bookings/${MADE.id}`);
  });

  it('shows a refusal at its field, and sends the same one-time key again on retry', async () => {
    const sent = serveBookingsMade(
      HttpResponse.json({ message: 'This departure is sold out.' }, { status: 409 }),
      HttpResponse.json(
        {
          message: 'Invalid input.',
          issues: [{ path: ['room'], message: '1 traveller with a bed does not fill double rooms.' }],
        },
        { status: 400 },
      ),
    );
    const { user } = renderAdmin(PAGE);
    await fillBooking(user);
    await makeBooking(user);
    const departureField = screen.getByRole('combobox', { name: 'Departure' });
    expect(await screen.findByText('This departure is sold out.')).toBeInTheDocument();
    expect(departureField).toHaveAccessibleDescription('This departure is sold out.');

    await makeBooking(user);
    expect(await screen.findByText('1 traveller with a bed does not fill double rooms.')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.submission).toBe(sent[0]?.submission);
  });
});
