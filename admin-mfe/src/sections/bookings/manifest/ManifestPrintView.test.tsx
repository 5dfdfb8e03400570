import { MANIFEST_COLUMNS, MONEY_EXPORT_COLUMNS } from '@safa/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { dismissAlert, findAlert } from '../../../../test/dialogs';
import { catchDownloads } from '../../../../test/downloads';
import { departure, pkg, serveTrips } from '../../../../test/fixtures';
import { renderAdmin } from '../../../../test/render-admin';
import { server } from '../../../../test/server';
import { bodyRows } from '../../../../test/tables';

const HAJJ = departure(1);
const PAGE = `/admin/bookings/manifest/${HAJJ.id}`;
const quoted = (values: readonly string[]) => values.map((value) => `"${value}"`).join(',');
const HEADER = `\uFEFF${quoted(MANIFEST_COLUMNS)}`;
/** A traveller's row in the manifest's column order. */
const row = (name: string, passport: string, born: string, room: string) =>
  quoted([
    name,
    'Female',
    born,
    'NGA',
    passport,
    passport && '2021-01-02',
    passport && '2031-01-01',
    'Adult',
    '0803 123 4567',
    room,
    passport && '12',
    passport ? 'Issued' : 'Not started',
    passport && 'SA4410001',
    'SAFA-7K3Q9',
  ]);

const serveManifest = (csv: string) => {
  const asked: string[] = [];
  server.use(
    http.get('*/api/departures/:id/manifest', ({ params }) => {
      asked.push(String(params.id));
      return new HttpResponse(csv, {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="manifest.csv"',
        },
      });
    }),
  );
  return asked;
};

describe('a departure’s printable manifest', () => {
  beforeEach(() => serveTrips([HAJJ], [pkg(1, { title: 'Hajj 2026 Premium' })]));

  it('names the departure and its package at the top and says the page holds personal data', async () => {
    serveManifest(HEADER);
    renderAdmin(PAGE);
    expect(await screen.findByRole('heading', { name: 'Manifest: Hajj 2026 Premium' })).toBeInTheDocument();
    expect(
      await screen.findByText(/^Departs 11 Jun 2099 · returns 2 Jul 2099 · 0 travellers · as of/),
    ).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(
      'Personal data. This page holds travellers’ passport numbers and dates of birth.',
    );
    expect(screen.getByText('No travellers on this departure yet')).toBeInTheDocument();
  });

  it('lists the travellers of the manifest’s CSV, passport numbers whole, in a table for paper', async () => {
    const asked = serveManifest(
      `${HEADER}\r\n${row('Amina Bello', 'A01234567', '1985-03-02', 'Double room (2 sharing)')}\r\n${row('Musa Bello', '', '', 'Double room (2 sharing)')}`,
    );
    renderAdmin(PAGE);
    const table = await screen.findByRole('table', { name: 'Travellers' });
    await within(table).findByText('Amina Bello');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'No.',
      'Name as in passport',
      'Sex',
      'Date of birth',
      'Nationality',
      'Passport',
      'Contact phone',
      'Room',
      'Visa',
      'Booking',
    ]);
    expect(bodyRows(table)).toEqual([
      [
        '1',
        'Amina BelloAdult',
        'Female',
        '2 Mar 1985',
        'NGA',
        'A01234567issued 2 Jan 2021expires 1 Jan 2031',
        '0803 123 4567',
        'Room 12Double room (2 sharing)',
        'IssuedSA4410001',
        'SAFA-7K3Q9',
      ],
      [
        '2',
        'Musa BelloAdult',
        'Female',
        '',
        'NGA',
        '',
        '0803 123 4567',
        'Double room (2 sharing)',
        'Not started',
        'SAFA-7K3Q9',
      ],
    ]);
    expect(screen.getByText(/2 travellers/)).toBeInTheDocument();
    expect(asked).toEqual([HAJJ.id]);
  });

  it('prints with the browser’s Print, and leads back to the departure’s bookings', async () => {
    serveManifest(`${HEADER}\r\n${row('Amina Bello', 'A01234567', '', 'Quad room (4 sharing)')}`);
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderAdmin(PAGE);
    await screen.findByText('Amina Bello');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Bookings on this departure' })).toHaveAttribute(
      'href',
      `/admin/bookings?departureId=${HAJJ.id}`,
    );
    print.mockRestore();
  });

  it('downloads the manifest and the money export, a booking a row, as the BFF names them', async () => {
    serveManifest(`${HEADER}\r\n${row('Amina Bello', 'A01234567', '', 'Quad room (4 sharing)')}`);
    server.use(
      http.get(
        '*/api/departures/:id/money',
        () =>
          new HttpResponse(`\uFEFF${quoted(MONEY_EXPORT_COLUMNS)}`, {
            headers: { 'Content-Disposition': 'attachment; filename="money-2099-06-11-hajj.csv"' },
          }),
      ),
    );
    const saved = catchDownloads();
    const { user } = renderAdmin(PAGE);
    await screen.findByText('Amina Bello');
    await user.click(screen.getByRole('button', { name: 'Download money (CSV)' }));
    expect(await findAlert('Downloaded')).toHaveTextContent('Money export downloaded');
    await dismissAlert(user, 'Downloaded');
    await user.click(screen.getByRole('button', { name: 'Download manifest (CSV)' }));
    expect(await findAlert('Downloaded')).toHaveTextContent('Manifest downloaded');
    expect(saved.map((file) => file.name)).toEqual(['money-2099-06-11-hajj.csv', 'manifest.csv']);
  });

  it('says "Failed to load manifest" when the BFF cannot make it', async () => {
    server.use(http.get('*/api/departures/:id/manifest', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderAdmin(PAGE);
    expect(await findAlert('Error', { timeout: 3000 })).toHaveTextContent('Failed to load manifest');
    await dismissAlert(user, 'Error');
    expect(screen.getByRole('button', { name: 'Print' })).toBeDisabled();
  });
});
