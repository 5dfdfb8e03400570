import {
  contactListSchema,
  departureListSchema,
  flierListSchema,
  galleryListSchema,
  MEDIA_URL_PATTERN,
  packageListSchema,
  readinessBoardSchema,
} from '@safa/contract';
import pino from 'pino';
import {
  DEMO_CONTACTS,
  DEMO_DEPARTURES,
  DEMO_FLIERS,
  DEMO_GALLERY,
  DEMO_PACKAGES,
  DEMO_PILGRIMS,
  DEMO_PILGRIMS_TRIP,
} from '../src/seed/demo-data';
import { seedDemoDataIfEmpty } from '../src/seed/seed';
import { countMedia } from './support/db-snapshot';
import {
  setUpTestApp,
  TEST_CIPHER,
  TEST_CONFIG,
  type TestContext,
  tearDownTestApp,
} from './support/test-app';

describe('the demo data', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await setUpTestApp();
    await seedDemoDataIfEmpty(pino({ level: 'silent' }), { config: TEST_CONFIG, cipher: TEST_CIPHER });
  }, 120_000);
  afterAll(tearDownTestApp);

  it('is stored as the API stores an operator’s uploads, and answered in the contract’s shape', async () => {
    const packages = packageListSchema.parse((await context.http.get('/api/packages')).body);
    expect(packages.map((item) => item.title).sort()).toEqual(DEMO_PACKAGES.map((item) => item.title).sort());
    for (const item of packages) {
      expect(item.name).toBe(item.title);
      expect(item.images.every((url) => MEDIA_URL_PATTERN.test(url))).toBe(true);
    }
    expect(
      contactListSchema.parse((await context.http.get('/api/messages/getallcontacts')).body),
    ).toHaveLength(DEMO_CONTACTS.length);
    expect(flierListSchema.parse((await context.http.get('/api/hajj/getallimages')).body)).toHaveLength(
      DEMO_FLIERS.length,
    );
    const gallery = galleryListSchema.parse((await context.http.get('/api/gallery/images')).body);
    expect(gallery.map((item) => item.order)).toEqual(DEMO_GALLERY.map((_item, index) => index + 1));

    const pictures = DEMO_PACKAGES.reduce((sum, item) => sum + item.palettes.length, 0);
    expect((await countMedia()).files).toBe(pictures + DEMO_FLIERS.length + DEMO_GALLERY.length);
    const first = await context.http.get(packages[0]?.images[0] ?? '');
    expect(first.headers['content-type']).toBe('image/jpeg');
  });

  it('has departures to book: Hajj in three room types, Umrah, two holidays, one nearly full', async () => {
    const departures = departureListSchema.parse(
      (await context.http.get('/api/departures').set('Authorization', context.adminAuth)).body,
    );
    const packages = packageListSchema.parse((await context.http.get('/api/packages')).body);
    const titleOf = (packageId: string) => packages.find((item) => item.id === packageId)?.title;
    const byTitle = new Map(departures.map((departure) => [titleOf(departure.packageId), departure]));
    expect([...byTitle.keys()].sort()).toEqual(Object.keys(DEMO_DEPARTURES).sort());
    expect(byTitle.get('Hajj 2026 Premium Package')?.rooms.map((room) => room.type)).toEqual([
      'quad',
      'triple',
      'double',
    ]);
    expect(departures.filter((departure) => departure.seatsLeft <= 3)).toHaveLength(1);
    expect(departures.every((departure) => departure.status === 'open')).toBe(true);
    const travellers = DEMO_PILGRIMS.reduce((sum, booking) => sum + booking.travellers.length, 0);
    expect(departures.map((departure) => [titleOf(departure.packageId), departure.seatsBooked])).toEqual(
      expect.arrayContaining([
        ['Hajj 2026 Premium Package', 0],
        [DEMO_PILGRIMS_TRIP, travellers],
      ]),
    );
  });

  it('has travellers on the Umrah departure at every stage of their file, from just booked to ready to fly', async () => {
    const departures = departureListSchema.parse(
      (await context.http.get('/api/departures').set('Authorization', context.adminAuth)).body,
    );
    const umrah = departures.find((departure) => departure.seatsBooked > 0);
    const board = readinessBoardSchema.parse(
      (
        await context.http
          .get(`/api/departures/${umrah?.id}/readiness`)
          .set('Authorization', context.adminAuth)
      ).body,
    );
    const stageOf = ({ readiness }: (typeof board.rows)[number]) =>
      readiness.ready
        ? 'ready'
        : readiness.missingDetails.length > 0
          ? 'details missing'
          : readiness.missingDocuments.length > 0
            ? 'documents missing'
            : readiness.problems.length > 0
              ? 'a problem'
              : `visa ${readiness.visa}`;
    expect(board.rows.map((row) => [row.fullName, stageOf(row)])).toEqual(
      expect.arrayContaining([
        ['Kemi Adeyemi', 'details missing'],
        ['Ibrahim Musa', 'documents missing'],
        ['Fatima Sani', 'a problem'],
        ['Aisha Bello', 'visa submitted'],
        ['Halima Yusuf', 'ready'],
      ]),
    );
    expect(board.ready).toBe(2);
  });

  it('is added only to an empty database', async () => {
    const before = await countMedia();
    await seedDemoDataIfEmpty(pino({ level: 'silent' }), { config: TEST_CONFIG, cipher: TEST_CIPHER });
    expect(await countMedia()).toEqual(before);
  });
});
