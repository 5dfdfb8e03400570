import type { DashboardSummary } from '@safa/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { seeAtWidth } from '../../../test/media-queries';
import { renderAdmin } from '../../../test/render-admin';
import { QUIET_OUTBOX, QUIET_SUMMARY, STORAGE_ROOMY, server } from '../../../test/server';

const BUSY: DashboardSummary = {
  unresponded: 3,
  oldestUnrespondedAt: new Date(Date.now() - 2 * 86_400_000 - 60_000).toISOString(),
  mailsNotSent: 0,
  bookings: { held: 0, nextDepartures: [] },
  payments: { proofsToCheck: 0, proofStorage: STORAGE_ROOMY, toRefund: [], overdueBalances: [] },
  week: {
    since: '2026-11-17T12:00:00.000Z',
    enquiries: 4,
    byCategory: [
      { category: 'umrahmessage', count: 3 },
      { category: 'contactmessage', count: 1 },
    ],
    byPackage: [{ packageId: '65a1b2c3d4e5f60718293a4b', packageTitle: 'Ramadan Umrah Package', count: 2 }],
    subscribers: 5,
  },
  messages: QUIET_OUTBOX,
};

const HAJJ_DEPARTURE = '65a1b2c3d4e5f60718293a4c';

const WITH_BOOKINGS = {
  ...BUSY,
  bookings: {
    held: 2,
    nextDepartures: [
      {
        departureId: '65a1b2c3d4e5f60718293a4d',
        packageTitle: 'Zanzibar Beach Escape',
        departsOn: '2027-02-04',
        seats: 3,
        seatsLeft: 0,
      },
      {
        departureId: HAJJ_DEPARTURE,
        packageTitle: 'Hajj 2026 Premium Package',
        departsOn: '2027-06-12',
        seats: 40,
        seatsLeft: 37,
      },
    ],
  },
};

const REMINDER = `https://wa.me/2348031234567?text=${encodeURIComponent(
  'Hello Amina, a reminder from Safa Travels: the balance of ₦16,000,000 for Package 1 (SAFA-KKKK1) was due on 12 May 2099.',
)}`;

const WITH_PAYMENTS: DashboardSummary = {
  ...BUSY,
  payments: {
    proofsToCheck: 2,
    proofStorage: STORAGE_ROOMY,
    toRefund: [],
    overdueBalances: [
      {
        bookingId: '65a1b2c3d4e5f60718293a51',
        reference: 'SAFA-KKKK1',
        name: 'Amina Bello',
        phone: '0803 123 4567',
        balance: 16_000_000,
        overdue: 16_000_000,
        dueOn: '2099-05-12',
        whatsApp: REMINDER,
      },
      {
        bookingId: '65a1b2c3d4e5f60718293a52',
        reference: 'SAFA-KKKK2',
        name: 'Kemi Ade',
        phone: '12345',
        balance: 500_000,
        overdue: 500_000,
        dueOn: '2099-05-20',
      },
    ],
  },
};

const WITH_REFUNDS: DashboardSummary = {
  ...BUSY,
  payments: {
    proofsToCheck: 0,
    proofStorage: STORAGE_ROOMY,
    toRefund: [
      {
        bookingId: '65a1b2c3d4e5f60718293a53',
        reference: 'SAFA-KKKK3',
        name: 'Bola Ige',
        status: 'cancelled',
        amount: 5_200_000,
      },
      {
        bookingId: '65a1b2c3d4e5f60718293a54',
        reference: 'SAFA-KKKK4',
        name: 'Ngozi Eze',
        status: 'paid',
        amount: 400_000,
      },
    ],
    overdueBalances: [],
  },
};

describe('the dashboard summary', () => {
  beforeEach(() => {
    server.use(
      http.get('*/api/dashboard/summary', () => HttpResponse.json(BUSY)),
      http.get('*/api/messages/getallcontacts', () => HttpResponse.json([])),
    );
  });

  it('says what needs doing before the sections, each part linking to its list', async () => {
    renderAdmin('/admin/contacts');
    const summary = await screen.findByRole('region', { name: 'What needs doing' });

    expect(within(summary).getByRole('link', { name: '3 unresponded enquiries' })).toHaveAttribute(
      'href',
      '/admin/messages?status=Unresponded',
    );
    expect(summary).toHaveTextContent('The oldest has waited 2 days.');
    expect(within(summary).getByRole('link', { name: 'Umrah: 3' })).toHaveAttribute(
      'href',
      '/admin/messages?category=umrahmessage&since=2026-11-17T12%3A00%3A00.000Z',
    );
    expect(within(summary).getByRole('link', { name: 'Ramadan Umrah Package: 2' })).toHaveAttribute(
      'href',
      '/admin/messages?package=65a1b2c3d4e5f60718293a4b&since=2026-11-17T12%3A00%3A00.000Z',
    );
    expect(within(summary).getByRole('link', { name: '5 new subscribers this week' })).toHaveAttribute(
      'href',
      '/admin/newsletter?since=2026-11-17T12%3A00%3A00.000Z',
    );
    // The spec's default section is still there, below.
    expect(await screen.findByRole('heading', { name: 'Contact Details' })).toBeInTheDocument();
  });

  it('says how many enquiries were not e-mailed this week, linking to them', async () => {
    server.use(http.get('*/api/dashboard/summary', () => HttpResponse.json({ ...BUSY, mailsNotSent: 2 })));
    renderAdmin('/admin/contacts');
    const summary = await screen.findByRole('region', { name: 'What needs doing' });
    expect(
      within(summary).getByRole('link', { name: '2 enquiries were not e-mailed to you this week' }),
    ).toHaveAttribute('href', '/admin/messages?since=2026-11-17T12%3A00%3A00.000Z');
    expect(summary).toHaveTextContent('they are all in Contact Messages.');
  });

  it('is one line on a phone, which opens to the whole summary', async () => {
    seeAtWidth(375);
    const { user } = renderAdmin('/admin/contacts');
    const summary = await screen.findByRole('region', { name: 'What needs doing' });
    const line = within(summary).getByText('3 unresponded · 4 enquiries this week · 5 new subscribers');
    expect(within(summary).getByRole('link', { name: '3 unresponded enquiries' })).not.toBeVisible();
    await user.click(line);
    expect(within(summary).getByRole('link', { name: '3 unresponded enquiries' })).toBeVisible();
    expect(within(summary).getByRole('link', { name: 'Umrah: 3' })).toBeVisible();
  });

  it('is laid out whole on a laptop', async () => {
    renderAdmin('/admin/contacts');
    const summary = await screen.findByRole('region', { name: 'What needs doing' });
    expect(within(summary).getByRole('link', { name: '3 unresponded enquiries' })).toBeVisible();
    expect(within(summary).queryByText(/·/)).not.toBeInTheDocument();
  });

  it('shows the unresponded count beside Contact Messages', async () => {
    renderAdmin('/admin/contacts');
    const sections = screen.getByRole('navigation', { name: 'Dashboard sections' });
    expect(
      await within(sections).findByRole('link', { name: 'Contact Messages 3 unresponded' }),
    ).toBeInTheDocument();
  });

  it('says how many bookings are held awaiting payment, and the seats left on the next departures', async () => {
    server.use(http.get('*/api/dashboard/summary', () => HttpResponse.json(WITH_BOOKINGS)));
    renderAdmin('/admin/contacts');
    const summary = await screen.findByRole('region', { name: 'What needs doing' });

    expect(within(summary).getByRole('link', { name: '2 bookings held awaiting payment' })).toHaveAttribute(
      'href',
      '/admin/bookings?status=held',
    );
    const next = within(summary).getByRole('list', { name: 'Seats left on the next departures' });
    const [zanzibar, hajj] = within(next).getAllByRole('listitem');
    expect(within(zanzibar as HTMLElement).getByText('Sold out')).toBeInTheDocument();
    expect(within(hajj as HTMLElement).getByText('37 of 40 seats left')).toBeInTheDocument();
    expect(
      within(next).getByRole('link', { name: 'Hajj 2026 Premium Package, 12 Jun 2027' }),
    ).toHaveAttribute('href', `/admin/bookings?departureId=${HAJJ_DEPARTURE}`);
  });

  it('puts the held bookings in the phone’s one line, and one held booking reads as one', async () => {
    seeAtWidth(375);
    server.use(
      http.get('*/api/dashboard/summary', () =>
        HttpResponse.json({ ...WITH_BOOKINGS, bookings: { ...WITH_BOOKINGS.bookings, held: 1 } }),
      ),
    );
    const { user } = renderAdmin('/admin/contacts');
    const summary = await screen.findByRole('region', { name: 'What needs doing' });
    const line = within(summary).getByText(
      '3 unresponded · 1 booking held · 4 enquiries this week · 5 new subscribers',
    );
    await user.click(line);
    expect(within(summary).getByRole('link', { name: '1 booking held awaiting payment' })).toBeVisible();
  });

  it('says so when no departure is to come, no proof waits and no balance is overdue', async () => {
    renderAdmin('/admin/contacts');
    const summary = await screen.findByRole('region', { name: 'What needs doing' });
    expect(
      within(summary).getByRole('link', { name: '0 bookings held awaiting payment' }),
    ).toBeInTheDocument();
    expect(summary).toHaveTextContent('No departures to come.');
    expect(within(summary).getByRole('link', { name: '0 payment proofs to check' })).toBeInTheDocument();
    expect(summary).toHaveTextContent('No balance is overdue.');
    expect(summary).not.toHaveTextContent('To refund or reinstate');
  });

  it('says how many payment proofs wait to be checked, linking to those bookings', async () => {
    server.use(http.get('*/api/dashboard/summary', () => HttpResponse.json(WITH_PAYMENTS)));
    const { unmount } = renderAdmin('/admin/contacts');
    const summary = await screen.findByRole('region', { name: 'What needs doing' });
    expect(within(summary).getByRole('link', { name: '2 payment proofs to check' })).toHaveAttribute(
      'href',
      '/admin/bookings?proofs=unchecked',
    );
    unmount();

    server.use(
      http.get('*/api/dashboard/summary', () =>
        HttpResponse.json({
          ...WITH_PAYMENTS,
          payments: { proofsToCheck: 1, proofStorage: STORAGE_ROOMY, toRefund: [], overdueBalances: [] },
        }),
      ),
    );
    renderAdmin('/admin/contacts');
    const one = await screen.findByRole('region', { name: 'What needs doing' });
    expect(within(one).getByRole('link', { name: '1 payment proof to check' })).toBeInTheDocument();
    expect(one).toHaveTextContent('No balance is overdue.');
  });

  it('warns once transfer proofs fill four fifths of their storage, and says when they fill it', async () => {
    const withStorage = (usedMb: number) =>
      server.use(
        http.get('*/api/dashboard/summary', () =>
          HttpResponse.json({
            ...WITH_PAYMENTS,
            payments: {
              ...WITH_PAYMENTS.payments,
              proofStorage: { usedBytes: usedMb * 1024 * 1024, maxBytes: 100 * 1024 * 1024 },
            },
          }),
        ),
      );
    withStorage(79);
    const { unmount } = renderAdmin('/admin/contacts');
    const roomy = await screen.findByRole('region', { name: 'What needs doing' });
    expect(roomy).not.toHaveTextContent(/of their storage/);
    unmount();

    withStorage(85);
    const nearly = renderAdmin('/admin/contacts');
    expect(await screen.findByText('Transfer proofs fill 85% of their storage.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What needs doing' })).toHaveTextContent(
      'When it is full, customers are asked to send proofs on WhatsApp instead.',
    );
    nearly.unmount();

    withStorage(100);
    renderAdmin('/admin/contacts');
    expect(await screen.findByText('Transfer proofs fill 100% of their storage.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'What needs doing' })).toHaveTextContent(
      'Customers cannot send proofs now: they are asked to send them on WhatsApp.',
    );
  });

  it('lists each overdue balance with its booking, and a WhatsApp reminder where the number allows one', async () => {
    server.use(http.get('*/api/dashboard/summary', () => HttpResponse.json(WITH_PAYMENTS)));
    renderAdmin('/admin/contacts');
    const summary = await screen.findByRole('region', { name: 'What needs doing' });
    const overdue = within(summary).getByRole('list', { name: 'Overdue balances' });
    const [amina, kemi] = within(overdue).getAllByRole('listitem') as HTMLElement[];

    expect(amina).toHaveTextContent('SAFA-KKKK1 · Amina Bello₦16,000,000 due 12 May 2099');
    expect(within(amina as HTMLElement).getByRole('link', { name: 'SAFA-KKKK1' })).toHaveAttribute(
      'href',
      '/admin/bookings/65a1b2c3d4e5f60718293a51',
    );
    const remind = within(amina as HTMLElement).getByRole('link', {
      name: 'Remind on WhatsApp (SAFA-KKKK1)',
    });
    expect(remind).toHaveAttribute('href', REMINDER);
    expect(remind).toHaveAttribute('target', '_blank');
    expect(remind).toHaveAttribute('rel', 'noopener noreferrer');

    expect(kemi).toHaveTextContent('SAFA-KKKK2 · Kemi Ade₦500,000 due 20 May 2099');
    expect(within(kemi as HTMLElement).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
    expect(within(kemi as HTMLElement).getByRole('link', { name: '12345' })).toHaveAttribute(
      'href',
      'tel:12345',
    );
  });

  it('lists the bookings with money to refund or to reinstate, each linking to its booking', async () => {
    server.use(http.get('*/api/dashboard/summary', () => HttpResponse.json(WITH_REFUNDS)));
    renderAdmin('/admin/contacts');
    const summary = await screen.findByRole('region', { name: 'What needs doing' });
    const toRefund = within(summary).getByRole('list', { name: 'To refund or reinstate' });
    expect(
      within(toRefund)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'SAFA-KKKK3 · Bola Ige₦5,200,000 to refund · Cancelled',
      'SAFA-KKKK4 · Ngozi Eze₦400,000 to refund · Paid',
    ]);
    expect(within(toRefund).getByRole('link', { name: 'SAFA-KKKK3' })).toHaveAttribute(
      'href',
      '/admin/bookings/65a1b2c3d4e5f60718293a53',
    );
  });

  it('puts the bookings to refund in the phone’s one line', async () => {
    seeAtWidth(375);
    server.use(
      http.get('*/api/dashboard/summary', () =>
        HttpResponse.json({
          ...WITH_REFUNDS,
          payments: { ...WITH_REFUNDS.payments, toRefund: WITH_REFUNDS.payments.toRefund.slice(0, 1) },
        }),
      ),
    );
    renderAdmin('/admin/contacts');
    const summary = await screen.findByRole('region', { name: 'What needs doing' });
    expect(
      within(summary).getByText(
        '3 unresponded · 1 booking to refund · 4 enquiries this week · 5 new subscribers',
      ),
    ).toBeInTheDocument();
  });

  it('puts the proofs to check and the overdue balances in the phone’s one line', async () => {
    seeAtWidth(375);
    server.use(http.get('*/api/dashboard/summary', () => HttpResponse.json(WITH_PAYMENTS)));
    const { user } = renderAdmin('/admin/contacts');
    const summary = await screen.findByRole('region', { name: 'What needs doing' });
    const line = within(summary).getByText(
      '3 unresponded · 2 payment proofs to check · 2 balances overdue · 4 enquiries this week · 5 new subscribers',
    );
    await user.click(line);
    expect(within(summary).getByRole('link', { name: 'Remind on WhatsApp (SAFA-KKKK1)' })).toBeVisible();
  });

  it('shows the held bookings beside Bookings', async () => {
    server.use(http.get('*/api/dashboard/summary', () => HttpResponse.json(WITH_BOOKINGS)));
    renderAdmin('/admin/contacts');
    const sections = screen.getByRole('navigation', { name: 'Dashboard sections' });
    expect(await within(sections).findByRole('link', { name: 'Bookings 2 held' })).toHaveAttribute(
      'href',
      '/admin/bookings',
    );
  });

  it('shows no badge when nothing waits', async () => {
    server.use(http.get('*/api/dashboard/summary', () => HttpResponse.json(QUIET_SUMMARY)));
    renderAdmin('/admin/contacts');
    expect(await screen.findByRole('link', { name: '0 unresponded enquiries' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Messages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bookings' })).toBeInTheDocument();
  });
});
