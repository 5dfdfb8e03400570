import type { Rooming, RoomingInput, RoomingTraveller } from '@safa/contract';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { dismissAlert, findAlert } from '../../../../test/dialogs';
import { catchDownloads } from '../../../../test/downloads';
import { departure, pkg, serveTrips } from '../../../../test/fixtures';
import { objectId, renderAdmin } from '../../../../test/render-admin';
import { server } from '../../../../test/server';

const UMRAH = departure(1);
const PAGE = `/admin/bookings/rooming/${UMRAH.id}`;

const person = (
  n: number,
  fullName: string,
  overrides: Partial<RoomingTraveller> = {},
): RoomingTraveller => ({
  id: objectId(400 + n),
  fullName,
  type: 'adult',
  sex: 'F',
  bookingReference: 'SAFA-AAAA1',
  roomType: 'double',
  ...overrides,
});

const AMINA = person(1, 'Amina Bello');
const HAUWA = person(2, 'Hauwa Sani', { bookingReference: 'SAFA-BBBB2' });
const BABY = person(3, 'Baby Bello', { type: 'infant', sex: undefined });
const SANI = person(4, 'Sani Musa', { sex: 'M', bookingReference: 'SAFA-CCCC3', roomType: 'quad' });

const ROOMING: Rooming = {
  departureId: UMRAH.id,
  rooms: [{ number: '12', travellerIds: [AMINA.id] }],
  travellers: [AMINA, HAUWA, BABY, SANI],
};

/** Answers the rooming list, saving it as the BFF does (or refusing with `refusal`); keeps what was saved. */
function serveRooming(initial: Rooming, refusal?: { status: number; message: string }) {
  let rooming = initial;
  const saved: RoomingInput[] = [];
  server.use(
    http.get('*/api/departures/:id/rooming', () => HttpResponse.json(rooming)),
    http.put('*/api/departures/:id/rooming', async ({ request }) => {
      const body = (await request.json()) as RoomingInput;
      saved.push(body);
      if (refusal) return HttpResponse.json({ message: refusal.message }, { status: refusal.status });
      rooming = { ...rooming, rooms: body.rooms };
      return HttpResponse.json(rooming);
    }),
  );
  return saved;
}

const roomCard = (number: string) => screen.getByRole('article', { name: `Room ${number}` });
const unplacedPanel = () => screen.getByRole('region', { name: /^Not placed yet/ });
const roomFor = (name: string) => within(unplacedPanel()).getByRole('combobox', { name: `Room for ${name}` });

async function addRoom(user: ReturnType<typeof renderAdmin>['user'], number: string) {
  const form = screen.getByRole('form', { name: 'Add a room' });
  await user.type(within(form).getByLabelText('New room number'), number);
  await user.click(within(form).getByRole('button', { name: 'Add room' }));
}

describe('a departure’s rooming list', () => {
  beforeEach(() => serveTrips([UMRAH], [pkg(1, { title: 'Ramadan Umrah' })]));

  it('shows each room with its number, room type, beds and sleepers, and who is not placed with their sex and booking', async () => {
    serveRooming(ROOMING);
    renderAdmin(PAGE);
    expect(
      await screen.findByRole('heading', { name: 'Rooming list: Ramadan Umrah, 11 Jun 2099' }),
    ).toBeInTheDocument();
    const room = await screen.findByRole('article', { name: 'Room 12' });
    expect(room).toHaveTextContent('Double room (2 sharing) · 1 of 2 beds taken');
    expect(room).toHaveTextContent('Amina Bello Female · Adult · SAFA-AAAA1');
    expect(screen.getByRole('heading', { name: 'Not placed yet (3)' })).toBeInTheDocument();
    expect(
      within(unplacedPanel())
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual([
      'Hauwa Sani Female · Adult · SAFA-BBBB2',
      'Baby Bello Sex not given · Infant (under 2) · SAFA-AAAA1',
      'Sani Musa Male · Adult · SAFA-CCCC3',
    ]);
    expect(screen.getByRole('link', { name: 'Bookings on this departure' })).toHaveAttribute(
      'href',
      `/admin/bookings?departureId=${UMRAH.id}`,
    );
  });

  it('offers a traveller only the rooms of the room type they paid for with a bed left, and saves the list whole', async () => {
    const saved = serveRooming(ROOMING);
    const { user } = renderAdmin(PAGE);
    await screen.findByRole('article', { name: 'Room 12' });
    expect(screen.getByRole('button', { name: 'Save rooming list' })).toBeDisabled();
    const options = (name: string) =>
      within(roomFor(name))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options('Sani Musa')).toEqual(['No room fits: add one']);
    expect(roomFor('Sani Musa')).toBeDisabled();

    await user.selectOptions(roomFor('Hauwa Sani'), 'Room 12');
    expect(roomCard('12')).toHaveTextContent('2 of 2 beds taken');
    expect(screen.getByRole('status')).toHaveTextContent('Changes not saved yet');
    // Full for those who take a bed; an infant sleeps with them.
    expect(options('Baby Bello')).toEqual(['Put in room…', 'Room 12']);
    await addRoom(user, '14');
    expect(options('Sani Musa')).toEqual(['Put in room…', 'Room 14']);
    await user.selectOptions(roomFor('Sani Musa'), 'Room 14');
    expect(roomCard('14')).toHaveTextContent('Quad room (4 sharing) · 1 of 4 beds taken');

    await user.click(screen.getByRole('button', { name: 'Save rooming list' }));
    await dismissAlert(user, 'Rooming list saved');
    expect(saved).toEqual([
      {
        rooms: [
          { number: '12', travellerIds: [AMINA.id, HAUWA.id] },
          { number: '14', travellerIds: [SANI.id] },
        ],
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Not placed yet (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save rooming list' })).toBeDisabled();
  });

  it('takes a traveller out of a room, and keeps no empty room', async () => {
    const saved = serveRooming(ROOMING);
    const { user } = renderAdmin(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Take out Amina Bello' }));
    expect(roomCard('12')).toHaveTextContent('Empty: put travellers in it, or it is not kept');
    expect(screen.getByRole('heading', { name: 'Not placed yet (4)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save rooming list' }));
    await dismissAlert(user, 'Rooming list saved');
    expect(saved).toEqual([{ rooms: [] }]);
  });

  it('numbers a room again, refuses a number listed twice, and removes an empty room', async () => {
    const saved = serveRooming(ROOMING);
    const { user } = renderAdmin(PAGE);
    await screen.findByRole('article', { name: 'Room 12' });
    await addRoom(user, '12');
    expect(await findAlert('Room not added')).toHaveTextContent('Room 12 is already on the list.');
    await dismissAlert(user, 'Room not added');
    await user.clear(screen.getByLabelText('New room number'));
    await addRoom(user, '15');
    await user.click(within(roomCard('15')).getByRole('button', { name: 'Remove room 15' }));
    expect(screen.queryByRole('article', { name: 'Room 15' })).not.toBeInTheDocument();

    const number = within(roomCard('12')).getByLabelText('Number of room 12');
    await user.clear(number);
    await user.type(number, '12A');
    await user.click(screen.getByRole('button', { name: 'Save rooming list' }));
    await dismissAlert(user, 'Rooming list saved');
    expect(saved).toEqual([{ rooms: [{ number: '12A', travellerIds: [AMINA.id] }] }]);
  });

  it('says the BFF’s refusal in its words, and keeps the list as arranged', async () => {
    const message = 'Room 12 is a double room (2 sharing): it has 2 beds, not 3.';
    serveRooming(ROOMING, { status: 409, message });
    const { user } = renderAdmin(PAGE);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Room for Hauwa Sani' }), 'Room 12');
    await user.click(screen.getByRole('button', { name: 'Save rooming list' }));
    expect(await findAlert('Error')).toHaveTextContent(message);
    await dismissAlert(user, 'Error');
    expect(roomCard('12')).toHaveTextContent('Hauwa Sani');
    expect(screen.getByRole('status')).toHaveTextContent('Changes not saved yet');
  });

  it('refuses to save a room without its number', async () => {
    const saved = serveRooming(ROOMING);
    const { user } = renderAdmin(PAGE);
    await user.clear(await screen.findByLabelText('Number of room 12'));
    await user.click(screen.getByRole('button', { name: 'Save rooming list' }));
    expect(await findAlert('Not saved')).toHaveTextContent('A room needs its number.');
    expect(saved).toEqual([]);
  });

  it('prints, and downloads the list as CSV as the BFF names it', async () => {
    serveRooming(ROOMING);
    server.use(
      http.get(
        '*/api/departures/:id/rooming/export',
        () =>
          new HttpResponse('\uFEFF"Room number"', {
            headers: { 'Content-Disposition': 'attachment; filename="rooming-2099-06-11-ramadan-umrah.csv"' },
          }),
      ),
    );
    const saved = catchDownloads();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderAdmin(PAGE);
    await screen.findByRole('article', { name: 'Room 12' });
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Download rooming list (CSV)' }));
    expect(await findAlert('Downloaded')).toHaveTextContent('Rooming list downloaded');
    expect(saved.map((file) => file.name)).toEqual(['rooming-2099-06-11-ramadan-umrah.csv']);
    print.mockRestore();
  });
});
