import { type Booking, lagosToday, PAYMENT_MESSAGES } from '@safa/contract';
import { formatDate } from '@safa/shared-ui';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { answerConfirm, dismissAlert, findAlert } from '../../../../test/dialogs';
import { catchDownloads } from '../../../../test/downloads';
import {
  adjustment,
  amountsPaid,
  bookingDetails,
  departure,
  happened,
  payment,
  proof,
  refund,
  serveTrips,
} from '../../../../test/fixtures';
import { at, currentAddress, objectId, renderAdmin } from '../../../../test/render-admin';
import { server } from '../../../../test/server';
import { bodyRows } from '../../../../test/tables';

const ID = objectId(301);
const PAGE = `/admin/bookings/${ID}`;

interface Sent {
  path: string;
  body: unknown;
}

/**
 * Answers the booking, and each payment, refund or proof check as the BFF does: with the booking
 * after it (`after`); what each of those calls sent is kept.
 */
function serveBooking(initial: Booking, after: Booking = initial) {
  let booking = initial;
  const sent: Sent[] = [];
  const change =
    (status: number) =>
    async ({ request }: { request: Request }) => {
      const text = await request.text();
      sent.push({ path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined });
      booking = after;
      return HttpResponse.json(booking, { status });
    };
  server.use(
    http.get('*/api/bookings/:id', () => HttpResponse.json(booking)),
    http.get('*/api/bookings', () => HttpResponse.json([booking])),
    http.post('*/api/payments', change(201)),
    http.post('*/api/refunds', change(201)),
    http.post('*/api/proofs/:id/check', change(200)),
    http.post('*/api/proofs/:id/refuse', change(200)),
    http.post('*/api/bookings/:id/adjustments', change(201)),
  );
  return sent;
}

/** A deposit of ₦5,000,000 in: the booking as the BFF answers it once recorded. */
const afterDeposit = (changes: Partial<Booking> = {}) =>
  bookingDetails(1, {
    status: 'deposit_paid',
    amounts: amountsPaid(5_000_000),
    ledger: [payment(1, { note: 'GTBank' })],
    history: [
      happened('held', 'held', 1, 'customer'),
      happened('payment', 'deposit_paid', 3, 'admin', 'Payment SAFA-2026-000001'),
    ],
    ...changes,
  });

const panel = (name: string | RegExp) => screen.getByRole('region', { name });
const amountsShown = () =>
  within(panel('Amounts'))
    .getAllByRole('definition')
    .map((value) => value.textContent);

async function fillMoneyForm(user: UserEvent, { amount, method }: { amount: string; method?: string }) {
  const form = await screen.findByRole('dialog');
  const field = within(form).getByRole('spinbutton', { name: 'Amount (₦)' });
  await user.clear(field);
  await user.type(field, amount);
  if (method) await user.selectOptions(within(form).getByRole('combobox', { name: 'Method' }), method);
  return form;
}

/**
 * Answers a booking's PDF (`receipt`, `statement`) as the BFF does, under `fileName`; keeps each
 * booking and query asked for with the token sent.
 */
function servePdf(file: string, fileName: string, content: string): string[] {
  const asked: string[] = [];
  server.use(
    http.get(`*/api/bookings/:id/${file}`, ({ request, params }) => {
      asked.push(`${params.id}${new URL(request.url).search} ${request.headers.get('Authorization')}`);
      return new HttpResponse(content, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${fileName}"`,
        },
      });
    }),
  );
  return asked;
}

describe('a booking’s ledger', () => {
  beforeEach(() => serveTrips([departure(1)]));

  it('list each payment, refund and price change: when, what, how much, how, why, and its receipt', async () => {
    serveBooking(
      bookingDetails(1, {
        status: 'deposit_paid',
        amounts: amountsPaid(4_000_000, { refunded: 1_000_000, total: 20_850_000 }),
        ledger: [
          payment(1, { note: 'GTBank transfer' }),
          adjustment(2, { recordedAt: '2026-11-21T09:00:00.000Z' }),
          refund(3, {
            amount: 1_000_000,
            method: 'cash',
            paidOn: '2026-11-22',
            reason: 'price_reduction',
            note: 'Visa fee difference',
          }),
        ],
      }),
    );
    renderAdmin(PAGE);
    const ledger = await screen.findByRole('table', { name: 'Ledger of SAFA-KKKK1' });
    expect(
      within(ledger)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Date', 'Kind', 'Amount', 'Method', 'Reason or note', 'Receipt']);
    expect(bodyRows(ledger)).toEqual([
      [
        '20 Nov 2026',
        'Payment',
        '₦5,000,000',
        'Bank transfer',
        'GTBank transfer',
        'SAFA-2026-000001Download receipt SAFA-2026-000001',
      ],
      ['21 Nov 2026', 'Price change', '−₦150,000', 'None', 'Early booking discount', 'No receipt'],
      [
        '22 Nov 2026',
        'Refund',
        '−₦1,000,000',
        'Cash',
        'Price reducedVisa fee difference',
        'SAFA-2026-000003Download receipt SAFA-2026-000003',
      ],
    ]);
  });

  it('download a receipt as the PDF the BFF makes for its number', async () => {
    serveBooking(bookingDetails(1, { ledger: [payment(1), payment(2)] }));
    const asked = servePdf('receipt', 'receipt-SAFA-2026-000002.pdf', '%PDF-1.7 receipt');
    const saved = catchDownloads();
    const { user } = renderAdmin(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Download receipt SAFA-2026-000002' }));
    expect(await findAlert('Downloaded')).toHaveTextContent('Receipt downloaded');
    expect(asked).toEqual([`${ID}?number=SAFA-2026-000002 Bearer test-token`]);
    expect(saved.map((file) => file.name)).toEqual(['receipt-SAFA-2026-000002.pdf']);
    expect(await saved[0]?.blob.text()).toBe('%PDF-1.7 receipt');
  });

  it('download the booking’s statement as the PDF the BFF makes, beside the receipts', async () => {
    serveBooking(bookingDetails(1, { ledger: [payment(1)] }));
    const asked = servePdf('statement', 'statement-SAFA-KKKK1.pdf', '%PDF-1.7 statement');
    const saved = catchDownloads();
    const { user } = renderAdmin(PAGE);

    const ledger = await screen.findByRole('region', { name: 'Ledger' });
    await user.click(within(ledger).getByRole('button', { name: 'Statement (PDF)' }));
    expect(await findAlert('Downloaded')).toHaveTextContent('Statement downloaded');
    expect(asked).toEqual([`${ID} Bearer test-token`]);
    expect(saved.map((file) => file.name)).toEqual(['statement-SAFA-KKKK1.pdf']);
    expect(await saved[0]?.blob.text()).toBe('%PDF-1.7 statement');
  });

  it('say so when the statement cannot be downloaded', async () => {
    serveBooking(bookingDetails(1));
    server.use(http.get('*/api/bookings/:id/statement', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Statement (PDF)' }));
    expect(await findAlert('Error')).toHaveTextContent('Failed to download statement');
  });

  it('record a payment: the body sent, then the booking’s amounts, status, history and ledger anew', async () => {
    const sent = serveBooking(bookingDetails(1), afterDeposit());
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Record a payment' }));
    const form = await screen.findByRole('dialog', { name: 'Record a payment' });
    expect(within(form).getByLabelText('Paid on')).toHaveValue(lagosToday());
    expect(within(form).getByRole('combobox', { name: 'Method' })).toHaveDisplayValue('Choose…');
    // Opened at the deposit due now, said in words beside it.
    expect(within(form).getByRole('spinbutton', { name: 'Amount (₦)' })).toHaveAccessibleDescription(
      '₦5,000,000',
    );

    await fillMoneyForm(user, { amount: '5000000', method: 'Bank transfer' });
    expect(within(form).getByText('₦5,000,000')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: 'Note' }), 'GTBank');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));

    await dismissAlert(user, 'Payment recorded');
    expect(sent).toEqual([
      {
        path: '/api/payments',
        body: { bookingId: ID, amount: 5_000_000, method: 'transfer', paidOn: lagosToday(), note: 'GTBank' },
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Record a payment' })).not.toBeInTheDocument();
    expect(await screen.findByText('Deposit paid', { selector: 'h2 ~ span' })).toBeInTheDocument();
    expect(amountsShown()).toEqual(['₦21,000,000', '₦5,000,000', '₦5,000,000', '₦16,000,000', '₦16,000,000']);
    expect(within(panel('History')).getAllByRole('listitem').at(-1)).toHaveTextContent(
      `PaymentDeposit paidby admin · ${formatDate(at(3), true)}Payment SAFA-2026-000001`,
    );
    expect(bodyRows(screen.getByRole('table', { name: 'Ledger of SAFA-KKKK1' }))).toHaveLength(1);
  });

  it('say when a payment is more than the balance, and what will show to refund, yet record it', async () => {
    const sent = serveBooking(
      afterDeposit(),
      afterDeposit({
        status: 'paid',
        amounts: amountsPaid(21_400_000),
        ledger: [payment(1), payment(2, { amount: 16_400_000 })],
      }),
    );
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Record a payment' }));
    const form = await fillMoneyForm(user, { amount: '16000000', method: 'Cash' });
    const amount = within(form).getByRole('spinbutton', { name: 'Amount (₦)' });
    expect(amount).toHaveAccessibleDescription('₦16,000,000');
    await user.type(amount, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}400000');
    expect(amount).toHaveAccessibleDescription(
      '₦16,400,000 This is more than the balance of ₦16,000,000. ₦400,000 will show to refund.',
    );
    expect(amount).not.toHaveAttribute('aria-invalid');
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    await dismissAlert(user, 'Payment recorded');
    expect(sent).toEqual([
      {
        path: '/api/payments',
        body: { bookingId: ID, amount: 16_400_000, method: 'cash', paidOn: lagosToday() },
      },
    ]);
    expect(await within(panel('Amounts')).findByText('₦400,000 to refund')).toBeInTheDocument();
  });

  it('say that money recorded on a booking that ended is all to refund, unless it is reinstated', async () => {
    serveBooking(bookingDetails(1, { status: 'expired', amounts: amountsPaid(0, { ended: true }) }));
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Record a payment' }));
    const form = await fillMoneyForm(user, { amount: '5000000' });
    expect(within(form).getByRole('spinbutton', { name: 'Amount (₦)' })).toHaveAccessibleDescription(
      '₦5,000,000 This booking is expired: ₦5,000,000 will show to refund, unless it is reinstated.',
    );
  });

  it('show the contract’s problems at their fields, and send nothing', async () => {
    const sent = serveBooking(bookingDetails(1));
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Record a payment' }));
    const form = await fillMoneyForm(user, { amount: '2500.50' });
    const paidOn = within(form).getByLabelText('Paid on');
    await user.clear(paidOn);
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));

    expect(within(form).getByRole('spinbutton', { name: 'Amount (₦)' })).toHaveAccessibleDescription(
      'Balance ₦21,000,000 The amount must be a whole number of naira.',
    );
    expect(within(form).getByRole('combobox', { name: 'Method' })).toHaveAccessibleDescription(
      'Choose how it was paid.',
    );
    expect(paidOn).toHaveAccessibleDescription('The payment date is required.');
    expect(paidOn).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('show the BFF’s field problems at their fields, and say "Failed to record payment" when it fails otherwise', async () => {
    serveBooking(bookingDetails(1));
    server.use(
      http.post('*/api/payments', () =>
        HttpResponse.json(
          {
            message: 'The payment date cannot be in the future.',
            issues: [{ path: ['paidOn'], message: 'The payment date cannot be in the future.' }],
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Record a payment' }));
    const form = await fillMoneyForm(user, { amount: '100000', method: 'Card' });
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await within(form).findByText('The payment date cannot be in the future.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Paid on')).toHaveFocus();

    server.use(http.post('*/api/payments', () => HttpResponse.json({}, { status: 500 })));
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));
    expect(await findAlert('Error', { timeout: 3000 })).toHaveTextContent('Failed to record payment');
  });

  it('record a refund with its reason; the BFF’s refusal of its amount shows at the amount', async () => {
    const paid = afterDeposit({
      status: 'paid',
      amounts: amountsPaid(21_000_000),
      ledger: [payment(1, { amount: 21_000_000 })],
    });
    const refunded = bookingDetails(1, {
      status: 'paid',
      amounts: amountsPaid(20_800_000, { refunded: 200_000, total: 20_800_000 }),
      ledger: [
        ...paid.ledger,
        adjustment(2, { amount: -200_000, reason: 'Price reduced' }),
        refund(3, { amount: 200_000, method: 'cash', reason: 'price_reduction' }),
      ],
      history: [...paid.history, happened('refund', 'paid', 4, 'admin', 'Refund SAFA-2026-000003')],
    });
    const sent = serveBooking(paid, refunded);
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const form = await screen.findByRole('dialog', { name: 'Record a refund' });
    const why = within(form).getByRole('combobox', { name: 'Why' });
    expect(
      within(why)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose…', 'Over-payment returned', 'Price reduced']);
    expect(within(form).getByLabelText('Refunded on')).toHaveValue(lagosToday());

    await fillMoneyForm(user, { amount: '200000', method: 'Cash' });
    await user.click(within(form).getByRole('button', { name: 'Record refund' }));
    expect(why).toHaveAccessibleDescription('Say why the money goes back.');
    expect(sent).toEqual([]);

    await user.selectOptions(why, 'Over-payment returned');
    expect(within(form).getByText('₦200,000')).toBeInTheDocument();
    server.use(
      http.post(
        '*/api/refunds',
        () => HttpResponse.json({ message: PAYMENT_MESSAGES.overpaymentTooLarge(0) }, { status: 409 }),
        { once: true },
      ),
    );
    await user.click(within(form).getByRole('button', { name: 'Record refund' }));
    const amount = within(form).getByRole('spinbutton', { name: 'Amount (₦)' });
    expect(
      await within(form).findByText(
        'Nothing was paid beyond the price: to give money back, reduce the price.',
      ),
    ).toBeInTheDocument();
    expect(amount).toHaveFocus();

    await user.selectOptions(why, 'Price reduced');
    expect(within(form).getByRole('textbox', { name: 'Note' })).toHaveAccessibleDescription(
      'Optional: why the price is reduced (the ledger shows it with the price change)',
    );
    await user.click(within(form).getByRole('button', { name: 'Record refund' }));
    await dismissAlert(user, 'Refund recorded');
    expect(sent).toEqual([
      {
        path: '/api/refunds',
        body: {
          bookingId: ID,
          amount: 200_000,
          method: 'cash',
          paidOn: lagosToday(),
          reason: 'price_reduction',
        },
      },
    ]);
    expect(await within(panel('Amounts')).findByText('Refunded')).toBeInTheDocument();
    expect(amountsShown()).toEqual(['₦20,800,000', '₦5,000,000', '₦20,800,000', '₦200,000', '₦0', '₦0']);
  });

  it('say "₦X to refund" prominently, and open its refund from there, reason and amount filled in', async () => {
    serveBooking(afterDeposit({ status: 'paid', amounts: amountsPaid(21_400_000) }));
    const { user, unmount } = renderAdmin(PAGE);
    await screen.findByRole('heading', { name: 'Booking SAFA-KKKK1' });
    const amounts = panel('Amounts');
    expect(within(amounts).getByText('₦400,000 to refund')).toBeInTheDocument();
    expect(amounts).toHaveTextContent('Paid beyond the price.');
    await user.click(within(amounts).getByRole('button', { name: 'Refund ₦400,000' }));
    const form = await screen.findByRole('dialog', { name: 'Record a refund' });
    expect(within(form).getByRole('combobox', { name: 'Why' })).toHaveDisplayValue('Over-payment returned');
    expect(within(form).getByRole('spinbutton', { name: 'Amount (₦)' })).toHaveValue(400_000);
    unmount();

    serveBooking(afterDeposit({ status: 'cancelled', amounts: amountsPaid(5_000_000, { ended: true }) }));
    const cancelled = renderAdmin(PAGE);
    await screen.findByRole('heading', { name: 'Booking SAFA-KKKK1' });
    expect(panel('Amounts')).toHaveTextContent(
      '₦5,000,000 to refundPaid on a booking now cancelled: refund it, or reinstate the booking to keep it.',
    );
    await cancelled.user.click(screen.getByRole('button', { name: 'Refund ₦5,000,000' }));
    const ended = await screen.findByRole('dialog', { name: 'Record a refund' });
    expect(within(ended).getByRole('combobox', { name: 'Why' })).toHaveDisplayValue(
      'Booking cancelled or expired',
    );
    expect(within(ended).getByRole('spinbutton', { name: 'Amount (₦)' })).toHaveValue(5_000_000);
  });

  it('say what an over-payment’s refund may be, and refund an ended booking’s money only as such', async () => {
    serveBooking(afterDeposit({ status: 'paid', amounts: amountsPaid(21_400_000) }));
    const { user, unmount } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const form = await screen.findByRole('dialog', { name: 'Record a refund' });
    expect(within(form).getByText('Paid so far ₦21,400,000')).toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Why' }), 'Over-payment returned');
    expect(within(form).getByText('Paid beyond the price ₦400,000')).toBeInTheDocument();
    unmount();

    serveBooking(afterDeposit({ status: 'expired', amounts: amountsPaid(5_000_000, { ended: true }) }));
    const expired = renderAdmin(PAGE);
    await expired.user.click(await screen.findByRole('button', { name: 'Refund' }));
    const ended = within(await screen.findByRole('dialog', { name: 'Record a refund' }));
    const why = ended.getByRole('combobox', { name: 'Why' });
    expect(
      within(why)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Booking cancelled or expired']);
    expect(why).toHaveDisplayValue('Booking cancelled or expired');
    expect(ended.getByText('Paid so far ₦5,000,000')).toBeInTheDocument();
  });

  it('change the price: a discount with its reason, the new price read back as it is typed', async () => {
    const discounted = afterDeposit({
      amounts: amountsPaid(5_000_000, { total: 20_850_000 }),
      ledger: [payment(1), adjustment(2)],
    });
    const sent = serveBooking(afterDeposit(), discounted);
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Change the price' }));
    const form = await screen.findByRole('dialog', { name: 'Change the price' });
    expect(form).toHaveTextContent('The price is ₦21,000,000.');
    const change = within(form).getByRole('combobox', { name: 'Change' });
    expect(change).toHaveDisplayValue('Lower the price (a discount)');
    const by = within(form).getByRole('spinbutton', { name: 'By (₦)' });
    await user.type(by, '150000');
    expect(by).toHaveAccessibleDescription('New price ₦20,850,000');
    await user.selectOptions(change, 'Raise the price');
    expect(by).toHaveAccessibleDescription('New price ₦21,150,000');
    await user.selectOptions(change, 'Lower the price (a discount)');

    await user.click(within(form).getByRole('button', { name: 'Change price' }));
    expect(within(form).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(
      'e.g. Early booking discount Say why the price changes.',
    );
    expect(sent).toEqual([]);
    await user.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Early booking discount');
    await user.click(within(form).getByRole('button', { name: 'Change price' }));
    await dismissAlert(user, 'Price changed');
    expect(sent).toEqual([
      {
        path: `/api/bookings/${ID}/adjustments`,
        body: { amount: -150_000, reason: 'Early booking discount' },
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Change the price' })).not.toBeInTheDocument();
    expect(await within(panel('Amounts')).findByText('₦20,850,000')).toBeInTheDocument();
    expect(bodyRows(screen.getByRole('table', { name: 'Ledger of SAFA-KKKK1' }))[1]).toEqual([
      formatDate(at(2)),
      'Price change',
      '−₦150,000',
      'None',
      'Early booking discount',
      'No receipt',
    ]);
  });

  it('show the BFF’s refusal of a price below ₦0 at the amount', async () => {
    serveBooking(afterDeposit());
    server.use(
      http.post('*/api/bookings/:id/adjustments', () =>
        HttpResponse.json({ message: PAYMENT_MESSAGES.priceBelowZero(21_000_000) }, { status: 409 }),
      ),
    );
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Change the price' }));
    const form = await screen.findByRole('dialog', { name: 'Change the price' });
    const by = within(form).getByRole('spinbutton', { name: 'By (₦)' });
    await user.type(by, '30000000');
    await user.type(within(form).getByRole('textbox', { name: 'Reason' }), 'Free trip');
    await user.click(within(form).getByRole('button', { name: 'Change price' }));
    expect(
      await within(form).findByText('The price cannot go below ₦0 (it is ₦21,000,000).'),
    ).toBeInTheDocument();
    expect(by).toHaveFocus();
  });

  it('open "Record a payment" at the amount due now, and a proof’s payment too', async () => {
    serveBooking(bookingDetails(1));
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Record a payment' }));
    expect(
      within(await screen.findByRole('dialog')).getByRole('spinbutton', { name: 'Amount (₦)' }),
    ).toHaveValue(5_000_000);
  });

  it('ask before a form with something typed in it is closed, and close an untouched one at once', async () => {
    const sent = serveBooking(bookingDetails(1));
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Record a payment' }));
    const form = await fillMoneyForm(user, { amount: '100000' });
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Discard changes?' })).toHaveTextContent(
      'What you typed in this payment will be lost.',
    );
    await answerConfirm(user, 'Discard changes?', false);
    expect(within(form).getByRole('spinbutton', { name: 'Amount (₦)' })).toHaveValue(100000);
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    await answerConfirm(user, 'Discard changes?');
    expect(screen.queryByRole('dialog', { name: 'Record a payment' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Record a payment' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('take a payment on every booking, even one that ended, and a refund only of money paid', async () => {
    serveBooking(bookingDetails(1));
    const { unmount } = renderAdmin(PAGE);
    expect(await screen.findByRole('button', { name: 'Record a payment' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Ledger of SAFA-KKKK1' })).toHaveTextContent(
      'Nothing recorded yet',
    );
    unmount();

    serveBooking(afterDeposit({ status: 'cancelled', amounts: amountsPaid(5_000_000, { ended: true }) }));
    const { unmount: unmountCancelled } = renderAdmin(PAGE);
    expect(await screen.findByRole('button', { name: 'Refund' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Record a payment' })).toBeInTheDocument();
    unmountCancelled();

    serveBooking(bookingDetails(1, { status: 'expired', amounts: amountsPaid(0, { ended: true }) }));
    renderAdmin(PAGE);
    expect(await screen.findByRole('button', { name: 'Record a payment' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
  });
});

describe('a booking’s transfer proofs', () => {
  const PDF = proof(2, { fileName: 'teller.pdf', contentType: 'application/pdf', size: 2_516_582 });
  const CHECKED = proof(3, { checkedAt: at(5) });
  const withProofs = (changes: Partial<Booking> = {}) =>
    bookingDetails(1, { proofs: [proof(1), PDF, CHECKED], ...changes });
  /** The proofs once the first is checked. */
  const FIRST_CHECKED = [{ ...proof(1), checkedAt: at(6) }, PDF, CHECKED];

  /** Answers each proof's bytes to the admin's token alone; keeps who asked for which. */
  function serveProofFiles() {
    const asked: string[] = [];
    server.use(
      http.get('*/api/proofs/:id', ({ params, request }) => {
        asked.push(`${params.id} ${request.headers.get('Authorization')}`);
        const type = params.id === PDF.id ? 'application/pdf' : 'image/jpeg';
        return new HttpResponse(`bytes of ${params.id}`, { headers: { 'Content-Type': type } });
      }),
    );
    return asked;
  }

  beforeEach(() => {
    serveTrips([departure(1)]);
    URL.createObjectURL = jest.fn((blob: Blob) => `blob:${blob.type}`);
    URL.revokeObjectURL = jest.fn();
  });

  it('list each upload: its name and size, when it came, whether it was checked or refused', async () => {
    const refused = proof(4, { refusedAt: at(6), refusal: 'No transfer reached our account.' });
    serveBooking(withProofs({ proofs: [proof(1), PDF, CHECKED, refused] }));
    renderAdmin(PAGE);
    const proofs = await screen.findByRole('table', { name: 'Transfer proofs of SAFA-KKKK1' });
    expect(screen.getByRole('heading', { name: 'Transfer proofs (2 to check)' })).toBeInTheDocument();
    expect(bodyRows(proofs)).toEqual([
      [
        'transfer-1.jpg117 KB',
        formatDate(at(1, 9), true),
        'Not yet',
        'View transfer-1.jpgRecord this payment (transfer-1.jpg)Mark checked (transfer-1.jpg)Refuse (transfer-1.jpg)',
      ],
      [
        'teller.pdf2.4 MB',
        formatDate(at(2, 9), true),
        'Not yet',
        'View teller.pdfRecord this payment (teller.pdf)Mark checked (teller.pdf)Refuse (teller.pdf)',
      ],
      ['transfer-3.jpg117 KB', formatDate(at(3, 9), true), formatDate(at(5), true), 'View transfer-3.jpg'],
      [
        'transfer-4.jpg117 KB',
        formatDate(at(4, 9), true),
        `Refused ${formatDate(at(6), true)}“No transfer reached our account.”`,
        'View transfer-4.jpg',
      ],
    ]);
  });

  it('show a picture in place, fetched with the admin’s token, and let its address go once closed', async () => {
    serveBooking(withProofs());
    const asked = serveProofFiles();
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'View transfer-1.jpg' }));
    const viewer = await screen.findByRole('dialog', { name: 'Transfer proof transfer-1.jpg' });
    const picture = await within(viewer).findByRole('img', { name: 'Transfer proof transfer-1.jpg' });
    expect(picture).toHaveAttribute('src', 'blob:image/jpeg');
    expect(asked).toEqual([`${proof(1).id} Bearer test-token`]);
    const blob = jest.mocked(URL.createObjectURL).mock.calls[0]?.[0];
    expect(blob instanceof Blob ? await blob.text() : blob).toBe(`bytes of ${proof(1).id}`);

    await user.click(within(viewer).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:image/jpeg');
  });

  it('open a PDF in a new tab', async () => {
    serveBooking(withProofs());
    serveProofFiles();
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'View teller.pdf' }));
    const viewer = await screen.findByRole('dialog', { name: 'Transfer proof teller.pdf' });
    const link = await within(viewer).findByRole('link', { name: 'Open the PDF' });
    expect(link).toHaveAttribute('href', 'blob:application/pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(viewer).queryByRole('img')).not.toBeInTheDocument();
  });

  it('say so when a proof cannot be loaded', async () => {
    serveBooking(withProofs());
    server.use(http.get('*/api/proofs/:id', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'View transfer-1.jpg' }));
    expect(await findAlert('Error', { timeout: 3000 })).toHaveTextContent('Failed to load proof');
    await dismissAlert(user, 'Error');
    expect(screen.getByRole('dialog', { name: 'Transfer proof transfer-1.jpg' })).toHaveTextContent(
      'The proof could not be loaded.',
    );
  });

  it('mark a proof checked', async () => {
    const sent = serveBooking(withProofs(), withProofs({ proofs: FIRST_CHECKED }));
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Mark checked (transfer-1.jpg)' }));
    await dismissAlert(user, 'Proof marked checked');
    expect(sent).toEqual([{ path: `/api/proofs/${proof(1).id}/check`, body: undefined }]);
    expect(await screen.findByRole('heading', { name: 'Transfer proofs (1 to check)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark checked (transfer-1.jpg)' })).not.toBeInTheDocument();
  });

  it('say in the BFF’s words that a proof was seen to meanwhile', async () => {
    serveBooking(withProofs());
    server.use(
      http.post('*/api/proofs/:id/check', () =>
        HttpResponse.json({ message: PAYMENT_MESSAGES.proofAlreadyChecked }, { status: 409 }),
      ),
    );
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Mark checked (transfer-1.jpg)' }));
    expect(await findAlert('Error')).toHaveTextContent('This proof was checked already.');
  });

  it('refuse a proof with a note for the customer, then show it refused with the note', async () => {
    const note = 'No transfer of ₦5,000,000 reached our account on 20 Nov.';
    const sent = serveBooking(
      withProofs({ status: 'checking' }),
      withProofs({ proofs: [{ ...proof(1), refusedAt: at(6), refusal: note }, PDF, CHECKED] }),
    );
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Refuse (transfer-1.jpg)' }));
    const form = await screen.findByRole('dialog', { name: 'Refuse transfer proof' });
    expect(form).toHaveTextContent(
      'The money of transfer-1.jpg was not found? The customer is e-mailed your note; an unpaid booking is held again for what was left of its hold, at least a day.',
    );
    const field = within(form).getByRole('textbox', { name: 'Note for the customer' });
    await user.click(within(form).getByRole('button', { name: 'Refuse proof' }));
    expect(field).toHaveAccessibleDescription(
      'e.g. No transfer of ₦5,000,000 reached our account on 20 Nov. Say what was not found, for the customer.',
    );
    expect(sent).toEqual([]);

    await user.type(field, note);
    await user.click(within(form).getByRole('button', { name: 'Refuse proof' }));
    expect(await findAlert('Proof refused')).toHaveTextContent('The customer is told your note.');
    expect(sent).toEqual([{ path: `/api/proofs/${proof(1).id}/refuse`, body: { note } }]);
    expect(screen.queryByRole('dialog', { name: 'Refuse transfer proof' })).not.toBeInTheDocument();
    expect(await screen.findByText(`“${note}”`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refuse (transfer-1.jpg)' })).not.toBeInTheDocument();
  });

  it('open the payment form of the proof the operator’s e-mail links to, then take the link out of the address', async () => {
    serveBooking(withProofs({ status: 'checking' }));
    const { user } = renderAdmin(`${PAGE}?proof=${PDF.id}`);
    const form = await screen.findByRole('dialog', { name: 'Record a payment' });
    expect(form).toHaveTextContent('Against the transfer proof teller.pdf.');
    await waitFor(() => expect(currentAddress()).toBe(PAGE));
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Record a payment' })).not.toBeInTheDocument();
  });

  it('say so when the e-mail’s proof was seen to already, and open no form', async () => {
    serveBooking(withProofs());
    renderAdmin(`${PAGE}?proof=${CHECKED.id}`);
    expect(await findAlert('Nothing to record')).toHaveTextContent('This proof was checked already.');
    expect(screen.queryByRole('dialog', { name: 'Record a payment' })).not.toBeInTheDocument();
    await waitFor(() => expect(currentAddress()).toBe(PAGE));
  });

  it('record the payment a proof shows, against it: a bank transfer, the proof named in what is sent', async () => {
    const sent = serveBooking(withProofs(), afterDeposit({ proofs: FIRST_CHECKED }));
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Record this payment (transfer-1.jpg)' }));
    const form = await screen.findByRole('dialog', { name: 'Record a payment' });
    expect(form).toHaveTextContent('Against the transfer proof transfer-1.jpg.');
    expect(within(form).getByRole('combobox', { name: 'Method' })).toHaveDisplayValue('Bank transfer');
    await fillMoneyForm(user, { amount: '5000000' });
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));

    await dismissAlert(user, 'Payment recorded');
    expect(sent).toEqual([
      {
        path: '/api/payments',
        body: {
          bookingId: ID,
          amount: 5_000_000,
          method: 'transfer',
          paidOn: lagosToday(),
          proofId: proof(1).id,
        },
      },
    ]);
    expect(await screen.findByRole('heading', { name: 'Transfer proofs (1 to check)' })).toBeInTheDocument();
  });

  it('record a proof’s payment whatever the booking’s status: money may come for a booking that ended', async () => {
    serveBooking(withProofs({ status: 'expired', amounts: amountsPaid(0, { ended: true }) }));
    renderAdmin(PAGE);
    expect(
      await screen.findByRole('button', { name: 'Record this payment (transfer-1.jpg)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark checked (transfer-1.jpg)' })).toBeInTheDocument();
  });
});
