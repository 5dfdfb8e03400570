import type { Booking } from '@safa/contract';
import { formatDate } from '@safa/shared-ui';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { answerConfirm, dismissAlert, findAlert } from '../../../test/dialogs';
import { amountsPaid, bookingDetails, departure, happened, serveTrips } from '../../../test/fixtures';
import { at, objectId, renderAdmin } from '../../../test/render-admin';
import { server } from '../../../test/server';
import { bodyRows } from '../../../test/tables';

const ID = objectId(301);
const PAGE = `/admin/bookings/${ID}`;

/** Answers the booking and its cancellation as the BFF does (409 once it holds no seats). */
function serveBooking(initial: Booking) {
  let booking = initial;
  const cancelled: string[] = [];
  server.use(
    http.get('*/api/bookings/:id', () => HttpResponse.json(booking)),
    http.get('*/api/bookings', () => HttpResponse.json([booking])),
    http.post('*/api/bookings/:id/cancel', ({ params }) => {
      cancelled.push(String(params.id));
      if (!['held', 'deposit_paid', 'paid'].includes(booking.status)) {
        return HttpResponse.json({ message: `This booking is already ${booking.status}.` }, { status: 409 });
      }
      booking = {
        ...booking,
        status: 'cancelled',
        history: [...booking.history, happened('cancelled', 'cancelled', 9)],
      };
      return HttpResponse.json(booking);
    }),
  );
  return cancelled;
}

const panel = (name: string) => screen.getByRole('region', { name });

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
    const travellers = within(panel('Travellers (2)')).getByRole('table');
    expect(bodyRows(travellers)).toEqual([
      ['1', 'Amina Bello 1', 'A01234567', '2 Mar 1985'],
      ['2', 'Musa Bello 1', 'B98765489', 'Not given'],
    ]);
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
    const cancelled = serveBooking(bookingDetails(1));
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Cancel booking' }));
    expect(await screen.findByRole('dialog', { name: 'Cancel booking?' })).toHaveTextContent(
      'Its seats go back to the departure.',
    );
    await answerConfirm(user, 'Cancel booking?', false);
    expect(cancelled).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await answerConfirm(user, 'Cancel booking?');
    await dismissAlert(user, 'Booking cancelled');
    expect(cancelled).toEqual([ID]);
    expect(await screen.findByText('Cancelled', { selector: 'h2 ~ span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(panel('Amounts')).not.toHaveTextContent('Due now');
    expect(within(panel('History')).getAllByRole('listitem')).toHaveLength(2);
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

  it('offer no cancel for a booking that holds no seats', async () => {
    serveBooking(bookingDetails(1, { status: 'expired' }));
    renderAdmin(PAGE);
    await screen.findByRole('heading', { name: 'Booking SAFA-KKKK1' });
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
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
