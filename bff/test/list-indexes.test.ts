import { type Model, Types } from 'mongoose';
import type { ListQuery } from '../src/db/list-query';
import { BookingModel } from '../src/modules/bookings/booking.model';
import { bookingsQuery } from '../src/modules/bookings/booking-list';
import { DepartureModel } from '../src/modules/departures/departure.model';
import { departuresQuery } from '../src/modules/departures/departure.service';
import { MessageModel } from '../src/modules/messages/message.model';
import { messagesQuery } from '../src/modules/messages/message.service';
import { subscribersQuery } from '../src/modules/newsletter/newsletter.service';
import { SubscriberModel } from '../src/modules/newsletter/subscriber.model';
import { PackageModel } from '../src/modules/packages/package.model';
import { packagesQuery } from '../src/modules/packages/package.service';
import { setUpTestApp, tearDownTestApp } from './support/test-app';

const AN_ID = '65a1f0c2e4b0a1b2c3d4e5f6';
const SINCE = '2026-11-17T12:00:00.000Z';

type Keys = Array<[string, number]>;

/** A list's query as the BFF builds it, and what the test asks of the collection it reads. */
interface ListRead {
  name: string;
  filter: Record<string, unknown>;
  sort: Keys;
  /** The key patterns of the collection's indexes, as the database holds them. */
  indexes(): Promise<Keys[]>;
  /** The plan the database chooses for the list's first page. */
  explain(): Promise<unknown>;
}

function listRead<Stored>(name: string, model: Model<Stored>, { filter, sort }: ListQuery<Stored>): ListRead {
  return {
    name,
    filter: { ...filter },
    sort: Object.entries(sort),
    indexes: async () =>
      ((await model.listIndexes()) as Array<{ key: Record<string, number> }>).map(({ key }) =>
        Object.entries(key),
      ),
    explain: () => model.find(filter).sort(sort).limit(5).explain('queryPlanner'),
  };
}

/** Each query the admin's lists make. */
const LIST_QUERIES: ListRead[] = [
  listRead('every enquiry', MessageModel, messagesQuery({})),
  listRead('enquiries by status', MessageModel, messagesQuery({ status: 'Unresponded' })),
  listRead('enquiries by category', MessageModel, messagesQuery({ category: 'hajjmessage' })),
  listRead('enquiries about a package', MessageModel, messagesQuery({ packageId: AN_ID })),
  listRead('the week’s enquiries', MessageModel, messagesQuery({ since: SINCE })),
  listRead(
    'the week’s unresponded enquiries',
    MessageModel,
    messagesQuery({ status: 'Unresponded', since: SINCE }),
  ),
  listRead('enquiries searched', MessageModel, messagesQuery({ search: 'amina' })),
  listRead('every subscriber', SubscriberModel, subscribersQuery({})),
  listRead('the week’s subscribers', SubscriberModel, subscribersQuery({ since: SINCE })),
  listRead('subscribers searched', SubscriberModel, subscribersQuery({ search: 'gmail' })),
  listRead('every package shown', PackageModel, packagesQuery({ archived: 'hide' })),
  listRead('every package', PackageModel, packagesQuery({ archived: 'show' })),
  listRead('packages searched', PackageModel, packagesQuery({ search: 'umrah', archived: 'hide' })),
  listRead('every departure shown', DepartureModel, departuresQuery({ archived: 'hide' })),
  listRead('every departure', DepartureModel, departuresQuery({ archived: 'show' })),
  listRead('a package’s departures', DepartureModel, departuresQuery({ packageId: AN_ID, archived: 'hide' })),
  listRead('every booking', BookingModel, bookingsQuery({})),
  listRead('a departure’s bookings', BookingModel, bookingsQuery({ departureId: AN_ID })),
  listRead('bookings by status', BookingModel, bookingsQuery({ status: 'held' })),
  listRead('bookings searched', BookingModel, bookingsQuery({ search: 'SAFA-7K3Q9' })),
];

/** A value a field is compared with for equality (not a pattern, not a range, not an operator; null: missing). */
const isEquality = (value: unknown) =>
  value === null || typeof value === 'string' || typeof value === 'number' || value instanceof Types.ObjectId;

/** A range of the field the list is sorted by first (`since`): the index's sort key bounds it. */
const isRangeOfSortKey = (field: string, sort: Keys) => field === sort[0]?.[0];

/**
 * Whether an index serves a query the way MongoDB needs to answer a page without reading the list
 * whole: the fields compared for equality first (in any order), then the sort's keys in its order and
 * directions (or all reversed), a range only on the first sort key. Other conditions (a search) are
 * checked on the rows the index yields, in order, until the page is full.
 */
function serves(index: Keys, { filter, sort: sortKeys }: ListRead): boolean {
  const conditions = Object.entries(filter);
  const equalities = conditions.filter(([, value]) => isEquality(value)).map(([field]) => field);
  const ranges = conditions.filter(([field, value]) => !field.startsWith('$') && !isEquality(value));
  if (ranges.some(([field]) => !isRangeOfSortKey(field, sortKeys))) return false;
  const prefix = index.slice(0, equalities.length).map(([field]) => field);
  if (prefix.sort().join() !== [...equalities].sort().join()) return false;
  const rest = index.slice(equalities.length, equalities.length + sortKeys.length);
  const same = rest.every(
    ([field, direction], at) => sortKeys[at]?.[0] === field && sortKeys[at]?.[1] === direction,
  );
  const reversed = rest.every(
    ([field, direction], at) => sortKeys[at]?.[0] === field && sortKeys[at]?.[1] === -direction,
  );
  return rest.length === sortKeys.length && (same || reversed);
}

/** The stages of a plan, its own and those below it. */
function stagesOf(plan: Record<string, unknown>): string[] {
  const below = [plan.inputStage, ...((plan.inputStages as unknown[]) ?? [])].filter(Boolean);
  return [String(plan.stage), ...below.flatMap((stage) => stagesOf(stage as Record<string, unknown>))];
}

/** The mongo-sim stand-in of the tests answers `explain` with this; a real MongoDB plans the query. */
const COMMAND_NOT_SUPPORTED = 115;

describe('the indexes of the admin lists', () => {
  beforeAll(() => setUpTestApp());
  afterAll(tearDownTestApp);

  it.each(LIST_QUERIES)('serve $name: equality fields, then the sort', async (list) => {
    const serving = (await list.indexes()).filter((index) => serves(index, list));
    expect(serving).not.toEqual([]);
  });

  it.each(LIST_QUERIES)(
    'are what MongoDB plans $name with, sorting nothing in memory (where the server explains plans)',
    async (list) => {
      try {
        const explained = (await list.explain()) as {
          queryPlanner: { winningPlan: Record<string, unknown> };
        };
        const stages = stagesOf(explained.queryPlanner.winningPlan);
        expect(stages).toContain('IXSCAN');
        expect(stages).not.toContain('SORT');
      } catch (error) {
        expect((error as { code?: number }).code).toBe(COMMAND_NOT_SUPPORTED);
      }
    },
  );
});
