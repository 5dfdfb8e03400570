import { type Booking, lagosToday, PAYMENT_PLAN_LABELS } from '@safa/contract';
import { formatDate } from '@safa/shared-ui';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { answerConfirm, dismissAlert, findAlert } from '../../../test/dialogs';
import {
  amountsPaid,
  bookingDetails,
  departure,
  happened,
  payment,
  refund,
  serveTrips,
} from '../../../test/fixtures';
import { at, objectId, renderAdmin } from '../../../test/render-admin';
import { server } from '../../../test/server';
import { bodyRows } from '../../../test/tables';

const ID = objectId(301);
const PAGE = `/admin/bookings/${ID}`;

/**
 * Answers the booking, its cancellation (409 once it holds no seats), its reinstatement and a refund
 * as the BFF does; keeps the address and body of each of those calls.
 */
function serveBooking(initial: Booking) {
  let booking = initial;
  const sent: Array<{ path: string; body?: unknown }> = [];
  const paid = () => booking.amounts.paid;
  server.use(
    http.get('*/api/bookings/:id', () => HttpResponse.json(booking)),
    http.get('*/api/bookings', () => HttpResponse.json([booking])),
    http.post('*/api/bookings/:id/cancel', ({ request }) => {
      sent.push({ path: new URL(request.url).pathname });
      if (!['held', 'checking', 'deposit_paid', 'paid'].includes(booking.status)) {
        return HttpResponse.json({ message: `This booking is already ${booking.status}.` }, { status: 409 });
      }
      booking = {
        ...booking,
        status: 'cancelled',
        amounts: amountsPaid(paid(), { ended: true }),
        history: [...booking.history, happened('cancelled', 'cancelled', 9)],
      };
      return HttpResponse.json(booking);
    }),
    http.post('*/api/bookings/:id/reinstate', ({ request }) => {
      sent.push({ path: new URL(request.url).pathname });
      booking = {
        ...booking,
        status: 'held',
        amounts: amountsPaid(paid()),
        history: [...booking.history, happened('reinstated', 'held', 10)],
      };
      return HttpResponse.json(booking);
    }),
    http.post('*/api/refunds', async ({ request }) => {
      const body = (await request.json()) as { amount: number };
      sent.push({ path: new URL(request.url).pathname, body });
      booking = {
        ...booking,
        amounts: amountsPaid(paid() - body.amount, { ended: true, refunded: body.amount }),
        ledger: [...booking.ledger, refund(2, { amount: body.amount, reason: 'booking_ended' })],
      };
      return HttpResponse.json(booking, { status: 201 });
    }),
  );
  return sent;
}

const panel = (name: string) => screen.getByRole('region', { name });

async function reinstate(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Reinstate booking' }));
  await answerConfirm(user, 'Reinstate booking?');
}

/** The amounts panel's names and values, 'Total ₦21,000,000'. */
function amountsListed() {
  const amounts = panel('Amounts');
  const values = within(amounts)
    .getAllByRole('definition')
    .map((value) => value.textContent);
  return within(amounts)
    .getAllByRole('term')
    .map((term, index) => `${term.textContent} ${values[index]}`);
}

describe('a booking’s details', () => {
  beforeEach(() => serveTrips([departure(1)]));

  it('show its travellers whole: passport numbers and dates of birth', async () => {
    serveBooking(bookingDetails(1));
    renderAdmin(PAGE);
    expect(await screen.findByRole('heading', { name: 'Booking SAFA-KKKK1' })).toBeInTheDocument();
    const travellers = panel('Travellers (2)');
    expect(within(travellers).getByRole('article', { name: '1. Amina Bello 1' })).toHaveTextContent(
      /Date of birth2 Mar 1985.*Passport numberA01234567/,
    );
    expect(within(travellers).getByRole('article', { name: '2. Musa Bello 1' })).toHaveTextContent(
      /Date of birthNot given.*Passport numberB98765489/,
    );
    expect(screen.getByText('Package 1', { selector: 'strong' }).parentElement).toHaveTextContent(
      `Package 1 · departs 11 Jun 2099, returns 2 Jul 2099 · Double room · booked ${formatDate(at(1), true)}`,
    );
  });

  it('give the lead contact’s number and address, and WhatsApp, e-mail and call in one tap', async () => {
    serveBooking(bookingDetails(1));
    renderAdmin(PAGE);
    await screen.findByRole('heading', { name: 'Booking SAFA-KKKK1' });
    const contact = panel('Lead contact');
    expect(within(contact).getByRole('link', { name: '0803 123 4567' })).toHaveAttribute(
      'href',
      'tel:0803 123 4567',
    );
    expect(within(contact).getByRole('link', { name: 'amina1@example.com' })).toHaveAttribute(
      'href',
      'mailto:amina1@example.com',
    );
    const whatsApp = within(contact).getByRole('link', { name: 'WhatsApp' });
    expect(whatsApp).toHaveAttribute(
      'href',
      `https://wa.me/2348031234567?text=${encodeURIComponent('Hello Amina, thank you for booking Package 1 (SAFA-KKKK1). ')}`,
    );
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(within(contact).getByRole('link', { name: 'Send an e-mail' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:amina1%40example\.com\?subject=Your%20booking%20SAFA-KKKK1/),
    );
    expect(within(contact).getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+2348031234567');
  });

  it('give the private link to copy, and send it again to the customer', async () => {
    serveBooking(bookingDetails(1));
    let sentAgain = 0;
    server.use(
      http.post('*/api/bookings/:id/link', () => {
        sentAgain += 1;
        return HttpResponse.json({ message: 'The link was sent again to amina1@example.com.' });
      }),
    );
    const { user } = renderAdmin(PAGE);
    await screen.findByRole('heading', { name: 'Booking SAFA-KKKK1' });
    const contact = panel('Lead contact');
    expect(
      within(contact).getByText('https://safa.example/booking?token=privateLinkTokenOfBooking1'),
    ).toBeInTheDocument();
    await user.click(within(contact).getByRole('button', { name: 'Send the link again' }));
    await dismissAlert(user, 'Link sent');
    expect(sentAgain).toBe(1);
  });

  it('give the amounts, what is due now and by when, and the hold’s end', async () => {
    serveBooking(bookingDetails(1, { amounts: amountsPaid(2_000_000) }));
    renderAdmin(PAGE);
    await screen.findByRole('heading', { name: 'Booking SAFA-KKKK1' });
    const amounts = panel('Amounts');
    expect(amountsListed()).toEqual([
      'Total ₦21,000,000',
      'Deposit due ₦5,000,000',
      'Paid ₦2,000,000',
      'Balance ₦19,000,000',
      'Due now ₦3,000,000',
    ]);
    expect(amounts).toHaveTextContent('The balance is due by 12 May 2099.');
    expect(amounts).toHaveTextContent(
      `Held until ${formatDate('2026-11-26T10:00:00.000Z', true)}: unpaid by then, its seats go back to the departure.`,
    );
    expect(within(amounts).queryByText(/to refund/)).not.toBeInTheDocument();
  });

  it('give the plan and its schedule: each instalment’s day, amount, what is paid of it, and its state in words', async () => {
    serveBooking(
      bookingDetails(1, {
        amounts: amountsPaid(6_500_000),
        schedule: {
          plan: 'monthly',
          instalments: [
            { dueOn: '2026-10-20', amount: 5_000_000, paid: 5_000_000, status: 'paid' },
            { dueOn: '2026-11-20', amount: 4_000_000, paid: 1_500_000, status: 'overdue' },
            { dueOn: '2026-12-20', amount: 4_000_000, paid: 0, status: 'due' },
            { dueOn: '2099-05-12', amount: 8_000_000, paid: 0, status: 'upcoming' },
          ],
        },
      }),
    );
    renderAdmin(PAGE);
    await screen.findByRole('heading', { name: 'Booking SAFA-KKKK1' });
    const schedule = panel('Payment schedule');
    expect(schedule).toHaveTextContent(`Plan: ${PAYMENT_PLAN_LABELS.monthly}`);
    const table = within(schedule).getByRole('table', { name: 'Payment schedule of SAFA-KKKK1' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Due by', 'Amount', 'Paid', 'State']);
    expect(bodyRows(table)).toEqual([
      ['20 Oct 2026', '₦5,000,000', '₦5,000,000', 'Paid'],
      ['20 Nov 2026', '₦4,000,000', '₦1,500,000', 'Overdue'],
      ['20 Dec 2026', '₦4,000,000', '₦0', 'Due next'],
      ['12 May 2099', '₦8,000,000', '₦0', 'To come'],
    ]);
    expect(within(table).getByText('Overdue')).toHaveStyle({ color: '#b42318' });
    expect(within(table).getByText('Due next')).not.toHaveStyle({ color: '#b42318' });
  });

  it('say a booking paid the deposit then the balance when it chose no other plan', async () => {
    serveBooking(bookingDetails(1));
    renderAdmin(PAGE);
    await screen.findByRole('heading', { name: 'Booking SAFA-KKKK1' });
    expect(panel('Payment schedule')).toHaveTextContent(`Plan: ${PAYMENT_PLAN_LABELS.deposit}`);
    expect(bodyRows(within(panel('Payment schedule')).getByRole('table'))).toEqual([
      ['25 Nov 2026', '₦5,000,000', '₦0', 'Due next'],
      ['12 May 2099', '₦16,000,000', '₦0', 'To come'],
    ]);
  });

  it('say what was refunded, and that a proof waiting stops the hold', async () => {
    serveBooking(
      bookingDetails(1, { status: 'checking', amounts: amountsPaid(4_850_000, { refunded: 150_000 }) }),
    );
    renderAdmin(PAGE);
    await screen.findByRole('heading', { name: 'Booking SAFA-KKKK1' });
    expect(screen.getByText('Payment being checked', { selector: 'h2 ~ span' })).toBeInTheDocument();
    expect(amountsListed()).toEqual([
      'Total ₦21,000,000',
      'Deposit due ₦5,000,000',
      'Paid ₦4,850,000',
      'Refunded ₦150,000',
      'Balance ₦16,150,000',
      'Due now ₦150,000',
    ]);
    expect(panel('Amounts')).toHaveTextContent(
      'A transfer proof waits for you: the hold does not end until you check or refuse it.',
    );
    expect(panel('Amounts')).not.toHaveTextContent('Held until');
  });

  it('tell each event of its history in words: the status it left, by whom, when, and its note', async () => {
    serveBooking(
      bookingDetails(1, {
        status: 'deposit_paid',
        history: [
          happened('held', 'held', 1, 'customer'),
          happened('proof_sent', 'checking', 2, 'customer'),
          happened('payment', 'deposit_paid', 3, 'admin', 'Payment SAFA-2026-000001'),
          happened('adjustment', 'deposit_paid', 4, 'admin', 'Early booking discount'),
          happened('payment', 'deposit_paid', 5, 'paystack', 'Payment SAFA-2026-000002'),
          happened('expired', 'expired', 6, 'system'),
        ],
      }),
    );
    renderAdmin(PAGE);
    await screen.findByRole('heading', { name: 'Booking SAFA-KKKK1' });
    const history = panel('History');
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      `BookedHeldby the customer · ${formatDate(at(1), true)}`,
      `Proof sentPayment being checkedby the customer · ${formatDate(at(2), true)}`,
      `PaymentDeposit paidby admin · ${formatDate(at(3), true)}Payment SAFA-2026-000001`,
      `Price changedDeposit paidby admin · ${formatDate(at(4), true)}Early booking discount`,
      `PaymentDeposit paidby Paystack · ${formatDate(at(5), true)}Payment SAFA-2026-000002`,
      `ExpiredExpiredautomatically · ${formatDate(at(6), true)}`,
    ]);
    expect(history).toHaveTextContent(`Agreed to the privacy notice ${formatDate(at(1), true)}.`);
  });

  it('cancel after "Cancel booking? Its seats go back to the departure.", then show it cancelled', async () => {
    const sent = serveBooking(bookingDetails(1));
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    const question = await screen.findByRole('dialog', { name: 'Cancel booking?' });
    expect(question).toHaveTextContent('Cancel booking?Its seats go back to the departure.Keep booking');
    expect(question).not.toHaveTextContent('paid');
    await answerConfirm(user, 'Cancel booking?', false);
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await answerConfirm(user, 'Cancel booking?');
    await dismissAlert(user, 'Booking cancelled');
    expect(sent).toEqual([{ path: `/api/bookings/${ID}/cancel` }]);
    expect(await screen.findByText('Cancelled', { selector: 'h2 ~ span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(panel('Amounts')).not.toHaveTextContent('Due now');
    expect(within(panel('History')).getAllByRole('listitem')).toHaveLength(2);
    // Nothing was paid: nothing to refund.
    expect(screen.queryByRole('dialog', { name: 'Record a refund' })).not.toBeInTheDocument();
  });

  it('name what a paid booking had paid when cancelling it, then open the refund of it, reason and amount filled in', async () => {
    const sent = serveBooking(
      bookingDetails(1, {
        status: 'deposit_paid',
        amounts: amountsPaid(5_200_000),
        ledger: [payment(1, { amount: 5_200_000 })],
      }),
    );
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel booking?' })).toHaveTextContent(
      'Cancel booking?Its seats go back to the departure. ₦5,200,000 was paid on it: you can refund it next.',
    );
    await answerConfirm(user, 'Cancel booking?');

    const form = await screen.findByRole('dialog', { name: 'Record a refund' });
    expect(form).toHaveTextContent('This booking is cancelled: ₦5,200,000 paid on it is to refund.');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(within(form).getByRole('combobox', { name: 'Why' })).toHaveDisplayValue(
      'Booking cancelled or expired',
    );
    expect(within(form).getByRole('spinbutton', { name: 'Amount (₦)' })).toHaveValue(5_200_000);
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Method' }), 'Bank transfer');
    await user.click(within(form).getByRole('button', { name: 'Record refund' }));
    await dismissAlert(user, 'Refund recorded');
    expect(sent).toEqual([
      { path: `/api/bookings/${ID}/cancel` },
      {
        path: '/api/refunds',
        body: {
          bookingId: ID,
          amount: 5_200_000,
          method: 'transfer',
          paidOn: lagosToday(),
          reason: 'booking_ended',
        },
      },
    ]);
    expect(await within(panel('Amounts')).findByText('Refunded')).toBeInTheDocument();
    expect(within(panel('Amounts')).queryByText(/to refund/)).not.toBeInTheDocument();
  });

  it('show the BFF’s words when the booking stopped holding seats meanwhile, else "Failed to cancel booking"', async () => {
    serveBooking(bookingDetails(1));
    server.use(
      http.post('*/api/bookings/:id/cancel', () =>
        HttpResponse.json({ message: 'This booking is already expired.' }, { status: 409 }),
      ),
    );
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    await answerConfirm(user, 'Cancel booking?');
    expect(await findAlert('Error')).toHaveTextContent('This booking is already expired.');
    await dismissAlert(user, 'Error');

    server.use(http.post('*/api/bookings/:id/cancel', () => HttpResponse.json({}, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await answerConfirm(user, 'Cancel booking?');
    expect(await findAlert('Error')).toHaveTextContent('Failed to cancel booking');
  });

  it('reinstate a cancelled or expired booking after asking: it holds its seats again', async () => {
    const sent = serveBooking(
      bookingDetails(1, { status: 'expired', amounts: amountsPaid(0, { ended: true }) }),
    );
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Reinstate booking' }));
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Reinstate booking?' })).toHaveTextContent(
      'Its seats are taken again from the departure; unpaid, it is held for payment anew.',
    );
    await answerConfirm(user, 'Reinstate booking?', false);
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Reinstate booking' }));
    await answerConfirm(user, 'Reinstate booking?');
    await dismissAlert(user, 'Booking reinstated');
    expect(sent).toEqual([{ path: `/api/bookings/${ID}/reinstate` }]);
    expect(await screen.findByText('Held', { selector: 'h2 ~ span' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    expect(within(panel('History')).getAllByRole('listitem').at(-1)).toHaveTextContent(
      `ReinstatedHeldby admin · ${formatDate(at(10), true)}`,
    );
  });

  it('say in the BFF’s words that the seats are gone, else "Failed to reinstate booking"', async () => {
    serveBooking(bookingDetails(1, { status: 'cancelled', amounts: amountsPaid(0, { ended: true }) }));
    server.use(
      http.post('*/api/bookings/:id/reinstate', () =>
        HttpResponse.json({ message: 'Only 1 seat left on this departure.' }, { status: 409 }),
      ),
    );
    const { user } = renderAdmin(PAGE);
    await reinstate(user);
    expect(await findAlert('Error')).toHaveTextContent('Only 1 seat left on this departure.');
    await dismissAlert(user, 'Error');

    server.use(http.post('*/api/bookings/:id/reinstate', () => HttpResponse.json({}, { status: 500 })));
    await reinstate(user);
    expect(await findAlert('Error', { timeout: 3000 })).toHaveTextContent('Failed to reinstate booking');
    expect(screen.getByText('Cancelled', { selector: 'h2 ~ span' })).toBeInTheDocument();
  });

  it('say "Booking not found" for an unknown booking, and "Failed to load booking" when it cannot load', async () => {
    server.use(
      http.get('*/api/bookings/:id', () =>
        HttpResponse.json({ message: 'Booking not found.' }, { status: 404 }),
      ),
    );
    const { unmount } = renderAdmin(PAGE);
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeInTheDocument();
    unmount();

    server.use(http.get('*/api/bookings/:id', () => HttpResponse.json({}, { status: 500 })));
    renderAdmin(PAGE);
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'Failed to load booking',
    );
  });
});
