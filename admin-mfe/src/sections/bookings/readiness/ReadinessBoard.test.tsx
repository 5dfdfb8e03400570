import type { Readiness, ReadinessBoard, ReadinessRow } from '@safa/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { dismissAlert, findAlert } from '../../../../test/dialogs';
import { departure, pkg, serveTrips } from '../../../../test/fixtures';
import { objectId, renderAdmin } from '../../../../test/render-admin';
import { server } from '../../../../test/server';
import { bodyRows } from '../../../../test/tables';

const UMRAH = departure(1);
const PAGE = `/admin/bookings/readiness/${UMRAH.id}`;

const NOTHING_LEFT: Readiness = {
  missingDetails: [],
  missingDocuments: [],
  problems: [],
  visa: 'issued',
  roomNumber: '12',
  paid: true,
  ready: true,
};

const row = (n: number, fullName: string, overrides: Partial<ReadinessRow> = {}): ReadinessRow => ({
  bookingId: objectId(300 + n),
  bookingReference: `SAFA-${String(n).padStart(5, 'K')}`,
  bookingStatus: 'paid',
  travellerId: objectId(400 + n),
  fullName,
  paid: 21_000_000,
  balance: 0,
  balanceDueOn: '2099-05-12',
  readiness: NOTHING_LEFT,
  ...overrides,
});

const BOARD: ReadinessBoard = {
  departureId: UMRAH.id,
  departsOn: '2099-06-11',
  documentsDueOn: '2099-05-12',
  rows: [
    row(1, 'Amina Bello'),
    row(2, 'Musa Bello', {
      bookingStatus: 'deposit_paid',
      paid: 5_000_000,
      balance: 16_000_000,
      readiness: {
        missingDetails: ['sex', 'passport number'],
        missingDocuments: ['Passport photograph'],
        problems: [
          'The passport expires on 9 Dec 2099: it must be valid until 2 Jan 2100 at least, 6 months after the return.',
        ],
        visa: 'submitted',
        paid: false,
        ready: false,
      },
    }),
  ],
  ready: 1,
};

const serveBoard = (board: ReadinessBoard) => {
  const asked: string[] = [];
  server.use(
    http.get('*/api/departures/:id/readiness', ({ params }) => {
      asked.push(String(params.id));
      return HttpResponse.json(board);
    }),
  );
  return asked;
};

describe('a departure’s readiness board', () => {
  beforeEach(() => serveTrips([UMRAH], [pkg(1, { title: 'Ramadan Umrah' })]));

  it('counts who is ready to fly, and gives each traveller’s money, details, documents, visa and room in words', async () => {
    const asked = serveBoard(BOARD);
    renderAdmin(PAGE);
    expect(
      await screen.findByRole('heading', { name: 'Readiness: Ramadan Umrah, 11 Jun 2099' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('1 of 2 ready to fly');
    expect(
      screen.getByText('Departs 11 Jun 2099 · details and documents due by 12 May 2099'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Travellers’ readiness' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Traveller', 'Money', 'Details', 'Documents', 'Visa', 'Room', 'Ready']);
    expect(bodyRows(table)).toEqual([
      [
        'Amina BelloSAFA-KKKK1 (booking of Amina Bello)',
        'Paid ₦21,000,000',
        'Complete',
        'All sent',
        'Issued',
        'Room 12',
        'Ready to fly',
      ],
      [
        'Musa BelloSAFA-KKKK2 (booking of Musa Bello)',
        'Paid ₦5,000,000Balance ₦16,000,000 due 12 May 2099',
        'Missing: sex, passport number',
        'Missing: Passport photographThe passport expires on 9 Dec 2099: it must be valid until 2 Jan 2100 at least, 6 months after the return.',
        'Submitted',
        'Not placed yet',
        'Not ready yet',
      ],
    ]);
    expect(asked).toEqual([UMRAH.id]);
  });

  it('leads to each traveller’s booking, the rooming list, the manifest and back to the departure’s bookings', async () => {
    serveBoard(BOARD);
    renderAdmin(PAGE);
    expect(await screen.findByRole('link', { name: 'SAFA-KKKK2 (booking of Musa Bello)' })).toHaveAttribute(
      'href',
      `/admin/bookings/${objectId(302)}`,
    );
    expect(screen.getByRole('link', { name: 'Rooming list' })).toHaveAttribute(
      'href',
      `/admin/bookings/rooming/${UMRAH.id}`,
    );
    expect(screen.getByRole('link', { name: 'Manifest' })).toHaveAttribute(
      'href',
      `/admin/bookings/manifest/${UMRAH.id}`,
    );
    expect(screen.getByRole('link', { name: 'Bookings on this departure' })).toHaveAttribute(
      'href',
      `/admin/bookings?departureId=${UMRAH.id}`,
    );
  });

  it('says when no traveller holds a seat yet', async () => {
    serveBoard({ ...BOARD, rows: [], ready: 0 });
    renderAdmin(PAGE);
    expect(await screen.findByRole('status')).toHaveTextContent('0 of 0 ready to fly');
    expect(screen.getByText('No traveller holds a seat on this departure yet')).toBeInTheDocument();
  });

  it('says "Failed to load the readiness board" when the BFF cannot make it', async () => {
    server.use(http.get('*/api/departures/:id/readiness', () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderAdmin(PAGE);
    expect(await findAlert('Error', { timeout: 3000 })).toHaveTextContent(
      'Failed to load the readiness board',
    );
    await dismissAlert(user, 'Error');
  });
});
