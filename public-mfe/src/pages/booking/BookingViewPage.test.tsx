import { File as NodeFile } from 'node:buffer';
import { type BookingView, PAYMENT_MESSAGES } from '@safa/contract';
import type { PostedForm } from '@safa/remote-types';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse, http } from 'msw';
import { Route, Routes, useLocation } from 'react-router-dom';
import { apiPath, BOOKING_VIEW, makeDeparture, server } from '../../../test/msw-server';
import { prepared } from '../../../test/prepared';
import { renderOnServer, renderPage } from '../../../test/render';
import publicServer from '../../server';
import { leaveSite } from '../../site/leave-site';
import BookingViewPage from './BookingViewPage';
import { reducedPhoto } from './reduced-photo';

jest.mock('../../site/leave-site', () => ({ leaveSite: jest.fn() }));
// jsdom draws no pictures: the photo made lighter is the test's (see reduced-photo.test.ts).
jest.mock('./reduced-photo', () => ({ reducedPhoto: jest.fn(async (file: File) => file) }));

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

/** The page's address as the app has it now. */
function Address() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

const page = (
  <Routes>
    <Route
      path="/booking"
      element={
        <>
          <BookingViewPage />
          <Address />
        </>
      }
    />
  </Routes>
);

const CARD_REFERENCE = 'SAFA-7K3Q9-1';

/** The booking once its deposit is in: paid by card, a proof sent before and checked. */
const DEPOSIT_PAID: BookingView = {
  ...BOOKING_VIEW,
  status: 'deposit_paid',
  amounts: { ...BOOKING_VIEW.amounts, paid: 5_000_000, balance: 16_000_000, dueNow: 16_000_000 },
  payTo: { ...BOOKING_VIEW.payTo, amount: 16_000_000 },
  ledger: [
    {
      id: 'p1',
      kind: 'payment',
      amount: 5_000_000,
      method: 'card',
      paidOn: '2026-06-13',
      note: `Paystack ${CARD_REFERENCE}`,
      receiptNumber: 'SAFA-2026-000041',
      recordedAt: '2026-06-13T10:00:00.000Z',
    },
  ],
  proofs: [
    {
      id: 'f1',
      fileName: 'transfer.pdf',
      contentType: 'application/pdf',
      size: 48_000,
      uploadedAt: '2026-06-12T09:15:00.000Z',
      checkedAt: '2026-06-12T11:00:00.000Z',
    },
  ],
};

/** A file as the customer picks it (jest-fixed-jsdom's FormData is Node's, which takes only Node's File). */
const picked = (content: string, name: string, type: string) =>
  new NodeFile([content], name, { type }) as unknown as File;

/**
 * Sends the proof form as its button does (jsdom's own check of the required file does not see a file
 * chosen with user-event, and would hold the form back).
 */
const sendProof = (form: HTMLElement) => fireEvent.submit(form);

/** Answers the private link's booking with `booking`. */
const bookingIs = (booking: BookingView) =>
  server.use(http.get(apiPath('/bookings/by-link'), () => HttpResponse.json(booking)));

beforeEach(() => {
  server.use(
    http.get(apiPath('/bookings/by-link'), ({ request }) =>
      new URL(request.url).searchParams.get('token') === TOKEN
        ? HttpResponse.json(BOOKING_VIEW)
        : HttpResponse.json({ message: 'This booking link is not valid.' }, { status: 404 }),
    ),
  );
});

describe('a booking’s private page', () => {
  it('confirms a booking just made: its reference, total, deposit, how long the seats are held, and the link to keep', async () => {
    renderPage(page, `/booking?token=${TOKEN}&sent=booking`);
    expect(await screen.findByText('Booking received')).toBeInTheDocument();
    expect(screen.getByTestId('booking-reference')).toHaveTextContent('SAFA-7K3Q9');
    expect(screen.getByTestId('booking-total')).toHaveTextContent('₦21,000,000');
    expect(screen.getByTestId('booking-deposit')).toHaveTextContent('₦5,000,000');
    // 14:30 UTC is 15:30 in Lagos.
    expect(screen.getByText(/We hold your seats until/)).toHaveTextContent(
      'We hold your seats until 14 Jun 2026, 15:30 (Lagos time). Pay ₦5,000,000 by then to keep them.',
    );
    expect(screen.getByTestId('private-link')).toHaveTextContent(`http://localhost/booking?token=${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Aisha Bello Adult' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Musa Bello Adult' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Premium Hajj 2026' })).toHaveAttribute(
      'href',
      '/eachpackage?id=h1',
    );
    expect(document.head.querySelector('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('opens at its top after booking, the notice focused with the reference in it, also as the server sends it', async () => {
    renderPage(page, `/booking?token=${TOKEN}&sent=booking`);
    const notice = (await screen.findByText('Booking received')).parentElement;
    expect(notice).toHaveFocus();
    expect(notice).toHaveTextContent('Your reference is SAFA-7K3Q9.');
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });

    const served = await prepared(`/booking?token=${TOKEN}&sent=booking`);
    const document = await renderOnServer(page, `/booking?token=${TOKEN}&sent=booking`, served.initialData);
    expect(document.getElementById('booking-received')?.hasAttribute('autofocus')).toBe(true);
  });

  it('says to pay the deposit by card now, where it was booked paying now, with the way to the card form', async () => {
    bookingIs({ ...BOOKING_VIEW, cardPayment: true });
    renderPage(page, `/booking?token=${TOKEN}&sent=booking&pay=card`);
    const notice = (await screen.findByText('Booking received')).parentElement;
    if (!notice) throw new Error('no notice');
    expect(within(notice).getByRole('link', { name: 'pay the deposit by card' })).toHaveAttribute(
      'href',
      '#card-form',
    );
    expect(screen.getByRole('form', { name: 'Pay by card' })).toHaveAttribute('id', 'card-form');
  });

  it('shows the booking without the confirmation when opened again later', async () => {
    renderPage(page, `/booking?token=${TOKEN}`);
    expect(await screen.findByTestId('booking-reference')).toBeInTheDocument();
    expect(screen.queryByText('Booking received')).toBeNull();
  });

  it('says how to find the booking for a link that opens none (cut short, capitalised), not just “not found”', async () => {
    renderPage(page, '/booking?token=nobodysbookingtokenatall0');
    expect(
      await screen.findByRole('heading', { name: 'We could not open this booking' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find my booking' })).toHaveAttribute('href', '/find-booking');
    expect(screen.queryByRole('link', { name: 'open it without' })).toBeNull();
  });

  it('offers the link without what a chat app added at its end', async () => {
    renderPage(page, `/booking?token=${TOKEN}.`);
    expect(await screen.findByText(/This one ends with “\.”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'open it without' })).toHaveAttribute(
      'href',
      `/booking?token=${TOKEN}`,
    );
  });

  it('is the help page in the server’s page too, for a trailing full stop and for a capitalised address, never kept', async () => {
    const dotted = await prepared(`/booking?token=${TOKEN}.`);
    expect(dotted.status).toBe(404);
    const dottedPage = await renderOnServer(page, `/booking?token=${TOKEN}.`, dotted.initialData);
    expect(dottedPage.querySelector('h2')?.textContent).toBe('We could not open this booking');

    const address = `/BOOKING?TOKEN=${TOKEN.toUpperCase()}`;
    const capitalised = await prepared(address);
    expect(capitalised.status).toBe(404);
    const site = publicServer({ bffUrl: window.location.origin });
    expect(site.isPersonalPage(new URL(`https://safa.example${address}`))).toBe(true);
    const capitalisedPage = await renderOnServer(page, address, capitalised.initialData);
    expect(capitalisedPage.querySelector('a[href="/find-booking"]')?.textContent).toBe('Find my booking');
  });

  it('is in the server’s page whole, the link to keep with the site’s origin; an unknown or missing token is not found', async () => {
    const served = await prepared(`https://safa.example/booking?token=${TOKEN}`);
    const document = await renderOnServer(page, `/booking?token=${TOKEN}`, served.initialData);
    expect(document.querySelector('[data-testid="private-link"]')?.textContent).toBe(
      `https://safa.example/booking?token=${TOKEN}`,
    );
    expect(document.querySelector('[data-testid="booking-reference"]')?.textContent).toBe('SAFA-7K3Q9');
    expect((await prepared('/booking?token=nobodysbookingtokenatall0')).status).toBe(404);
    expect((await prepared('/booking')).status).toBe(404);
  });
});

describe('how a customer pays, on their private page', () => {
  it('shows the deposit due now, the agency’s account and the reference to write as narration; no card without Paystack', async () => {
    renderPage(page, `/booking?token=${TOKEN}`);
    const pay = await screen.findByRole('region', { name: 'How to pay' });
    expect(within(pay).getByText('Deposit due now')).toBeInTheDocument();
    expect(within(pay).getByTestId('amount-due')).toHaveTextContent('₦5,000,000');
    expect(within(pay).getByText('Zenith Bank')).toBeInTheDocument();
    expect(within(pay).getByText('Safa Travels & Tours Ltd')).toBeInTheDocument();
    expect(within(pay).getByTestId('account-number')).toHaveTextContent('1012345678');
    expect(within(pay).getByText(/as the transfer’s narration/)).toHaveTextContent(
      'Use your booking reference SAFA-7K3Q9 as the transfer’s narration',
    );
    expect(within(pay).queryByRole('button', { name: 'Pay by card' })).toBeNull();
    expect(screen.getByRole('form', { name: 'Send your proof of payment' })).toBeInTheDocument();
    expect(screen.getByText('No payment is recorded on this booking yet.')).toBeInTheDocument();
  });

  it('asks for the balance once the deposit is in, and lists the payments with their receipts and the proofs sent', async () => {
    bookingIs({
      ...DEPOSIT_PAID,
      ledger: [
        ...DEPOSIT_PAID.ledger,
        {
          id: 'a1',
          kind: 'adjustment',
          amount: -200_000,
          reason: 'Visa fee difference',
          recordedAt: '2026-06-20T09:00:00.000Z',
        },
        {
          id: 'p2',
          kind: 'refund',
          amount: 200_000,
          method: 'transfer',
          paidOn: '2026-06-20',
          reason: 'price_reduction',
          receiptNumber: 'SAFA-2026-000057',
          recordedAt: '2026-06-20T10:00:00.000Z',
        },
      ],
      proofs: [
        ...DEPOSIT_PAID.proofs,
        {
          id: 'f2',
          fileName: 'second-transfer.jpg',
          contentType: 'image/jpeg',
          size: 120_000,
          uploadedAt: '2026-06-21T08:05:00.000Z',
        },
      ],
    });
    renderPage(page, `/booking?token=${TOKEN}`);
    const pay = await screen.findByRole('region', { name: 'How to pay' });
    expect(within(pay).getByText('Balance due now')).toBeInTheDocument();
    expect(within(pay).getByTestId('amount-due')).toHaveTextContent('₦16,000,000');

    const payments = screen.getByRole('region', { name: 'Your payments' });
    const movements = within(
      within(payments).getByRole('list', { name: 'Payments and refunds' }),
    ).getAllByRole('listitem');
    expect(movements.map((item) => item.textContent)).toEqual([
      'Card · 13 Jun 2026₦5,000,000Receipt SAFA-2026-000041 (PDF)',
      'Price changed · 20 Jun 2026−₦200,000Visa fee difference',
      'Refund · 20 Jun 2026−₦200,000Price reduced · Receipt SAFA-2026-000057 (PDF)',
    ]);
    // Each receipt is the PDF the private link downloads: the API's, with the link's token.
    expect(
      within(payments)
        .getAllByRole('link', { name: /^Receipt / })
        .map((link) => [link.getAttribute('href'), link.hasAttribute('download')]),
    ).toEqual([
      [`/api/bookings/by-link/receipt?token=${TOKEN}&number=SAFA-2026-000041`, true],
      [`/api/bookings/by-link/receipt?token=${TOKEN}&number=SAFA-2026-000057`, true],
    ]);
    expect(within(payments).getByTestId('booking-paid')).toHaveTextContent('₦5,000,000');
    expect(within(payments).getByTestId('booking-balance')).toHaveTextContent('₦16,000,000');
    const proofs = within(within(payments).getByRole('list', { name: 'Proofs you sent' })).getAllByRole(
      'listitem',
    );
    // 09:15 UTC is 10:15 in Lagos.
    expect(proofs.map((item) => item.textContent)).toEqual([
      'transfer.pdfSent 12 Jun 2026, 10:15 (Lagos time)Checked',
      'second-transfer.jpgSent 21 Jun 2026, 09:05 (Lagos time)Being checked',
    ]);
  });

  it('asks for nothing once nothing is due (paid in full, or the booking ended), still listing what was paid', async () => {
    bookingIs({
      ...DEPOSIT_PAID,
      status: 'paid',
      amounts: { ...DEPOSIT_PAID.amounts, paid: 21_000_000, balance: 0, dueNow: 0 },
      payTo: { ...DEPOSIT_PAID.payTo, amount: 0 },
    });
    renderPage(page, `/booking?token=${TOKEN}`);
    expect(await screen.findByRole('region', { name: 'Your payments' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'How to pay' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Send your proof of payment' })).toBeNull();
  });

  it('says a proof is being checked and the seats stay held, with no hold time to race', async () => {
    bookingIs({
      ...BOOKING_VIEW,
      status: 'checking',
      proofs: [
        {
          id: 'f1',
          fileName: 'transfer.jpg',
          contentType: 'image/jpeg',
          size: 48_000,
          uploadedAt: '2026-06-12T09:15:00.000Z',
        },
      ],
    });
    renderPage(page, `/booking?token=${TOKEN}`);
    const booking = await screen.findByRole('region', { name: 'Your booking reference' });
    expect(within(booking).getByText('Payment being checked: your seats stay held')).toBeInTheDocument();
    expect(within(booking).getByText(/^We are checking the proof you sent/)).toBeInTheDocument();
    expect(within(booking).queryByText(/We hold your seats until/)).toBeNull();
  });

  it('shows a cancelled booking nothing due and what was paid to come back, and an expired one where to send a proof', async () => {
    bookingIs({
      ...DEPOSIT_PAID,
      status: 'cancelled',
      amounts: { ...DEPOSIT_PAID.amounts, balance: 0, dueNow: 0, toRefund: 5_000_000 },
      payTo: { ...DEPOSIT_PAID.payTo, amount: 0 },
    });
    const { unmount } = renderPage(page, `/booking?token=${TOKEN}`);
    const booking = await screen.findByRole('region', { name: 'Your booking reference' });
    expect(within(booking).getByTestId('booking-to-refund')).toHaveTextContent('₦5,000,000');
    expect(within(booking).queryByText('Due now')).toBeNull();
    expect(within(booking).getByText(/we refund it, or take your booking back/)).toHaveTextContent(
      /^You paid ₦5,000,000 on this booking/,
    );
    expect(screen.queryByRole('region', { name: 'How to pay' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Send your proof of payment' })).toBeNull();
    unmount();

    bookingIs({
      ...BOOKING_VIEW,
      status: 'expired',
      amounts: { ...BOOKING_VIEW.amounts, dueNow: 0, balance: 0 },
      payTo: { ...BOOKING_VIEW.payTo, amount: 0 },
    });
    renderPage(page, `/booking?token=${TOKEN}`);
    expect(
      await screen.findByText(/^If you paid before it expired, send us the proof below/),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Send your proof of payment' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'How to pay' })).toBeNull();
  });

  it('says which proof was not found, and why', async () => {
    bookingIs({
      ...BOOKING_VIEW,
      proofs: [
        {
          id: 'f1',
          fileName: 'transfer.jpg',
          contentType: 'image/jpeg',
          size: 48_000,
          uploadedAt: '2026-06-12T09:15:00.000Z',
          refusedAt: '2026-06-12T12:00:00.000Z',
          refusal: 'No transfer of ₦5,000,000 reached our account.',
        },
      ],
    });
    renderPage(page, `/booking?token=${TOKEN}`);
    const proofs = await screen.findByRole('list', { name: 'Proofs you sent' });
    expect(proofs).toHaveTextContent(
      'transfer.jpgSent 12 Jun 2026, 10:15 (Lagos time) · We could not find this payment: No transfer of ₦5,000,000 reached our account.Not found',
    );
  });

  it('sends a photo proof made lighter, with its progress, shows it among those sent, and says it was received', async () => {
    const sent: { token: string | null; file: File }[] = [];
    server.use(
      http.post(apiPath('/bookings/by-link/proofs'), async ({ request }) => {
        const file = (await request.formData()).get('proof') as File;
        sent.push({ token: new URL(request.url).searchParams.get('token'), file });
        await delay(200);
        return HttpResponse.json(
          {
            ...BOOKING_VIEW,
            proofs: [
              {
                id: 'f9',
                fileName: file.name,
                contentType: file.type,
                size: file.size,
                uploadedAt: '2026-06-13T12:00:00.000Z',
              },
            ],
          },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup();
    renderPage(page, `/booking?token=${TOKEN}`);
    const form = await screen.findByRole('form', { name: 'Send your proof of payment' });
    const input = within(form).getByLabelText('Your proof of payment');
    expect(input).toHaveAccessibleDescription('A picture or PDF of the transfer, up to 10 MB');
    const photo = picked('png bytes', 'my-transfer.png', 'image/png');
    jest.mocked(reducedPhoto).mockResolvedValueOnce(picked('jpeg bytes', 'my-transfer.jpg', 'image/jpeg'));
    await user.upload(input, photo);
    sendProof(form);

    expect(await within(form).findByRole('progressbar', { name: 'Sending your proof' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Send the proof' })).toBeDisabled();
    const dialog = await screen.findByRole('alertdialog', { name: 'Proof received' });
    expect(reducedPhoto).toHaveBeenCalledWith(photo);
    expect(sent.map(({ token, file }) => [token, file.name, file.type])).toEqual([
      [TOKEN, 'my-transfer.jpg', 'image/jpeg'],
    ]);
    await user.click(within(dialog).getByRole('button'));
    const proofs = screen.getByRole('list', { name: 'Proofs you sent' });
    expect(proofs).toHaveTextContent(/^my-transfer\.jpgSent .*Being checked$/);
  });

  it('says a file is too large before sending it, and the API’s words when it refuses one', async () => {
    let uploads = 0;
    server.use(
      http.post(apiPath('/bookings/by-link/proofs'), () => {
        uploads += 1;
        return HttpResponse.json(
          { message: 'A proof must be a picture (JPEG, PNG, WebP) or a PDF.' },
          { status: 415 },
        );
      }),
    );
    const user = userEvent.setup();
    renderPage(page, `/booking?token=${TOKEN}`);
    const form = await screen.findByRole('form', { name: 'Send your proof of payment' });
    const input = within(form).getByLabelText('Your proof of payment');
    const huge = picked('%PDF-1.7', 'scan.pdf', 'application/pdf');
    Object.defineProperty(huge, 'size', { value: 10 * 1024 * 1024 + 1 });

    await user.upload(input, huge);
    expect(within(form).getByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.proofTooLarge);
    sendProof(form);
    expect(within(form).getByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.proofTooLarge);
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Send the proof' })).toBeEnabled());
    expect(uploads).toBe(0);

    await user.upload(input, picked('%PDF-1.7', 'scan.pdf', 'application/pdf'));
    expect(within(form).queryByRole('alert')).toBeNull();
    sendProof(form);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Your proof was not sentA proof must be a picture (JPEG, PNG, WebP) or a PDF.',
    );
    expect(uploads).toBe(1);
  });

  /** A booking payable by card, and the card payments started with it, as the API received them. */
  function cardPaymentsStarted(): unknown[] {
    bookingIs({ ...BOOKING_VIEW, cardPayment: true });
    const started: unknown[] = [];
    server.use(
      http.post(apiPath('/bookings/by-link/card-payments'), async ({ request }) => {
        started.push(await request.json());
        return HttpResponse.json({ authorizationUrl: 'https://checkout.paystack.com/0peioxfhpn' });
      }),
    );
    return started;
  }

  it('offers the card when Paystack is on: starts the payment and goes on to the page the API names', async () => {
    const started = cardPaymentsStarted();
    const user = userEvent.setup();
    renderPage(page, `/booking?token=${TOKEN}`);
    const card = await screen.findByRole('form', { name: 'Pay by card' });
    expect(card).toHaveTextContent('Pay ₦5,000,000 with your debit or credit card');
    await user.click(within(card).getByRole('button', { name: 'Pay by card' }));

    await waitFor(() => expect(leaveSite).toHaveBeenCalledWith('https://checkout.paystack.com/0peioxfhpn'));
    expect(started).toEqual([{ token: TOKEN }]);
  });

  it('pays by card the amount the customer types', async () => {
    const started = cardPaymentsStarted();
    const user = userEvent.setup();
    renderPage(page, `/booking?token=${TOKEN}`);
    const card = await screen.findByRole('form', { name: 'Pay by card' });
    await user.type(
      within(card).getByLabelText('Or another amount, up to ₦21,000,000 (optional)'),
      '750,000',
    );
    await user.click(within(card).getByRole('button', { name: 'Pay by card' }));
    await waitFor(() => expect(leaveSite).toHaveBeenCalled());
    expect(started).toEqual([{ token: TOKEN, amount: 750_000 }]);
  });

  it('shows the booking’s own account, to pay any amount with no proof to send, and the schedule in words', async () => {
    bookingIs({
      ...BOOKING_VIEW,
      amounts: { ...BOOKING_VIEW.amounts, paid: 6_000_000, balance: 15_000_000, dueNow: 15_000_000 },
      payTo: { ...BOOKING_VIEW.payTo, bankName: 'Wema Bank', accountNumber: '9930000123', dedicated: true },
      schedule: {
        plan: 'monthly',
        instalments: [
          { dueOn: '2026-06-12', amount: 5_000_000, paid: 5_000_000, status: 'paid' },
          { dueOn: '2026-07-12', amount: 8_000_000, paid: 1_000_000, status: 'overdue' },
          { dueOn: '2026-08-13', amount: 8_000_000, paid: 0, status: 'upcoming' },
        ],
      },
    });
    renderPage(page, `/booking?token=${TOKEN}`);
    const pay = await screen.findByRole('region', { name: 'How to pay' });
    expect(within(pay).getByTestId('account-number')).toHaveTextContent('9930000123');
    expect(pay).toHaveTextContent('This account is your booking’s own');
    expect(within(pay).getByText('Instalment due by 12 Jul 2026')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /proof/i })).not.toBeInTheDocument();
    const schedule = screen.getByRole('list', { name: 'Payments by date' });
    expect([...schedule.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      'Deposit · Paid₦5,000,000',
      'By 12 Jul 2026 · Overdue₦8,000,000₦1,000,000 paid, ₦7,000,000 left',
      'By 13 Aug 2026 · To come₦8,000,000',
    ]);
    expect(screen.getByRole('link', { name: 'Statement of this booking (PDF)' })).toHaveAttribute(
      'href',
      `/api/bookings/by-link/statement?token=${TOKEN}`,
    );
  });

  it('lets the customer choose another plan the departure offers, and shows the schedule it makes', async () => {
    bookingIs(BOOKING_VIEW);
    const chosen: unknown[] = [];
    server.use(
      http.get(apiPath('/packages/h1/departures'), () =>
        HttpResponse.json([makeDeparture({ id: 'd1', packageId: 'h1', plans: ['monthly'] })]),
      ),
      http.put(apiPath('/bookings/by-link/plan'), async ({ request }) => {
        chosen.push([new URL(request.url).searchParams.get('token'), await request.json()]);
        return HttpResponse.json({
          ...BOOKING_VIEW,
          schedule: { ...BOOKING_VIEW.schedule, plan: 'monthly' },
        });
      }),
    );
    const user = userEvent.setup();
    renderPage(page, `/booking?token=${TOKEN}`);
    const form = await screen.findByRole('form', { name: 'Change how you pay' });
    expect(
      within(form).getByRole('radio', { name: 'Deposit now, the balance by its due date' }),
    ).toBeChecked();
    await user.click(within(form).getByRole('radio', { name: 'Deposit now, then monthly instalments' }));
    await user.click(within(form).getByRole('button', { name: 'Change my plan' }));
    expect(
      await within(form).findByText('You now pay: deposit now, then monthly instalments.'),
    ).toBeInTheDocument();
    expect(chosen).toEqual([[TOKEN, { plan: 'monthly' }]]);
    expect(screen.getByRole('region', { name: 'Your payment schedule' })).toHaveTextContent(
      'Deposit now, then monthly instalments.',
    );
  });

  it('offers no other plan where the departure offers none', async () => {
    bookingIs(BOOKING_VIEW);
    renderPage(page, `/booking?token=${TOKEN}`);
    expect(await screen.findByRole('region', { name: 'Your payment schedule' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Change how you pay' })).not.toBeInTheDocument();
  });

  it('says why a card payment could not start, in the form', async () => {
    bookingIs({ ...BOOKING_VIEW, cardPayment: true });
    server.use(
      http.post(apiPath('/bookings/by-link/card-payments'), () =>
        HttpResponse.json({ message: PAYMENT_MESSAGES.cardsOff }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderPage(page, `/booking?token=${TOKEN}`);
    const card = await screen.findByRole('form', { name: 'Pay by card' });
    await user.click(within(card).getByRole('button', { name: 'Pay by card' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(PAYMENT_MESSAGES.cardsOff);
    expect(leaveSite).not.toHaveBeenCalled();
  });
});

describe('back from paying by card', () => {
  const returnAddress = `/booking?token=${TOKEN}&trxref=${CARD_REFERENCE}&reference=${CARD_REFERENCE}`;

  /** The verify call answers `answer`; what it was asked is kept. */
  function verifyAnswers(answer: () => Response) {
    const asked: unknown[] = [];
    server.use(
      http.post(apiPath('/bookings/by-link/card-payments/verify'), async ({ request }) => {
        asked.push({ body: await request.json(), forwardedFor: request.headers.get('x-forwarded-for') });
        return answer();
      }),
    );
    return asked;
  }

  it('verifies the payment once, shows it received with the amounts after it, and takes the reference out of the address', async () => {
    const asked = verifyAnswers(() => HttpResponse.json(DEPOSIT_PAID));
    renderPage(page, returnAddress);

    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(screen.getByTestId('booking-paid')).toHaveTextContent('₦5,000,000');
    expect(screen.getByText('Deposit received')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(`?token=${TOKEN}`));
    expect(screen.getByText('Payment received')).toBeInTheDocument();
    expect(asked).toEqual([{ body: { token: TOKEN, reference: CARD_REFERENCE }, forwardedFor: null }]);
  });

  it('trades the way back from Paystack for the booking’s page when the server did not, then verifies the payment there', async () => {
    const code = 'oneTimeCodeOfTheWayBack_0123456789';
    const traded: unknown[] = [];
    server.use(
      http.post(apiPath('/bookings/card-returns'), async ({ request }) => {
        traded.push(await request.json());
        return HttpResponse.json({ token: TOKEN });
      }),
    );
    verifyAnswers(() => HttpResponse.json(DEPOSIT_PAID));
    renderPage(page, `/booking?return=${code}&trxref=${CARD_REFERENCE}&reference=${CARD_REFERENCE}`);
    expect(await screen.findByText('Payment received')).toBeInTheDocument();
    expect(traded).toEqual([{ code, reference: CARD_REFERENCE }]);
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(`?token=${TOKEN}`));
  });

  it('says how to reach the booking when the way back was used already', async () => {
    server.use(
      http.post(apiPath('/bookings/card-returns'), () =>
        HttpResponse.json({ message: PAYMENT_MESSAGES.returnNotValid }, { status: 404 }),
      ),
    );
    renderPage(page, `/booking?return=oneTimeCodeOfTheWayBack_0123456789&reference=${CARD_REFERENCE}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `We could not open your booking from here${PAYMENT_MESSAGES.returnNotValid}`,
    );
  });

  it('says the card payment did not go through, in the API’s words', async () => {
    verifyAnswers(() => HttpResponse.json({ message: PAYMENT_MESSAGES.cardNotPaid }, { status: 409 }));
    renderPage(page, returnAddress);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Card payment not received${PAYMENT_MESSAGES.cardNotPaid}`,
    );
    expect(screen.getByTestId('amount-due')).toHaveTextContent('₦5,000,000');
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe(`?token=${TOKEN}`));
  });

  it('keeps the reference to ask again when the payment could not be checked', async () => {
    verifyAnswers(() =>
      HttpResponse.json(
        { message: 'The card payment service could not be reached: try again in a minute.' },
        { status: 502 },
      ),
    );
    renderPage(page, returnAddress);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card payment is not checked yetThe card payment service could not be reached: try again in a minute.',
    );
    expect(screen.getByTestId('address').textContent).toContain(`reference=${CARD_REFERENCE}`);
  });

  it('is verified in the server’s page, as the visitor’s, with the booking after it', async () => {
    const asked = verifyAnswers(() => HttpResponse.json(DEPOSIT_PAID));
    const served = await prepared(`https://safa.example${returnAddress}`, {
      visitor: { 'x-forwarded-for': '203.0.113.7' },
    });
    const document = await renderOnServer(page, returnAddress, served.initialData);

    expect(asked).toEqual([
      { body: { token: TOKEN, reference: CARD_REFERENCE }, forwardedFor: '203.0.113.7' },
    ]);
    expect(document.querySelector('[role="status"]')?.textContent).toBe(
      'Payment receivedThank you: your card payment is recorded on this booking.',
    );
    expect(document.querySelector('[data-testid="booking-paid"]')?.textContent).toBe('₦5,000,000');
    expect(document.querySelector('[data-testid="amount-due"]')?.textContent).toBe('₦16,000,000');
  });

  it('is left to the browser when the server could not check it', async () => {
    verifyAnswers(() => HttpResponse.json({ message: 'Too many requests.' }, { status: 429 }));
    const served = await prepared(`https://safa.example${returnAddress}`);
    const document = await renderOnServer(page, returnAddress, served.initialData);
    expect(document.querySelector('[role="status"]')?.textContent).toBe(
      'Checking your card payment…This takes a moment. If this stays, reload the page.',
    );
  });
});

describe('the payment forms in the server’s page (before, or without, the app)', () => {
  const serverPage = async (route: string, posted?: PostedForm) => {
    bookingIs({ ...BOOKING_VIEW, cardPayment: true });
    const served = await prepared(`https://safa.example${route}`, posted && { posted });
    return renderOnServer(page, route, served.initialData);
  };

  it('are plain posts to the page, naming themselves and the link’s token before the file', async () => {
    const document = await serverPage(`/booking?token=${TOKEN}`);
    const proof = document.getElementById('proof-form') as HTMLFormElement;
    expect([proof.method, proof.enctype, proof.getAttribute('action')]).toEqual([
      'post',
      'multipart/form-data',
      `/booking?token=${TOKEN}#proof-form`,
    ]);
    expect(
      [...proof.querySelectorAll('input')].map((input) => [input.type, input.name, input.value]),
    ).toEqual([
      ['hidden', 'form', 'proof'],
      ['hidden', 'token', TOKEN],
      ['file', 'proof', ''],
    ]);
    expect(proof.querySelector('input[type="file"]')?.getAttribute('accept')).toBe(
      'image/jpeg,image/png,image/webp,application/pdf',
    );
    const card = document.getElementById('card-form') as HTMLFormElement;
    expect([card.method, card.getAttribute('action')]).toEqual(['post', `/booking?token=${TOKEN}#card-form`]);
    expect([...card.querySelectorAll('input')].map((input) => [input.name, input.value])).toEqual([
      ['form', 'card'],
      ['token', TOKEN],
      ['amount', ''],
    ]);
  });

  it('post to the page without the card payment it came back from, and say a proof was received', async () => {
    verifyForServer();
    const document = await serverPage(
      `/booking?token=${TOKEN}&trxref=${CARD_REFERENCE}&reference=${CARD_REFERENCE}&sent=proof`,
    );
    expect(document.getElementById('proof-form')?.getAttribute('action')).toBe(
      `/booking?token=${TOKEN}#proof-form`,
    );
    expect(document.getElementById('proof-form')?.querySelector('[role="status"]')?.textContent).toBe(
      'Proof receivedWe will check it against our account and record your payment.',
    );
  });

  it('show what the API said of a form it refused', async () => {
    const document = await serverPage(`/booking?token=${TOKEN}`, {
      form: 'proof',
      values: { token: TOKEN },
      answer: { status: 413, body: { message: PAYMENT_MESSAGES.proofTooLarge } },
    });
    expect(document.getElementById('proof-form')?.querySelector('[role="alert"]')?.textContent).toBe(
      `Your proof was not sent${PAYMENT_MESSAGES.proofTooLarge}`,
    );
  });
});

/** A card payment the server's page verifies: paid. */
function verifyForServer() {
  server.use(
    http.post(apiPath('/bookings/by-link/card-payments/verify'), () => HttpResponse.json(DEPOSIT_PAID)),
  );
}
