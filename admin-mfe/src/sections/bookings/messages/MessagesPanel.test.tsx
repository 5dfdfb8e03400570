import type { Booking } from '@safa/contract';
import { formatDate } from '@safa/shared-ui';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { bookingDetails, bookingMessage, departure, serveTrips } from '../../../../test/fixtures';
import { at, objectId, renderAdmin } from '../../../../test/render-admin';
import { server } from '../../../../test/server';

function showBooking(booking: Booking) {
  server.use(http.get('*/api/bookings/:id', () => HttpResponse.json(booking)));
  renderAdmin(`/admin/bookings/${objectId(301)}`);
}

/** Each row of the messages' table, a cell's lines joined by ' / ' ('Read / Sent 2 Jan 2025, 10:00'). */
async function messageRows(): Promise<Array<Array<string | null>>> {
  const panel = await screen.findByRole('region', { name: 'Messages' });
  return within(within(panel).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => {
          const lines = within(cell).queryAllByRole('listitem');
          return lines.length > 0 ? lines.map((line) => line.textContent).join(' / ') : cell.textContent;
        }),
    );
}

/** Day `n` at `hour`, as the panel writes it. */
const when = (n: number, hour = 10) => formatDate(at(n, hour), true);

/** A Lagos morning still to come, whenever the test runs. */
const MORNING = '2099-06-01T07:00:00.000Z';

describe('a booking’s messages', () => {
  beforeEach(() => serveTrips([departure(1)]));

  it('list each message: when queued, what, to whom, on which channel, and how it went in words', async () => {
    showBooking(
      bookingDetails(1, {
        messages: [
          bookingMessage(1),
          bookingMessage(2, { channel: 'whatsapp', delivery: 'read', deliveredAt: at(2, 11) }),
          bookingMessage(3, {
            kind: 'bookingToAgency',
            to: 'agency',
            channel: 'whatsapp',
            delivery: 'delivered',
          }),
          bookingMessage(4, {
            kind: 'proofToAgency',
            to: 'agency',
            state: 'pending',
            dueAt: MORNING,
            attempts: 2,
            lastError: 'connect ECONNREFUSED 127.0.0.1:25',
          }),
          bookingMessage(5, {
            kind: 'proofReceived',
            channel: 'whatsapp',
            state: 'dropped',
            droppedReason: '(#131026) Message undeliverable',
            lastError: '(#131026) Message undeliverable',
            fellBackToSms: true,
          }),
          bookingMessage(6, { kind: 'proofReceived', channel: 'sms', state: 'pending', dueAt: MORNING }),
          bookingMessage(7, {
            kind: 'receipt',
            channel: 'whatsapp',
            state: 'dropped',
            droppedReason: 'the customer stopped WhatsApp messages',
          }),
        ],
      }),
    );
    expect(await messageRows()).toEqual([
      [when(1), 'Booking received', 'Customer', 'E-mail', `Sent ${when(1)}`],
      [
        when(2),
        'Booking received',
        'Customer',
        'WhatsApp',
        `Read / Sent ${when(2)} / Delivered ${when(2, 11)}`,
      ],
      [when(3), 'New booking (agency)', 'Agency', 'WhatsApp', `Delivered / Sent ${when(3)}`],
      [
        when(4),
        'Proof to check (agency)',
        'Agency',
        'E-mail',
        `Failed; tried again ${formatDate(MORNING, true)} / 2 tries failed: connect ECONNREFUSED 127.0.0.1:25`,
      ],
      [
        when(5),
        'Proof received',
        'Customer',
        'WhatsApp',
        'Failed — sent by SMS instead / (#131026) Message undeliverable',
      ],
      [
        when(6),
        'Proof received',
        'Customer',
        'SMS',
        `Waiting for the morning (Lagos): ${formatDate(MORNING, true)}`,
      ],
      [when(7), 'Receipt', 'Customer', 'WhatsApp', 'Not sent: the customer stopped WhatsApp messages'],
    ]);
  });

  it('say which channels the customer gets them on, and when none came yet', async () => {
    showBooking(bookingDetails(1, { channels: { whatsapp: true, sms: false } }));
    const panel = await screen.findByRole('region', { name: 'Messages' });
    expect(panel).toHaveTextContent('The customer’s channels: E-mail and WhatsApp (no SMS)');
    expect(within(panel).getByRole('cell')).toHaveTextContent('No messages yet');
  });
});
