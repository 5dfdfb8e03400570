import type { Booking } from '@safa/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { answerConfirm, findAlert } from '../../../../test/dialogs';
import { bookingDetails, departure, serveTrips } from '../../../../test/fixtures';
import { objectId, renderAdmin } from '../../../../test/render-admin';
import { server } from '../../../../test/server';

const BOOKING = bookingDetails(1);
const PAGE = `/admin/bookings/${BOOKING.id}`;

/** Answers the booking, and its change (`PUT`) or move with `answer`, keeping what each sent. */
function serveBooking(booking: Booking, answer: () => Response = () => HttpResponse.json(booking)) {
  const sent: { method: string; path: string; body: unknown }[] = [];
  const keep = async ({ request }: { request: Request }) => {
    sent.push({ method: request.method, path: new URL(request.url).pathname, body: await request.json() });
    return answer();
  };
  server.use(
    http.get('*/api/bookings/:id', () => HttpResponse.json(booking)),
    http.put('*/api/bookings/:id', keep),
    http.post('*/api/bookings/:id/move', keep),
  );
  return sent;
}

const tooFewSeats = () =>
  HttpResponse.json({ message: 'Only 1 seat left on this departure.' }, { status: 409 });

beforeEach(() =>
  serveTrips([
    departure(1),
    departure(2, { rooms: [{ type: 'double', price: 9_000_000 }] }),
    departure(3, { packageId: objectId(2) }),
    departure(4, { status: 'closed' }),
    departure(5, { rooms: [{ type: 'quad', price: 8_000_000 }] }),
  ]),
);

describe('a booking’s details edited by the operator', () => {
  it('sends the contact, room and travellers: those kept by their id, one added without, one removed left out', async () => {
    const sent = serveBooking(BOOKING);
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit details' });
    const names = () => within(dialog).getAllByRole('textbox', { name: 'Full name, as in the passport' });
    await user.clear(names()[0] as HTMLElement);
    await user.type(names()[0] as HTMLElement, 'Amina B. Bello');
    await user.click(within(dialog).getByRole('button', { name: 'Remove traveller 2' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add a traveller' }));
    await user.type(names()[1] as HTMLElement, 'Zainab Bello');
    const types = within(dialog).getAllByRole('combobox', { name: 'Who travels' });
    await user.selectOptions(types[1] as HTMLElement, 'child_bed');
    const phone = within(dialog).getByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '0812 345 6789');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await findAlert('Details saved')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'PUT',
        path: `/api/bookings/${BOOKING.id}`,
        body: {
          contact: { name: 'Amina Bello 1', phone: '0812 345 6789', email: 'amina1@example.com' },
          room: 'double',
          travellers: [
            { travellerId: objectId(401), fullName: 'Amina B. Bello', type: 'adult' },
            { fullName: 'Zainab Bello', type: 'child_bed' },
          ],
        },
      },
    ]);
  });

  it('says at the travellers that the departure has too few seats for those added, and stays open', async () => {
    serveBooking(BOOKING, tooFewSeats);
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit details' });
    await user.click(within(dialog).getByRole('button', { name: 'Add a traveller' }));
    const names = within(dialog).getAllByRole('textbox', { name: 'Full name, as in the passport' });
    await user.type(names[2] as HTMLElement, 'Zainab Bello');
    await user.selectOptions(
      within(dialog).getAllByRole('combobox', { name: 'Who travels' })[2] as HTMLElement,
      'infant',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only 1 seat left on this departure.');
    expect(screen.getByRole('dialog', { name: 'Edit details' })).toBeInTheDocument();
  });

  it('offers neither change on a cancelled or expired booking', async () => {
    serveBooking(bookingDetails(1, { status: 'cancelled' }));
    renderAdmin(PAGE);
    expect(await screen.findByRole('button', { name: 'Reinstate booking' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit details' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Move to another departure' })).not.toBeInTheDocument();
  });
});

describe('a booking moved to another departure', () => {
  it('lists only the other open departures of its package, with seats left and its price there, and sends the one chosen', async () => {
    const sent = serveBooking(BOOKING);
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Move to another departure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to another departure' });
    expect(
      within(dialog)
        .getAllByRole('radio')
        .map((radio) => [radio.closest('label')?.textContent, (radio as HTMLInputElement).disabled]),
    ).toEqual([
      ['12 Jun 2099 · 37 seats left · ₦18,000,000', false],
      ['15 Jun 2099 · 37 seats left · no double room', true],
    ]);
    await user.click(within(dialog).getByRole('radio', { name: /^12 Jun 2099/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    await answerConfirm(user, 'Move booking?');

    expect(await findAlert('Booking moved')).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'POST', path: `/api/bookings/${BOOKING.id}/move`, body: { departureId: objectId(202) } },
    ]);
  });

  it('says in place why the BFF refused the move', async () => {
    serveBooking(BOOKING, tooFewSeats);
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Move to another departure' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to another departure' });
    await user.click(within(dialog).getByRole('radio', { name: /^12 Jun 2099/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));
    await answerConfirm(user, 'Move booking?');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Only 1 seat left on this departure.');
  });
});
