import {
  contactListSchema,
  departureListSchema,
  flierListSchema,
  galleryListSchema,
  MEDIA_URL_PATTERN,
  packageListSchema,
} from '@safa/contract';
import pino from 'pino';
import {
  DEMO_CONTACTS,
  DEMO_DEPARTURES,
  DEMO_FLIERS,
  DEMO_GALLERY,
  DEMO_PACKAGES,
} from '../src/seed/demo-data';
import { seedDemoDataIfEmpty } from '../src/seed/seed';
import { countMedia } from './support/db-snapshot';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';

describe('the demo data', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await setUpTestApp();
    await seedDemoDataIfEmpty(pino({ level: 'silent' }));
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
    expect(departures.every((departure) => departure.status === 'open' && departure.seatsBooked === 0)).toBe(
      true,
    );
  });

  it('is added only to an empty database', async () => {
    const before = await countMedia();
    await seedDemoDataIfEmpty(pino({ level: 'silent' }));
    expect(await countMedia()).toEqual(before);
  });
});
