import type { RoomingTraveller } from '@safa/contract';
import { changePlan, fits, type PlannedRoom, planOf, roomingInputOf, unplaced } from './rooming-plan';

const person = (id: string, overrides: Partial<RoomingTraveller> = {}): RoomingTraveller => ({
  id,
  fullName: id,
  type: 'adult',
  bookingReference: 'SAFA-7K3Q9',
  roomType: 'double',
  ...overrides,
});

const TRAVELLERS = [
  person('amina', { sex: 'F' }),
  person('hauwa', { sex: 'F' }),
  person('zainab', { sex: 'F' }),
  person('baby', { type: 'infant' }),
  person('sani', { sex: 'M', roomType: 'quad' }),
];
const travellerOf = new Map(TRAVELLERS.map((traveller) => [traveller.id, traveller]));
const room = (number: string, ...travellerIds: string[]): PlannedRoom => ({
  key: number,
  number,
  travellerIds,
});
const who = (id: string) => travellerOf.get(id) ?? person(id);

describe('a rooming plan', () => {
  it('takes anyone in an empty room', () => {
    expect(fits(who('sani'), room('1'), travellerOf)).toBe(true);
    expect(fits(who('amina'), room('1'), travellerOf)).toBe(true);
  });

  it('takes in a room only travellers who paid for its room type', () => {
    expect(fits(who('sani'), room('1', 'amina'), travellerOf)).toBe(false);
    expect(fits(who('hauwa'), room('1', 'amina'), travellerOf)).toBe(true);
  });

  it('takes travellers with a bed up to its beds, and one without a bed beyond them', () => {
    const full = room('1', 'amina', 'hauwa');
    expect(fits(who('zainab'), full, travellerOf)).toBe(false);
    expect(fits(who('baby'), full, travellerOf)).toBe(true);
  });

  it('takes at most 8 people in a room, beds or not', () => {
    const babies = Array.from({ length: 8 }, (_, index) => person(`baby${index}`, { type: 'infant' }));
    const crowd = new Map([...travellerOf, ...babies.map((baby) => [baby.id, baby] as const)]);
    const eight = room('1', ...babies.map((baby) => baby.id));
    expect(fits(who('baby'), eight, crowd)).toBe(false);
    expect(fits(who('baby'), room('1', ...babies.slice(1).map((baby) => baby.id)), crowd)).toBe(true);
  });

  it('moves a traveller put in another room out of the first, and takes one out', () => {
    const rooms = [room('1', 'amina', 'hauwa'), room('2')];
    const moved = changePlan(rooms, { kind: 'place', key: '2', travellerId: 'hauwa' });
    expect(moved).toEqual([room('1', 'amina'), room('2', 'hauwa')]);
    expect(changePlan(moved, { kind: 'takeOut', travellerId: 'amina' })).toEqual([
      room('1'),
      room('2', 'hauwa'),
    ]);
  });

  it('adds, numbers again and removes rooms', () => {
    const added = changePlan([room('1', 'amina')], { kind: 'add', key: 'new', number: '14' });
    expect(added).toEqual([room('1', 'amina'), { key: 'new', number: '14', travellerIds: [] }]);
    expect(changePlan(added, { kind: 'renumber', key: 'new', number: '14B' })[1]?.number).toBe('14B');
    expect(changePlan(added, { kind: 'remove', key: 'new' })).toEqual([room('1', 'amina')]);
  });

  it('lists who is in no room yet, in the departure’s order', () => {
    expect(unplaced([room('1', 'hauwa', 'amina')], TRAVELLERS).map((traveller) => traveller.id)).toEqual([
      'zainab',
      'baby',
      'sani',
    ]);
  });

  it('starts again from what was saved', () => {
    const saved = { rooms: [{ number: '12', travellerIds: ['amina', 'hauwa'] }] };
    expect(changePlan([room('12', 'amina'), room('13')], { kind: 'saved', rooming: saved })).toEqual([
      { key: 'saved-0', ...saved.rooms[0] },
    ]);
  });

  it('is saved whole, without its empty rooms, from what was stored', () => {
    const rooms = planOf({ rooms: [{ number: '12', travellerIds: ['amina'] }] });
    expect(roomingInputOf([...rooms, room('13')])).toEqual({
      rooms: [{ number: '12', travellerIds: ['amina'] }],
    });
  });
});
