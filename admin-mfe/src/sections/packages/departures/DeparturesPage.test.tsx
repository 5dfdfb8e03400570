import { BOOKING_MESSAGES, type Departure, PAYMENT_PLAN_LABELS } from '@safa/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { answerConfirm, dismissAlert, findAlert } from '../../../../test/dialogs';
import { departure, pkg } from '../../../../test/fixtures';
import { listAnswer, queriesOf } from '../../../../test/list-answers';
import { objectId, renderAdmin } from '../../../../test/render-admin';
import { server } from '../../../../test/server';

const PAGE = `/admin/packages/${objectId(1)}/departures`;

const PACKAGES = [pkg(1, { title: 'Hajj 2026 Premium' }), pkg(2)];

/** Serves the departures as a store would, answering each read and write as the BFF does. */
function serveStore(initial: Departure[], requests: Request[] = []) {
  let list = initial;
  const writes: Array<{ method: string; id?: string; body?: unknown }> = [];
  server.use(
    http.get('*/api/admin/packages', ({ request }) => listAnswer(request, PACKAGES)),
    http.get('*/api/admin/packages/:id', ({ params }) => {
      const found = PACKAGES.find((item) => item.id === params.id);
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ message: 'Package not found.' }, { status: 404 });
    }),
    http.get('*/api/departures', ({ request }) => {
      requests.push(request);
      const query = new URL(request.url).searchParams;
      const packageId = query.get('packageId');
      return listAnswer(
        request,
        list.filter(
          (item) =>
            (!packageId || item.packageId === packageId) &&
            (query.get('archived') === 'show' || !item.archivedAt),
        ),
      );
    }),
    http.post('*/api/departures/:id/:change', ({ params }) => {
      writes.push({ method: 'POST', id: `${String(params.id)}/${String(params.change)}` });
      const archivedAt = params.change === 'archive' ? '2026-11-27T10:00:00.000Z' : undefined;
      list = list.map((item) => (item.id === params.id ? { ...item, archivedAt } : item));
      return HttpResponse.json(list.find((item) => item.id === params.id));
    }),
    http.post('*/api/departures', async ({ request }) => {
      const body = (await request.json()) as Departure;
      writes.push({ method: 'POST', body });
      const created = departure(9, { ...body, id: objectId(299), seatsBooked: 0, seatsLeft: body.seats });
      list = [...list, created];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.put('*/api/departures/:id', async ({ params, request }) => {
      const body = (await request.json()) as Partial<Departure>;
      writes.push({ method: 'PUT', id: String(params.id), body });
      list = list.map((item) => (item.id === params.id ? { ...item, ...body } : item));
      return HttpResponse.json(list.find((item) => item.id === params.id));
    }),
    http.delete('*/api/departures/:id', ({ params }) => {
      writes.push({ method: 'DELETE', id: String(params.id) });
      list = list.filter((item) => item.id !== params.id);
      return HttpResponse.json({ id: params.id, message: 'Departure removed.' });
    }),
  );
  return writes;
}

const table = () => screen.getByRole('table', { name: 'Departures of Hajj 2026 Premium' });
const rowOf = (day: string) => {
  const row = within(table()).getByText(day).closest('tr');
  if (!row) throw new Error(`no row for ${day}`);
  return row;
};
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const departureDialog = (name: string) => screen.findByRole('dialog', { name });

describe('a package’s departures', () => {
  it('open from the package’s Departures action, with its departures alone', async () => {
    serveStore([departure(1), departure(2, { packageId: objectId(2), departsOn: '2099-08-01' })]);
    const { user } = renderAdmin('/admin/packages');
    const row = (await screen.findByText('Hajj 2026 Premium')).closest('tr');
    if (!row) throw new Error('no package row');
    await user.click(within(row).getByRole('link', { name: 'Departures of Hajj 2026 Premium' }));

    expect(
      await screen.findByRole('heading', { name: 'Departures of Hajj 2026 Premium' }),
    ).toBeInTheDocument();
    await within(table()).findByText('11 Jun 2099');
    expect(within(table()).queryByText('1 Aug 2099')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Packages', current: 'page' })).toBeInTheDocument();
  });

  it('asks the BFF for the package’s departures a page of 5 at a time, with "Page X of Y"', async () => {
    const requests: Request[] = [];
    serveStore(
      Array.from({ length: 7 }, (_, index) => departure(index + 1)),
      requests,
    );
    const { user } = renderAdmin(PAGE);
    await within(await screen.findByRole('table', { name: 'Departures of Hajj 2026 Premium' })).findByText(
      '11 Jun 2099',
    );
    expect(within(table()).getAllByRole('row')).toHaveLength(6);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(table()).findByText('17 Jun 2099')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(queriesOf(requests)).toEqual([
      `packageId=${objectId(1)}&archived=hide&page=1&pageSize=5`,
      `packageId=${objectId(1)}&archived=hide&page=2&pageSize=5`,
    ]);
  });

  it('shows each one’s dates, room prices per person, deposit, balance day, status and seats', async () => {
    serveStore([
      departure(1, { plans: ['monthly', 'flexible'] }),
      departure(2, {
        departsOn: '2099-07-20',
        returnsOn: undefined,
        rooms: [{ type: 'single', price: 1_900_000 }],
        depositPerPerson: 0,
        status: 'closed',
        seatsBooked: 0,
        seatsLeft: 40,
      }),
      departure(3, { departsOn: '2020-01-05', returnsOn: '2020-01-20', balanceDueOn: '2019-12-06' }),
    ]);
    renderAdmin(PAGE);
    await screen.findByText('11 Jun 2099');

    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Dates', 'Rooms per person', 'Deposit', 'Balance due', 'Status', 'Seats', 'Actions']);
    expect(cellTexts(rowOf('11 Jun 2099')).slice(0, 6)).toEqual([
      '11 Jun 2099back 2 Jul 2099',
      'Double ₦10,500,000Quad ₦8,500,000',
      '₦2,500,000or monthlyor at their pace',
      '12 May 2099',
      'Open',
      '3 of 40 booked · 37 leftBookings on 11 Jun 2099Readiness of 11 Jun 2099Waitlist of 11 Jun 2099',
    ]);
    expect(cellTexts(rowOf('20 Jul 2099')).slice(0, 6)).toEqual([
      '20 Jul 2099no return date',
      'Single ₦1,900,000',
      'Pay in full',
      '13 May 2099',
      'Closed',
      '0 of 40 booked · 40 leftBookings on 20 Jul 2099Readiness of 20 Jul 2099Waitlist of 20 Jul 2099',
    ]);
    expect(within(rowOf('5 Jan 2020')).getByText('Departed')).toBeInTheDocument();
    expect(
      within(rowOf('11 Jun 2099')).getByRole('link', { name: 'Bookings on 11 Jun 2099' }),
    ).toHaveAttribute('href', `/admin/bookings?departureId=${objectId(201)}`);
    expect(
      within(rowOf('11 Jun 2099')).getByRole('link', { name: 'Readiness of 11 Jun 2099' }),
    ).toHaveAttribute('href', `/admin/bookings/readiness/${objectId(201)}`);
    expect(screen.getByRole('link', { name: 'Travel rules' })).toHaveAttribute(
      'href',
      '/admin/packages/travel-rules',
    );
  });

  it('shows a departure’s waitlist in the order people asked, and who was told', async () => {
    const full = departure(1, { seatsBooked: 40, seatsLeft: 0 });
    serveStore([full]);
    server.use(
      http.get('*/api/departures/:id/waitlist', () =>
        HttpResponse.json([
          {
            id: 'w1',
            name: 'Ade First',
            phone: '0803 555 0001',
            email: 'ade@example.com',
            seats: 2,
            createdAt: '2099-01-02T09:00:00.000Z',
            toldAt: '2099-01-05T09:00:00.000Z',
          },
          {
            id: 'w2',
            name: 'Bisi Second',
            phone: '0803 555 0002',
            email: 'bisi@example.com',
            seats: 3,
            createdAt: '2099-01-03T09:00:00.000Z',
          },
        ]),
      ),
    );
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: /^Waitlist/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Waitlist of Hajj 2026 Premium, / });
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'Ade First',
      'Bisi Second',
    ]);
    expect(rows[1]).toHaveTextContent('Waiting');
    expect(within(dialog).getByRole('link', { name: '0803 555 0001' })).toHaveAttribute(
      'href',
      'tel:0803 555 0001',
    );
  });

  it('adds a departure: the contract’s checks at their fields, then the whole naira it was given', async () => {
    const writes = serveStore([]);
    const { user } = renderAdmin(PAGE);
    expect(await screen.findByText('No departures yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '+ New Departure' }));
    const dialog = await departureDialog('New Departure');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText('Date out')).toHaveAccessibleDescription(
      'Departure date is required.',
    );
    expect(within(dialog).getByLabelText('Seats')).toHaveAccessibleDescription(
      'Seats must be a whole number.',
    );
    expect(
      within(dialog).getByRole('group', { name: 'Room prices per person (₦)' }),
    ).toHaveAccessibleDescription('A departure needs at least one room type with its price.');
    expect(within(dialog).getByLabelText('Deposit per person (₦)')).toBeInvalid();
    expect(writes).toEqual([]);

    await user.type(within(dialog).getByLabelText('Date out'), '2099-03-01');
    expect(within(dialog).getByLabelText('Balance due by')).toHaveAccessibleDescription(
      'Empty: 30 Jan 2099, 30 days before departure',
    );
    await user.type(within(dialog).getByLabelText('Date back'), '2099-03-15');
    await user.type(within(dialog).getByLabelText('Seats'), '16');
    await user.type(within(dialog).getByLabelText('Double'), '1450000');
    expect(within(dialog).getByLabelText('Double')).toHaveAccessibleDescription('₦1,450,000 per person');
    await user.type(within(dialog).getByLabelText('Single'), '0');
    await user.type(within(dialog).getByLabelText('Deposit per person (₦)'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText('Single')).toHaveAccessibleDescription(
      'A room price must be more than 0.',
    );

    await user.clear(within(dialog).getByLabelText('Single'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dismissAlert(user, 'Departure saved');
    expect(writes).toEqual([
      {
        method: 'POST',
        body: {
          packageId: objectId(1),
          departsOn: '2099-03-01',
          returnsOn: '2099-03-15',
          seats: 16,
          rooms: [{ type: 'double', price: 1_450_000 }],
          depositPerPerson: 0,
          extraVaccines: [],
          plans: [],
        },
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'New Departure' })).not.toBeInTheDocument();
    expect(await within(table()).findByText('1 Mar 2099')).toBeInTheDocument();
  });

  it('edits a departure as stored, its status kept, and shows the BFF’s refusal or "Failed to save departure"', async () => {
    const writes = serveStore([departure(1, { plans: ['flexible'] })]);
    const { user } = renderAdmin(PAGE);
    await screen.findByText('11 Jun 2099');
    await user.click(within(rowOf('11 Jun 2099')).getByRole('button', { name: 'Edit' }));
    const dialog = await departureDialog('Edit Departure');
    expect(within(dialog).getByLabelText('Date out')).toHaveValue('2099-06-11');
    expect(within(dialog).getByLabelText('Quad')).toHaveValue(8_500_000);
    expect(within(dialog).getByLabelText('Triple')).toHaveValue(null);
    expect(within(dialog).getByLabelText('Balance due by')).toHaveValue('');
    expect(within(dialog).getByLabelText('Seats')).toHaveAccessibleDescription(
      '3 already booked: at least 3.',
    );
    expect(within(dialog).getByLabelText(PAYMENT_PLAN_LABELS.flexible)).toBeChecked();
    expect(within(dialog).getByLabelText(PAYMENT_PLAN_LABELS.monthly)).not.toBeChecked();

    await user.clear(within(dialog).getByLabelText('Seats'));
    await user.type(within(dialog).getByLabelText('Seats'), '2');
    await user.clear(within(dialog).getByLabelText('Date back'));
    await user.type(within(dialog).getByLabelText('Date back'), '2099-06-01');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('3 seats are booked on this departure: it needs at least 3.'),
    ).toBeVisible();
    expect(within(dialog).getByText('The return date cannot be before the departure date.')).toBeVisible();
    expect(writes).toEqual([]);

    // Booked meanwhile: the BFF's refusal.
    server.use(
      http.put('*/api/departures/:id', () =>
        HttpResponse.json(
          { message: '5 seats are booked on this departure: it needs at least 5.' },
          { status: 409 },
        ),
      ),
    );
    await user.clear(within(dialog).getByLabelText('Seats'));
    await user.type(within(dialog).getByLabelText('Seats'), '4');
    await user.clear(within(dialog).getByLabelText('Date back'));
    await user.type(within(dialog).getByLabelText('Date back'), '2099-07-02');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await findAlert('Validation Error')).toHaveTextContent(
      '5 seats are booked on this departure: it needs at least 5.',
    );
    await dismissAlert(user, 'Validation Error');

    server.use(http.put('*/api/departures/:id', () => HttpResponse.json({}, { status: 500 })));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await findAlert('Error')).toHaveTextContent('Failed to save departure');
    await dismissAlert(user, 'Error');

    server.resetHandlers();
    const stored = serveStore([departure(1, { plans: ['flexible'] })]);
    await user.clear(within(dialog).getByLabelText('Seats'));
    await user.type(within(dialog).getByLabelText('Seats'), '45');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dismissAlert(user, 'Departure saved');
    expect(writes).toEqual([]);
    expect(stored).toEqual([
      {
        method: 'PUT',
        id: objectId(201),
        body: {
          departsOn: '2099-06-11',
          returnsOn: '2099-07-02',
          seats: 45,
          rooms: [
            { type: 'double', price: 10_500_000 },
            { type: 'quad', price: 8_500_000 },
          ],
          depositPerPerson: 2_500_000,
          extraVaccines: [],
          plans: ['flexible'],
          status: 'open',
        },
      },
    ]);
  });

  it('prices a child with or without a bed and an infant per room offered, and takes the documents day and extra vaccinations', async () => {
    const writes = serveStore([]);
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: '+ New Departure' }));
    const dialog = await departureDialog('New Departure');
    const children = within(dialog).getByRole('group', { name: 'Child and infant prices per person (₦)' });
    expect(children).toHaveTextContent('Give a room’s price first.');
    expect(within(dialog).getByLabelText('Documents due by')).toHaveAccessibleDescription(
      'Empty: 30 days before departure',
    );

    await user.type(within(dialog).getByLabelText('Date out'), '2099-03-01');
    expect(within(dialog).getByLabelText('Documents due by')).toHaveAccessibleDescription(
      'Empty: 30 Jan 2099, 30 days before departure',
    );
    await user.type(within(dialog).getByLabelText('Seats'), '16');
    await user.type(within(dialog).getByLabelText('Double'), '1450000');
    await user.type(within(dialog).getByLabelText('Deposit per person (₦)'), '0');
    expect(children).toHaveTextContent('Optional: left empty, a child or an infant pays an adult’s price.');
    expect(
      within(children)
        .getAllByRole('group')
        .map((group) => group.firstChild?.textContent),
    ).toEqual(['Double room']);
    const double = within(children).getByRole('group', { name: 'Double room' });
    await user.type(within(double).getByLabelText('Child with a bed'), '0');
    await user.type(within(double).getByLabelText('Infant (under 2)'), '150000');
    expect(within(double).getByLabelText('Infant (under 2)')).toHaveAccessibleDescription('₦150,000');
    await user.type(within(dialog).getByLabelText('Documents due by'), '2099-01-15');
    await user.type(within(dialog).getByLabelText('Extra vaccinations'), 'Yellow fever, Polio');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(double).getByLabelText('Child with a bed')).toHaveAccessibleDescription(
      'A child’s price with a bed must be more than 0.',
    );

    await user.clear(within(double).getByLabelText('Child with a bed'));
    await user.type(within(double).getByLabelText('Child with a bed'), '1100000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dismissAlert(user, 'Departure saved');
    expect(writes.map(({ body }) => body)).toEqual([
      {
        packageId: objectId(1),
        departsOn: '2099-03-01',
        seats: 16,
        rooms: [{ type: 'double', price: 1_450_000, childBedPrice: 1_100_000, infantPrice: 150_000 }],
        depositPerPerson: 0,
        documentsDueOn: '2099-01-15',
        extraVaccines: ['Yellow fever', 'Polio'],
        plans: [],
      },
    ]);
  });

  it('offers payment plans besides the deposit then the balance, ticked or not, and shows the BFF’s refusal at them', async () => {
    const writes = serveStore([]);
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: '+ New Departure' }));
    const dialog = await departureDialog('New Departure');
    const plans = within(dialog).getByRole('group', { name: 'Payment plans offered' });
    expect(plans).toHaveTextContent('None ticked: the deposit, then the balance by its day.');
    expect(
      within(plans)
        .getAllByRole('checkbox')
        .map((box) => [
          (box as HTMLInputElement).labels?.[0]?.textContent,
          (box as HTMLInputElement).checked,
        ]),
    ).toEqual([
      [PAYMENT_PLAN_LABELS.monthly, false],
      [PAYMENT_PLAN_LABELS.flexible, false],
    ]);

    await user.type(within(dialog).getByLabelText('Date out'), '2099-03-01');
    await user.type(within(dialog).getByLabelText('Seats'), '16');
    await user.type(within(dialog).getByLabelText('Double'), '1450000');
    await user.type(within(dialog).getByLabelText('Deposit per person (₦)'), '200000');
    await user.click(within(plans).getByLabelText(PAYMENT_PLAN_LABELS.flexible));
    await user.click(within(plans).getByLabelText(PAYMENT_PLAN_LABELS.monthly));
    server.use(
      http.post('*/api/departures', () =>
        HttpResponse.json(
          {
            message: 'Invalid input',
            issues: [{ path: ['plans'], message: 'Each plan may be offered once.' }],
          },
          { status: 400 },
        ),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(plans).toHaveAccessibleDescription('Each plan may be offered once.'));
    expect(screen.queryByRole('dialog', { name: 'Validation Error' })).not.toBeInTheDocument();

    server.resetHandlers();
    const stored = serveStore([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await dismissAlert(user, 'Departure saved');
    expect(writes).toEqual([]);
    expect(stored.map(({ body }) => (body as Departure).plans)).toEqual([['monthly', 'flexible']]);
  });

  it('keeps the plans a departure offers when it is closed', async () => {
    const writes = serveStore([departure(1, { plans: ['monthly'] })]);
    const { user } = renderAdmin(PAGE);
    await screen.findByText('11 Jun 2099');
    await user.click(within(rowOf('11 Jun 2099')).getByRole('button', { name: 'Close' }));
    await answerConfirm(user, 'Close departure?');
    await dismissAlert(user, 'Departure closed');
    expect(writes.map(({ body }) => (body as Departure).plans)).toEqual([['monthly']]);
  });

  it('asks before what was typed in a departure is thrown away', async () => {
    const writes = serveStore([]);
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: '+ New Departure' }));
    const dialog = await departureDialog('New Departure');
    await user.type(within(dialog).getByLabelText('Seats'), '16');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Discard changes?' })).toHaveTextContent(
      'What you typed in this departure will be lost.',
    );
    await answerConfirm(user, 'Discard changes?', false);
    expect(within(dialog).getByLabelText('Seats')).toHaveValue(16);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await answerConfirm(user, 'Discard changes?');
    expect(screen.queryByRole('dialog', { name: 'New Departure' })).not.toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('closes a departure after asking, and reopens it', async () => {
    const writes = serveStore([departure(1)]);
    const { user } = renderAdmin(PAGE);
    await screen.findByText('11 Jun 2099');

    await user.click(within(rowOf('11 Jun 2099')).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('dialog', { name: 'Close departure?' })).toHaveTextContent(
      'It stops taking bookings; the seats already booked stay booked.',
    );
    await answerConfirm(user, 'Close departure?');
    await dismissAlert(user, 'Departure closed');
    expect(writes.map(({ method, body }) => [method, (body as Departure).status])).toEqual([
      ['PUT', 'closed'],
    ]);
    expect(within(rowOf('11 Jun 2099')).getByText('Closed')).toBeInTheDocument();

    await user.click(within(rowOf('11 Jun 2099')).getByRole('button', { name: 'Reopen' }));
    await answerConfirm(user, 'Reopen departure?');
    await dismissAlert(user, 'Departure reopened');
    expect(within(rowOf('11 Jun 2099')).getByText('Open')).toBeInTheDocument();
  });

  it('deletes a departure no one ever booked after "Delete departure?", and shows the BFF’s 409 for one booked meanwhile', async () => {
    const writes = serveStore([
      departure(1),
      departure(2, { departsOn: '2099-07-20', seatsBooked: 0, seatsLeft: 40, everBooked: false }),
      departure(3, { departsOn: '2099-08-20', seatsBooked: 0, seatsLeft: 40, everBooked: false }),
    ]);
    const { user } = renderAdmin(PAGE);
    await screen.findByText('11 Jun 2099');
    expect(within(rowOf('11 Jun 2099')).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    await user.click(within(rowOf('20 Jul 2099')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog', { name: 'Delete departure?' })).toHaveTextContent(
      'This action cannot be undone.',
    );
    await answerConfirm(user, 'Delete departure?');
    await dismissAlert(user, 'Departure removed');
    expect(writes).toEqual([{ method: 'DELETE', id: objectId(202) }]);
    expect(within(table()).queryByText('20 Jul 2099')).not.toBeInTheDocument();

    server.use(
      http.delete('*/api/departures/:id', () =>
        HttpResponse.json({ message: BOOKING_MESSAGES.bookedDeparture }, { status: 409 }),
      ),
    );
    await user.click(within(rowOf('20 Aug 2099')).getByRole('button', { name: 'Delete' }));
    await answerConfirm(user, 'Delete departure?');
    expect(await findAlert('Error')).toHaveTextContent(BOOKING_MESSAGES.bookedDeparture);
  });

  it('archives a departure once booked, even with its bookings cancelled, hides it until "Show archived", and restores it', async () => {
    const writes = serveStore([departure(1, { seatsBooked: 0, seatsLeft: 40 })]);
    const { user } = renderAdmin(PAGE);
    await screen.findByText('11 Jun 2099');
    expect(within(rowOf('11 Jun 2099')).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    await user.click(within(rowOf('11 Jun 2099')).getByRole('button', { name: 'Archive' }));
    await answerConfirm(user, 'Archive departure?');
    await dismissAlert(user, 'Departure archived');
    await waitFor(() => expect(within(table()).queryByText('11 Jun 2099')).not.toBeInTheDocument());

    await user.click(screen.getByRole('checkbox', { name: 'Show archived' }));
    const archived = await within(table()).findByText('11 Jun 2099');
    const row = archived.closest('tr') ?? archived;
    expect(within(row).getByText('Archived')).toBeVisible();
    await user.click(within(row).getByRole('button', { name: 'Restore' }));
    await answerConfirm(user, 'Restore departure?');
    await dismissAlert(user, 'Departure restored');
    expect(writes).toEqual([
      { method: 'POST', id: `${objectId(201)}/archive` },
      { method: 'POST', id: `${objectId(201)}/restore` },
    ]);
  });

  it('says so when the package is not there', async () => {
    serveStore([]);
    renderAdmin(`/admin/packages/${objectId(77)}/departures`);
    expect(await screen.findByRole('heading', { name: 'Package not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All packages' })).toHaveAttribute('href', '/admin/packages');
  });
});
