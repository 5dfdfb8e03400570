import type { BookingSummary } from '@safa/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { dismissAlert, findAlert } from '../../../test/dialogs';
import { catchDownloads } from '../../../test/downloads';
import {
  amountsPaid,
  bookingSummary,
  departure,
  pkg,
  proof,
  serveTrips,
  traveller,
} from '../../../test/fixtures';
import { listAnswer } from '../../../test/list-answers';
import { objectId, renderAdmin } from '../../../test/render-admin';
import { server } from '../../../test/server';

const HAJJ = departure(1);
const DUBAI = departure(2, { packageId: objectId(2), departsOn: '2099-08-01' });

/**
 * Answers the bookings list as the BFF filters, searches (reference, lead contact, travellers) and
 * pages it, and records the address of each request.
 */
function serveBookings(list: BookingSummary[]) {
  const asked: string[] = [];
  server.use(
    http.get('*/api/bookings', ({ request }) => {
      const url = new URL(request.url);
      asked.push(url.search);
      const departureId = url.searchParams.get('departureId');
      const status = url.searchParams.get('status');
      const proofsToCheck = url.searchParams.get('proofs') === 'unchecked';
      const filtered = list.filter(
        (booking) =>
          (!departureId || booking.trip.departureId === departureId) &&
          (!status || booking.status === status) &&
          (!proofsToCheck || booking.proofs.some((proof) => !proof.checkedAt)),
      );
      return listAnswer(request, filtered, (booking) => [
        booking.reference,
        booking.contact.name,
        booking.contact.email,
        booking.contact.phone,
        ...booking.travellers.map((traveller) => traveller.fullName),
      ]);
    }),
  );
  return asked;
}

const table = () => screen.getByRole('table', { name: 'Bookings' });
const referencesShown = () =>
  within(table())
    .queryAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('Bookings', () => {
  beforeEach(() =>
    serveTrips(
      [HAJJ, DUBAI],
      [pkg(1, { title: 'Hajj 2026 Premium' }), pkg(2, { title: 'Dubai City Break' })],
    ),
  );

  it('lists bookings as the BFF sends them, newest first, 5 a page, passport numbers masked', async () => {
    serveBookings(Array.from({ length: 6 }, (_, index) => bookingSummary(6 - index)));
    const { user } = renderAdmin('/admin/bookings');

    expect(await screen.findByRole('heading', { name: 'Bookings' })).toBeInTheDocument();
    await within(table()).findByText('SAFA-KKKK6');
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Reference', 'Trip', 'Lead contact', 'Travellers', 'Amounts', 'Status', 'Actions']);
    expect(referencesShown()).toEqual(['SAFA-KKKK6', 'SAFA-KKKK5', 'SAFA-KKKK4', 'SAFA-KKKK3', 'SAFA-KKKK2']);
    const first = within(table()).getAllByRole('row')[1] as HTMLElement;
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'SAFA-KKKK6',
      'Package 111 Jun 2099 · Double room',
      'Amina Bello 60803 123 4567',
      'Amina Bello 6 · •••••••67Musa Bello 6 · •••••••89',
      '₦21,000,000paid ₦0balance ₦21,000,000',
      'Held',
      'View booking SAFA-KKKK6',
    ]);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    expect(referencesShown()).toEqual(['SAFA-KKKK1']);
  });

  it('takes its filters from the address and asks the BFF for them alone', async () => {
    const asked = serveBookings([
      bookingSummary(1),
      bookingSummary(2, { status: 'cancelled' }),
      bookingSummary(3, { trip: { ...bookingSummary(3).trip, departureId: DUBAI.id } }),
    ]);
    renderAdmin(`/admin/bookings?status=held&departureId=${HAJJ.id}`);

    await within(table()).findByText('SAFA-KKKK1');
    expect(referencesShown()).toEqual(['SAFA-KKKK1']);
    expect(asked).toEqual([`?departureId=${HAJJ.id}&status=held&page=1&pageSize=5`]);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Held');
    expect(await screen.findByRole('combobox', { name: 'Departure' })).toHaveDisplayValue(
      'Hajj 2026 Premium, 11 Jun 2099',
    );
  });

  it('puts the filters chosen in the address, and "All" takes them out', async () => {
    const asked = serveBookings([bookingSummary(1), bookingSummary(2, { status: 'paid' })]);
    const { user } = renderAdmin('/admin/bookings');
    await within(table()).findByText('SAFA-KKKK2');
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(status)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All Status',
      'Held',
      'Payment being checked',
      'Deposit paid',
      'Paid',
      'Cancelled',
      'Expired',
    ]);

    await user.selectOptions(status, 'Paid');
    await within(table()).findByText('SAFA-KKKK2');
    await screen.findByRole('option', { name: 'Dubai City Break, 1 Aug 2099' });
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Departure' }),
      'Dubai City Break, 1 Aug 2099',
    );
    expect(await within(table()).findByText('No bookings found')).toBeInTheDocument();
    await user.selectOptions(status, 'All Status');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Departure' }), 'All Departures');
    await within(table()).findByText('SAFA-KKKK1');
    expect(asked).toEqual([
      '?page=1&pageSize=5',
      '?status=paid&page=1&pageSize=5',
      `?departureId=${DUBAI.id}&status=paid&page=1&pageSize=5`,
      `?departureId=${DUBAI.id}&page=1&pageSize=5`,
      '?page=1&pageSize=5',
    ]);
  });

  it('narrows to the bookings with transfer proofs to check, as the dashboard links to them', async () => {
    const asked = serveBookings([
      bookingSummary(1, { proofs: [proof(1), proof(2)] }),
      bookingSummary(2, {
        status: 'deposit_paid',
        amounts: amountsPaid(5_000_000),
        proofs: [proof(3, { checkedAt: '2026-11-21T09:00:00.000Z' })],
      }),
    ]);
    const { user } = renderAdmin('/admin/bookings?proofs=unchecked');

    await within(table()).findByText('SAFA-KKKK1');
    expect(referencesShown()).toEqual(['SAFA-KKKK1']);
    expect(asked).toEqual(['?proofs=unchecked&page=1&pageSize=5']);
    const proofs = screen.getByRole('combobox', { name: 'Transfer proofs' });
    expect(proofs).toHaveDisplayValue('Proofs to Check');
    const [first] = within(table()).getAllByRole('row').slice(1);
    expect(within(first as HTMLElement).getAllByRole('cell')[5]).toHaveTextContent('Held2 proofs to check');

    await user.selectOptions(proofs, 'Any Proofs');
    await within(table()).findByText('SAFA-KKKK2');
    const second = within(table()).getAllByRole('row')[2] as HTMLElement;
    expect(within(second).getAllByRole('cell')[4]).toHaveTextContent(
      '₦21,000,000paid ₦5,000,000balance ₦16,000,000',
    );
    expect(within(second).getAllByRole('cell')[5]).toHaveTextContent(/^Deposit paid$/);
    expect(asked).toEqual(['?proofs=unchecked&page=1&pageSize=5', '?page=1&pageSize=5']);
  });

  it('counts only the proofs still waiting, and says what each booking has to refund', async () => {
    serveBookings([
      bookingSummary(1, {
        status: 'checking',
        proofs: [proof(1), proof(2, { refusedAt: '2026-11-21T09:00:00.000Z', refusal: 'Not received' })],
      }),
      bookingSummary(2, { status: 'cancelled', amounts: amountsPaid(5_200_000, { ended: true }) }),
    ]);
    renderAdmin('/admin/bookings');
    await within(table()).findByText('SAFA-KKKK2');
    const [checking, cancelled] = within(table()).getAllByRole('row').slice(1) as HTMLElement[];
    expect(within(checking as HTMLElement).getAllByRole('cell')[5]).toHaveTextContent(
      /^Payment being checked1 proof to check$/,
    );
    expect(within(cancelled as HTMLElement).getAllByRole('cell')[4]).toHaveTextContent(
      '₦21,000,000paid ₦5,200,000balance ₦0₦5,200,000 to refund',
    );
  });

  it('ignores a status, departure or proofs filter in the address that cannot be one', async () => {
    const asked = serveBookings([bookingSummary(1)]);
    renderAdmin('/admin/bookings?status=lost&departureId=..%2Fusers&proofs=all');
    await within(table()).findByText('SAFA-KKKK1');
    expect(asked).toEqual(['?page=1&pageSize=5']);
  });

  it('finds a booking by reference, traveller, lead contact or phone, case-insensitively', async () => {
    serveBookings([
      bookingSummary(1),
      bookingSummary(2, {
        contact: { name: 'Tunde Ade', phone: '0705 555 0000', email: 'tunde@mail.ng' },
        travellers: [traveller(1, { fullName: 'Kemi Ade' })],
      }),
    ]);
    const { user } = renderAdmin('/admin/bookings');
    await within(table()).findByText('SAFA-KKKK2');
    const search = screen.getByRole('searchbox', { name: 'Search by reference, name or phone' });

    await user.type(search, 'safa-kkkk1');
    await waitFor(() => expect(referencesShown()).toEqual(['SAFA-KKKK1']));
    for (const text of ['kemi', '0705', 'TUNDE@']) {
      await user.clear(search);
      await user.type(search, text);
      await waitFor(() => expect(referencesShown()).toEqual(['SAFA-KKKK2']));
    }
  });

  it('opens a booking’s details from View', async () => {
    serveBookings([bookingSummary(1)]);
    server.use(
      http.get('*/api/bookings/:id', () =>
        HttpResponse.json({ message: 'Booking not found.' }, { status: 404 }),
      ),
    );
    const { user } = renderAdmin('/admin/bookings?status=held');
    await user.click(await screen.findByRole('link', { name: 'View booking SAFA-KKKK1' }));
    expect(await screen.findByRole('heading', { name: 'Booking not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All bookings' })).toHaveAttribute(
      'href',
      '/admin/bookings?status=held',
    );
  });

  it('offers the paperwork of the departure it shows: its board, rooms, manifest and money', async () => {
    serveBookings([bookingSummary(1)]);
    const csv = (name: string, text: string) => () =>
      new HttpResponse(text, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${name}"`,
        },
      });
    server.use(
      http.get(
        '*/api/departures/:id/manifest',
        csv('manifest-2099-06-11-hajj-2026-premium.csv', '"Name as in passport"\r\n"Amina Bello 1"'),
      ),
      http.get(
        '*/api/departures/:id/money',
        csv('money-2099-06-11-hajj-2026-premium.csv', '"Booking reference"\r\n"SAFA-KKKK1"'),
      ),
    );
    const saved = catchDownloads();
    const { user } = renderAdmin('/admin/bookings');
    await within(table()).findByText('SAFA-KKKK1');
    expect(screen.queryByRole('group', { name: 'Departure paperwork' })).not.toBeInTheDocument();

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Departure' }),
      'Hajj 2026 Premium, 11 Jun 2099',
    );
    const paperwork = screen.getByRole('group', { name: 'Departure paperwork' });
    expect(paperwork).toHaveTextContent('Hajj 2026 Premium, 11 Jun 2099');
    expect(
      ['Readiness board', 'Rooming list', 'Manifest print view'].map((name) =>
        within(paperwork).getByRole('link', { name }).getAttribute('href'),
      ),
    ).toEqual([
      `/admin/bookings/readiness/${HAJJ.id}`,
      `/admin/bookings/rooming/${HAJJ.id}`,
      `/admin/bookings/manifest/${HAJJ.id}`,
    ]);
    await user.click(within(paperwork).getByRole('button', { name: 'Download manifest (CSV)' }));
    expect(await findAlert('Downloaded')).toHaveTextContent('Manifest downloaded');
    await dismissAlert(user, 'Downloaded');
    await user.click(within(paperwork).getByRole('button', { name: 'Download money (CSV)' }));
    expect(await findAlert('Downloaded')).toHaveTextContent('Money export downloaded');
    expect(saved.map((file) => file.name)).toEqual([
      'manifest-2099-06-11-hajj-2026-premium.csv',
      'money-2099-06-11-hajj-2026-premium.csv',
    ]);
    expect(await saved[0]?.blob.text()).toBe('"Name as in passport"\r\n"Amina Bello 1"');
    expect(await saved[1]?.blob.text()).toBe('"Booking reference"\r\n"SAFA-KKKK1"');
  });

  it('says "Failed to download manifest" when the BFF cannot make it', async () => {
    serveBookings([bookingSummary(1)]);
    server.use(http.get('*/api/departures/:id/manifest', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderAdmin(`/admin/bookings?departureId=${HAJJ.id}`);
    await user.click(await screen.findByRole('button', { name: 'Download manifest (CSV)' }));
    expect(await findAlert('Error', { timeout: 3000 })).toHaveTextContent('Failed to download manifest');
    await dismissAlert(user, 'Error');
  });

  it('says "Failed to load bookings" when the list cannot load', async () => {
    server.use(http.get('*/api/bookings', () => HttpResponse.json({}, { status: 500 })));
    renderAdmin('/admin/bookings');
    expect(await findAlert('Error', { timeout: 3000 })).toHaveTextContent('Failed to load bookings');
  });
});
