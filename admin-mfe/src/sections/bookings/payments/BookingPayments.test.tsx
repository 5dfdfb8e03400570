import { type Booking, lagosToday, PAYMENT_MESSAGES } from '@safa/contract';
import { formatDate } from '@safa/shared-ui';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { answerConfirm, dismissAlert, findAlert } from '../../../../test/dialogs';
import { catchDownloads } from '../../../../test/downloads';
import {
  amountsPaid,
  bookingDetails,
  departure,
  payment,
  proof,
  serveTrips,
} from '../../../../test/fixtures';
import { at, objectId, renderAdmin } from '../../../../test/render-admin';
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
  );
  return sent;
}

/** A deposit of ₦5,000,000 in: the booking as the BFF answers it once recorded. */
const afterDeposit = (changes: Partial<Booking> = {}) =>
  bookingDetails(1, {
    status: 'deposit_paid',
    amounts: amountsPaid(5_000_000),
    payments: [payment(1, { note: 'GTBank' })],
    history: [
      { status: 'held', at: at(1) },
      { status: 'deposit_paid', at: at(3), note: 'Payment SAFA-2026-000001' },
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
  await user.type(within(form).getByRole('spinbutton', { name: 'Amount (₦)' }), amount);
  if (method) await user.selectOptions(within(form).getByRole('combobox', { name: 'Method' }), method);
  return form;
}

describe('a booking’s payments', () => {
  beforeEach(() => serveTrips([departure(1)]));

  it('list each payment and refund: when, what, how much, how, the note and its receipt', async () => {
    serveBooking(
      bookingDetails(1, {
        status: 'deposit_paid',
        amounts: amountsPaid(4_000_000),
        payments: [
          payment(1, { note: 'GTBank transfer' }),
          payment(2, { kind: 'refund', amount: 1_000_000, method: 'cash', paidOn: '2026-11-22' }),
        ],
      }),
    );
    renderAdmin(PAGE);
    const payments = await screen.findByRole('table', { name: 'Payments of SAFA-KKKK1' });
    expect(
      within(payments)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Paid on', 'Kind', 'Amount', 'Method', 'Note', 'Receipt']);
    expect(bodyRows(payments)).toEqual([
      [
        '20 Nov 2026',
        'Payment',
        '₦5,000,000',
        'Bank transfer',
        'GTBank transfer',
        'SAFA-2026-000001Download receipt SAFA-2026-000001',
      ],
      [
        '22 Nov 2026',
        'Refund',
        '−₦1,000,000',
        'Cash',
        'None',
        'SAFA-2026-000002Download receipt SAFA-2026-000002',
      ],
    ]);
  });

  it('download a receipt as the PDF the BFF makes for its number', async () => {
    serveBooking(bookingDetails(1, { payments: [payment(1), payment(2)] }));
    const asked: string[] = [];
    server.use(
      http.get('*/api/bookings/:id/receipt', ({ request, params }) => {
        asked.push(`${params.id}${new URL(request.url).search} ${request.headers.get('Authorization')}`);
        return new HttpResponse('%PDF-1.7 receipt', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="receipt-SAFA-2026-000002.pdf"',
          },
        });
      }),
    );
    const saved = catchDownloads();
    const { user } = renderAdmin(PAGE);

    await user.click(await screen.findByRole('button', { name: 'Download receipt SAFA-2026-000002' }));
    expect(await findAlert('Downloaded')).toHaveTextContent('Receipt downloaded');
    expect(asked).toEqual([`${ID}?number=SAFA-2026-000002 Bearer test-token`]);
    expect(saved.map((file) => file.name)).toEqual(['receipt-SAFA-2026-000002.pdf']);
    expect(await saved[0]?.blob.text()).toBe('%PDF-1.7 receipt');
  });

  it('record a payment: the body sent, then the booking’s amounts, status, history and payments anew', async () => {
    const sent = serveBooking(bookingDetails(1), afterDeposit());
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Record a payment' }));
    const form = await screen.findByRole('dialog', { name: 'Record a payment' });
    expect(within(form).getByLabelText('Paid on')).toHaveValue(lagosToday());
    expect(within(form).getByRole('combobox', { name: 'Method' })).toHaveDisplayValue('Choose…');
    expect(within(form).getByText('Balance ₦21,000,000')).toBeInTheDocument();

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
    expect(within(panel('Status history')).getAllByRole('listitem').at(-1)).toHaveTextContent(
      `Deposit paid · ${formatDate(at(3), true)}Payment SAFA-2026-000001`,
    );
    expect(bodyRows(screen.getByRole('table', { name: 'Payments of SAFA-KKKK1' }))).toHaveLength(1);
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

  it('show the BFF’s refusal of an amount at the amount, the form still open and the booking as it was', async () => {
    serveBooking(bookingDetails(1));
    server.use(
      http.post('*/api/payments', () =>
        HttpResponse.json({ message: PAYMENT_MESSAGES.moreThanBalance(21_000_000) }, { status: 409 }),
      ),
    );
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Record a payment' }));
    const form = await fillMoneyForm(user, { amount: '30000000', method: 'Cash' });
    await user.click(within(form).getByRole('button', { name: 'Record payment' }));

    const amount = within(form).getByRole('spinbutton', { name: 'Amount (₦)' });
    expect(
      await within(form).findByText('This is more than the balance of ₦21,000,000.'),
    ).toBeInTheDocument();
    expect(amount).toHaveAccessibleDescription(/This is more than the balance of ₦21,000,000\.$/);
    expect(amount).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // Behind the dialog, the booking is as it was.
    expect(screen.getByRole('region', { name: 'Amounts', hidden: true })).toHaveTextContent('Paid₦0');
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

  it('record a refund of what is paid; more than that is refused at the amount', async () => {
    const paid = afterDeposit();
    const refunded = bookingDetails(1, {
      amounts: amountsPaid(3_000_000),
      payments: [...paid.payments, payment(2, { kind: 'refund', amount: 2_000_000, method: 'cash' })],
      history: [...paid.history, { status: 'held', at: at(4), note: 'Refund SAFA-2026-000002' }],
    });
    const sent = serveBooking(paid, refunded);
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    const form = await screen.findByRole('dialog', { name: 'Record a refund' });
    expect(within(form).getByText('Paid so far ₦5,000,000')).toBeInTheDocument();
    expect(within(form).getByLabelText('Refunded on')).toHaveValue(lagosToday());

    server.use(
      http.post(
        '*/api/refunds',
        () => HttpResponse.json({ message: PAYMENT_MESSAGES.refundTooLarge(5_000_000) }, { status: 409 }),
        { once: true },
      ),
    );
    await fillMoneyForm(user, { amount: '6000000', method: 'Cash' });
    await user.click(within(form).getByRole('button', { name: 'Record refund' }));
    expect(
      await within(form).findByText('A refund cannot be more than what is paid (₦5,000,000).'),
    ).toBeInTheDocument();

    const amount = within(form).getByRole('spinbutton', { name: 'Amount (₦)' });
    await user.clear(amount);
    await user.type(amount, '2000000');
    await user.click(within(form).getByRole('button', { name: 'Record refund' }));
    await dismissAlert(user, 'Refund recorded');
    expect(sent).toEqual([
      {
        path: '/api/refunds',
        body: { bookingId: ID, amount: 2_000_000, method: 'cash', paidOn: lagosToday() },
      },
    ]);
    expect(await screen.findByText('Held', { selector: 'h2 ~ span' })).toBeInTheDocument();
    expect(amountsShown()[2]).toBe('₦3,000,000');
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

  it('take a payment only while the booking can be paid, and a refund only of money paid', async () => {
    serveBooking(bookingDetails(1));
    const { unmount } = renderAdmin(PAGE);
    expect(await screen.findByRole('button', { name: 'Record a payment' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund' })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Payments of SAFA-KKKK1' })).toHaveTextContent(
      'No payments yet',
    );
    unmount();

    serveBooking(afterDeposit({ status: 'cancelled' }));
    const { unmount: unmountCancelled } = renderAdmin(PAGE);
    expect(await screen.findByRole('button', { name: 'Refund' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Record a payment' })).not.toBeInTheDocument();
    unmountCancelled();

    serveBooking(bookingDetails(1, { status: 'expired' }));
    renderAdmin(PAGE);
    await screen.findByRole('table', { name: 'Payments of SAFA-KKKK1' });
    expect(screen.queryByRole('button', { name: 'Record a payment' })).not.toBeInTheDocument();
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

  it('list each upload: its name and size, when it came, whether it was checked', async () => {
    serveBooking(withProofs());
    renderAdmin(PAGE);
    const proofs = await screen.findByRole('table', { name: 'Transfer proofs of SAFA-KKKK1' });
    expect(screen.getByRole('heading', { name: 'Transfer proofs (2 to check)' })).toBeInTheDocument();
    expect(bodyRows(proofs)).toEqual([
      [
        'transfer-1.jpg117 KB',
        formatDate(at(1, 9), true),
        'Not yet',
        'View transfer-1.jpgRecord this payment (transfer-1.jpg)Mark checked (transfer-1.jpg)',
      ],
      [
        'teller.pdf2.4 MB',
        formatDate(at(2, 9), true),
        'Not yet',
        'View teller.pdfRecord this payment (teller.pdf)Mark checked (teller.pdf)',
      ],
      ['transfer-3.jpg117 KB', formatDate(at(3, 9), true), formatDate(at(5), true), 'View transfer-3.jpg'],
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

  it('offer no payment against a proof of a booking that can no longer be paid', async () => {
    serveBooking(withProofs({ status: 'cancelled' }));
    renderAdmin(PAGE);
    expect(await screen.findByRole('button', { name: 'Mark checked (transfer-1.jpg)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Record this payment/ })).not.toBeInTheDocument();
  });
});
