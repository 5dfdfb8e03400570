import { ADMIN_PAGE_SIZE, type BookingSummary, type Page } from '@safa/contract';
import { ContactModel } from '../src/modules/contacts/contact.model';
import { MessageModel } from '../src/modules/messages/message.model';
import { SubscriberModel } from '../src/modules/newsletter/subscriber.model';
import { PackageModel } from '../src/modules/packages/package.model';
import { aBooking, aDeparture, aPackage, dayFromNow } from './support/bookings';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';

/**
 * The admin's lists used to be fetched whole and searched, filtered and paged in the browser. The BFF
 * now does it: each page it answers must be the page the browser's rules made of the whole list, on
 * the same rows. Those rules, as the admin had them (spec §5 and §7):
 */
const clientSide = {
  /** Case-insensitive substring of any of the texts; a blank search finds everything. */
  matches: (query: string, ...texts: Array<string | undefined>) => {
    const needle = query.trim().toLowerCase();
    return !needle || texts.some((text) => text?.toLowerCase().includes(needle));
  },
  /** 5 rows a page, "Page X of Y" (Y at least 1). */
  page: <Item>(items: Item[], page: number): Page<Item> => ({
    items: items.slice((page - 1) * ADMIN_PAGE_SIZE, page * ADMIN_PAGE_SIZE),
    page,
    pageSize: ADMIN_PAGE_SIZE,
    total: items.length,
    pageCount: Math.max(1, Math.ceil(items.length / ADMIN_PAGE_SIZE)),
  }),
};

/** What people type into search boxes, regular-expression characters and other scripts included. */
const SEARCHES = ['amina', ' BELLO ', 'ADÉ', 'o.b', '(vip)*', '+1', '[', '\\', '.*', 'zzz', ''];

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 8, minute));

const NAMES = [
  'Amina Bello',
  'AMINA BELLO-OKAFOR',
  'Adébáyọ̀ Ọlá',
  'Chukwuemeka Obi',
  'Ngozi (VIP)* Eze',
  'Tunde O.B. Bakare',
  'Fatima \\ Sule',
  'Ifeoma [Grace] Nwosu',
];

describe('the admin lists, paged, searched and filtered by the BFF', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await setUpTestApp();
  });
  afterAll(tearDownTestApp);

  /** The answer of GET `path` (admin) with these query parameters. */
  const get = async (path: string, query: Record<string, string | number> = {}) => {
    const response = await context.http.get(path).query(query).set('Authorization', context.adminAuth);
    expect(response.status).toBe(200);
    return response.body;
  };

  /** Every page the BFF answers for `query` equals the page the browser made of `expected`, and one past the last is the last. */
  async function expectPagesOf<Item>(path: string, query: Record<string, string>, expected: Item[]) {
    const pages = clientSide.page(expected, 1).pageCount;
    for (let page = 1; page <= pages; page += 1) {
      expect(await get(path, { ...query, page, pageSize: ADMIN_PAGE_SIZE })).toEqual(
        clientSide.page(expected, page),
      );
    }
    expect(await get(path, { ...query, page: pages + 3 })).toEqual(clientSide.page(expected, pages));
  }

  describe('enquiries', () => {
    interface Listed {
      name: string;
      email: string;
      status: string;
      category: string;
      packageId?: string;
      createdAt: string;
    }
    const PACKAGE = '65a1f0c2e4b0a1b2c3d4e5f6';
    let whole: Listed[];

    beforeAll(async () => {
      await MessageModel.collection.insertMany(
        Array.from({ length: 23 }, (_, index) => ({
          name: NAMES[index % NAMES.length],
          email: `guest${index}${index % 4 === 0 ? '+1' : ''}@mail${index % 3}.ng`,
          phone: '0803 000 1111',
          category: ['contactmessage', 'hajjmessage', 'umrahmessage'][index % 3],
          message: 'When is the next Umrah?',
          status: index % 5 === 0 ? 'Responded' : 'Unresponded',
          ...(index % 4 === 1 && { packageId: PACKAGE, packageTitle: 'Umrah 2027' }),
          senderKeys: [],
          // Shuffled times, two of them equal: the order is the BFF's, not the insertion's.
          createdAt: at(index === 7 ? 11 : (index * 7) % 23),
        })),
      );
      whole = await get('/api/messages');
    });

    it('answer whole, newest first, without paging parameters (spec §7)', () => {
      expect(whole).toHaveLength(23);
      const times = whole.map((message) => message.createdAt);
      expect(times).toEqual([...times].sort().reverse());
    });

    it.each(SEARCHES)('search %j by name or e-mail as the browser did, page by page', async (search) => {
      await expectPagesOf(
        '/api/messages',
        { search },
        whole.filter((message) => clientSide.matches(search, message.name, message.email)),
      );
    });

    it('filter by status, category, package and day, with a search, as the browser did', async () => {
      const since = at(9).toISOString();
      await expectPagesOf(
        '/api/messages',
        { status: 'Unresponded', category: 'hajjmessage', search: 'a' },
        whole.filter(
          (message) =>
            message.status === 'Unresponded' &&
            message.category === 'hajjmessage' &&
            clientSide.matches('a', message.name, message.email),
        ),
      );
      await expectPagesOf(
        '/api/messages',
        { packageId: PACKAGE, since },
        whole.filter((message) => message.packageId === PACKAGE && message.createdAt >= since),
      );
      await expectPagesOf(
        '/api/messages',
        { status: 'Responded' },
        whole.filter((message) => message.status === 'Responded'),
      );
    });
  });

  describe('newsletter subscribers', () => {
    let whole: Array<{ email: string; createdAt: string }>;

    beforeAll(async () => {
      await SubscriberModel.collection.insertMany(
        Array.from({ length: 13 }, (_, index) => ({
          email: `${['amina.bello', 'ade', 'o.b', 'star(vip)*', 'tunde+1'][index % 5]}${index}@mail.ng`,
          createdAt: at(30 - index * 2),
        })),
      );
      whole = await get('/api/newsletter');
    });

    it('answer whole, newest first, without paging parameters (spec §7)', () => {
      expect(whole.map((subscriber) => subscriber.createdAt)).toEqual(
        Array.from({ length: 13 }, (_, index) => at(30 - index * 2).toISOString()),
      );
    });

    it.each(SEARCHES)('search %j in e-mails as the browser did, page by page', async (search) => {
      await expectPagesOf(
        '/api/newsletter',
        { search },
        whole.filter((subscriber) => clientSide.matches(search, subscriber.email)),
      );
    });

    it('start from a day, as the dashboard links to the week’s sign-ups', async () => {
      const since = at(14).toISOString();
      await expectPagesOf(
        '/api/newsletter',
        { since },
        whole.filter((subscriber) => subscriber.createdAt >= since),
      );
    });
  });

  describe('packages', () => {
    let whole: Array<{ title: string; description: string }>;

    beforeAll(async () => {
      await PackageModel.collection.insertMany(
        Array.from({ length: 8 }, (_, index) => ({
          title: `${NAMES[index]} Package`,
          name: `Package ${index}`,
          description: index % 2 ? 'Hotels near the Haram.' : 'Flights from Lagos (VIP)*.',
          category: 'umrah',
          images: [],
          inclusions: ['Flights'],
          price: 1_000_000 + index,
          numberOfPeople: 1,
          days: '10',
          createdAt: at(index),
          updatedAt: at(index),
        })),
      );
      whole = await get('/api/packages');
    });

    it.each([...SEARCHES, 'package hotels', 'o package f'])(
      'search %j in the title plus description as the browser did, page by page',
      async (search) => {
        await expectPagesOf(
          '/api/packages',
          { search },
          whole.filter((item) => clientSide.matches(search, `${item.title} ${item.description}`)),
        );
      },
    );

    it('answer a search without paging as the whole list it finds', async () => {
      expect(await get('/api/packages', { search: 'HOTELS' })).toEqual(
        whole.filter((item) => clientSide.matches('HOTELS', `${item.title} ${item.description}`)),
      );
    });
  });

  describe('departures and bookings', () => {
    let packageIds: string[];
    let departures: Array<{ id: string; packageId: string; departsOn: string }>;
    let bookings: BookingSummary[];

    beforeAll(async () => {
      packageIds = [await aPackage('Hajj 2027'), await aPackage('Umrah 2027')];
      for (let index = 0; index < 8; index += 1) {
        const packageId = packageIds[index % 2] ?? '';
        const departure = aDeparture(packageId, { departsOn: dayFromNow(200 - index * 9), seats: 40 });
        const response = await context.http
          .post('/api/departures')
          .set('Authorization', context.adminAuth)
          .send({ ...departure, returnsOn: dayFromNow(230) });
        expect(response.status).toBe(201);
      }
      departures = await get('/api/departures');
      for (let index = 0; index < 12; index += 1) {
        const name = NAMES[index % NAMES.length] ?? '';
        const booking = aBooking(departures[index % 3]?.id ?? '', {
          contact: { name, phone: `0803 555 ${1000 + index}`, email: `guest${index}@mail.ng` },
          travellers: 1 + (index % 2),
        });
        const response = await context.http
          .post('/api/bookings')
          .set('X-Forwarded-For', `10.0.0.${index + 1}`)
          .send(booking);
        expect(response.status).toBe(201);
      }
      bookings = await get('/api/bookings');
    });

    it('page every departure soonest first, or a package’s', async () => {
      departures = await get('/api/departures');
      const days = departures.map((departure) => departure.departsOn);
      expect(days).toEqual([...days].sort());
      await expectPagesOf('/api/departures', {}, departures);
      await expectPagesOf(
        '/api/departures',
        { packageId: packageIds[1] ?? '' },
        departures.filter((departure) => departure.packageId === packageIds[1]),
      );
    });

    it.each([...SEARCHES, 'traveller 2', '555 1003', 'GUEST1'])(
      'search bookings %j by reference, contact and travellers as the browser did, page by page',
      async (search) => {
        const searchable = (booking: (typeof bookings)[number]) => [
          booking.reference,
          booking.contact.name,
          booking.contact.email,
          booking.contact.phone,
          ...booking.travellers.map((traveller) => traveller.fullName),
        ];
        await expectPagesOf(
          '/api/bookings',
          { search },
          bookings.filter((booking) => clientSide.matches(search, ...searchable(booking))),
        );
      },
    );

    it('find a booking by its reference typed in lower case, within a departure and status', async () => {
      const booking = bookings[4];
      const query = {
        search: booking?.reference.toLowerCase() ?? '',
        departureId: booking?.trip.departureId ?? '',
        status: 'held',
      };
      await expectPagesOf('/api/bookings', query, [booking]);
      await expectPagesOf(
        '/api/bookings',
        { departureId: departures[1]?.id ?? '' },
        bookings.filter((candidate) => candidate.trip.departureId === departures[1]?.id),
      );
    });
  });

  describe('contact entries', () => {
    beforeAll(() =>
      ContactModel.collection.insertMany([
        { title: 'desk@safa.ng', category: 'Email', createdAt: at(1) },
        { title: '+234 803 000 1111', category: 'Phone', createdAt: at(2) },
        { title: 'umrah.desk@safa.ng', category: 'Email', createdAt: at(3) },
      ]),
    );

    it.each(['PHONE', 'desk', '.', '+234', '(', ''])(
      'are searched by title or category, never paginated (spec §7): %j',
      async (search) => {
        const whole: Array<{ title: string; category: string }> = await get('/api/messages/getallcontacts');
        expect(await get('/api/messages/getallcontacts', { search })).toEqual(
          whole.filter((contact) => clientSide.matches(search, contact.title, contact.category)),
        );
      },
    );
  });

  describe('a query they cannot read', () => {
    it.each([
      ['/api/messages', { page: '0' }, 'page must be at least 1.'],
      ['/api/newsletter', { page: 'two' }, 'page must be a whole number.'],
      ['/api/bookings', { page: '1', pageSize: '500' }, 'pageSize must be at most 100.'],
      ['/api/departures', { pageSize: '5' }, 'pageSize goes with page.'],
      ['/api/packages', { page: '1', sort: 'price' }, 'Unrecognized key: "sort"'],
      ['/api/messages/getallcontacts', { page: '1' }, 'Unrecognized key: "page"'],
      ['/api/messages', { status: 'Seen' }, 'Invalid option: expected one of "Responded"|"Unresponded"'],
    ])('%s?%j answers 400 "%s"', async (path, query, message) => {
      const response = await context.http.get(path).query(query).set('Authorization', context.adminAuth);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    });
  });

  it('are described in the OpenAPI document: the paging parameters, and both answers', async () => {
    const { body: document } = await context.http.get('/api/openapi.json');
    const listMessages = document.paths['/api/messages'].get;
    expect(listMessages.parameters.map((parameter: { name: string }) => parameter.name)).toEqual([
      'page',
      'pageSize',
      'search',
      'status',
      'category',
      'packageId',
      'since',
    ]);
    const answers = listMessages.responses['200'].content['application/json'].schema.oneOf;
    expect(answers.map((answer: { type: string }) => answer.type)).toEqual(['array', 'object']);
    expect(answers[1].required).toEqual(['items', 'page', 'pageSize', 'total', 'pageCount']);
  });
});
