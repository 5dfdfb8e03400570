import { PACKAGE_MESSAGES, packageListSchema, packageSchema } from '@safa/contract';
import { PackageModel } from '../src/modules/packages/package.model';
import { clearMedia, countMedia, snapshotDatabase } from './support/db-snapshot';
import { dataUrl, expectSamePicture, GIF, JPEG, jpegOfSize, NOT_MEDIA, PNG } from './support/media-fixtures';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';

const storedPackage = {
  name: 'A package picture',
  description: 'A description',
  images: ['/api/media/0123456789abcdef01234567'],
  inclusions: ['Flights'],
  price: 1_500_000,
  numberOfPeople: 1,
  days: '10-20',
};

const newPackage = {
  title: 'Dubai City Break',
  description: 'Five nights of skyline views.',
  category: 'vacation',
  images: [dataUrl(JPEG, 'image/jpeg')],
  inclusions: ['Return flights', 'UAE visa'],
  price: 1_500_000,
  numberOfPeople: 2,
  days: '6',
};

describe('packages', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await setUpTestApp();
  });
  afterAll(tearDownTestApp);
  beforeEach(() => Promise.all([PackageModel.deleteMany({}), clearMedia()]));

  const create = (body: object) =>
    context.http.post('/api/packages').set('Authorization', context.adminAuth).send(body);
  const update = (id: string, body: object) =>
    context.http.put(`/api/packages/${id}`).set('Authorization', context.adminAuth).send(body);
  const fileBytes = async (url: string) => (await context.http.get(url).buffer(true)).body as Buffer;

  describe('GET /api/packages', () => {
    it('answers an empty list when there are no packages', async () => {
      const response = await context.http.get('/api/packages');
      expect(response.status).toBe(200);
      expect(response.body).toEqual([]);
    });

    it.each([
      ['a price of 0', { price: 0 }, PACKAGE_MESSAGES.price],
      ['no people', { numberOfPeople: 0 }, PACKAGE_MESSAGES.numberOfPeople],
      ['an unknown category', { category: 'cruise' }, 'cruise'],
      ['an empty title', { title: '' }, 'title'],
      ['no days at all', { days: undefined }, 'days'],
    ])(
      'keeps the contract’s rules in the database too: it refuses a record with %s',
      async (_what, change, message) => {
        const record = { ...storedPackage, title: 'Direct write', category: 'hajj', ...change };
        await expect(PackageModel.create(record as object)).rejects.toThrow(message);
      },
    );

    it('lists stored packages, newest first, each with a string id and the contract shape', async () => {
      await PackageModel.create({
        ...storedPackage,
        title: 'Older',
        category: 'hajj',
        createdAt: new Date('2025-01-01'),
      });
      await PackageModel.create({
        ...storedPackage,
        title: 'Newer',
        category: 'vacation',
        createdAt: new Date('2025-06-01'),
      });

      const response = await context.http.get('/api/packages');

      expect(response.status).toBe(200);
      const packages = packageListSchema.parse(response.body);
      expect(packages.map((item) => item.title)).toEqual(['Newer', 'Older']);
      expect(packages[0]).toMatchObject({ category: 'vacation', price: 1_500_000, days: '10-20' });
      expect(packages[0]?.id).toMatch(/^[a-f\d]{24}$/);
      expect(response.body[0]).not.toHaveProperty('_id');
    });

    it('answers repeated reads from memory, and shows a write at once', async () => {
      await create(newPackage);
      const find = jest.spyOn(PackageModel, 'find');
      try {
        await context.http.get('/api/packages');
        await context.http.get('/api/packages');
        expect(find).toHaveBeenCalledTimes(1);

        await create({ ...newPackage, title: 'Fresh' });
        const response = await context.http.get('/api/packages');
        expect(response.body.map((item: { title: string }) => item.title)).toEqual([
          'Fresh',
          newPackage.title,
        ]);
        expect(find).toHaveBeenCalledTimes(2);
      } finally {
        find.mockRestore();
      }
    });
  });

  it('creates a package: 201 with the package, its picture stored in GridFS and served back', async () => {
    const response = await create(newPackage);

    expect(response.status).toBe(201);
    const created = packageSchema.parse(response.body);
    expect(created).toMatchObject({
      title: 'Dubai City Break',
      name: 'Dubai City Break',
      days: '6',
      price: 1_500_000,
    });
    expect(created.images).toEqual([expect.stringMatching(/^\/api\/media\/[a-f\d]{24}$/)]);
    await expectSamePicture(await fileBytes(created.images[0] ?? ''), JPEG);

    const one = await context.http.get(`/api/packages/${created.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toEqual(created);
  });

  it('accepts images and inclusions as JSON strings of lists, trims inclusions and drops blank ones', async () => {
    const response = await create({
      ...newPackage,
      images: JSON.stringify([dataUrl(PNG, 'image/png')]),
      inclusions: JSON.stringify(['  Flights ', '', '   ', 'Hotel']),
    });
    expect(response.status).toBe(201);
    expect(response.body.inclusions).toEqual(['Flights', 'Hotel']);
    expect(response.body.images).toHaveLength(1);
  });

  it.each([
    ['others', 'vacation'],
    ['HAJJ', 'hajj'],
    [' Umrah ', 'umrah'],
  ])('stores the category %j as %j', async (category, stored) => {
    const response = await create({ ...newPackage, category });
    expect(response.status).toBe(201);
    expect(response.body.category).toBe(stored);
  });

  it('accepts price and people as numeric text, and days as a number or a range', async () => {
    const response = await create({ ...newPackage, price: '2500000', numberOfPeople: '3', days: 14 });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ price: 2_500_000, numberOfPeople: 3, days: '14' });
  });

  it('saves a package whose days are left empty (§6: days is not validated), on create and on edit', async () => {
    const created = await create({ ...newPackage, days: '' });
    expect(created.status).toBe(201);
    expect(created.body.days).toBe('');
    const edited = await update(created.body.id, { ...newPackage, images: created.body.images, days: ' ' });
    expect(edited.status).toBe(200);
    expect(edited.body.days).toBe('');
  });

  describe('§5 checks, in their order', () => {
    const empty = {
      title: ' ',
      description: '',
      category: '',
      images: [],
      inclusions: [' '],
      price: 0,
      numberOfPeople: 0,
    };
    const steps: Array<[string, object]> = [
      [PACKAGE_MESSAGES.title, empty],
      [PACKAGE_MESSAGES.description, { ...empty, title: 'T' }],
      [PACKAGE_MESSAGES.category, { ...empty, title: 'T', description: 'D' }],
      [PACKAGE_MESSAGES.images, { ...empty, title: 'T', description: 'D', category: 'hajj' }],
      [
        PACKAGE_MESSAGES.inclusions,
        { ...empty, title: 'T', description: 'D', category: 'hajj', images: newPackage.images },
      ],
      [PACKAGE_MESSAGES.price, { ...newPackage, price: 0, numberOfPeople: 0 }],
      [PACKAGE_MESSAGES.numberOfPeople, { ...newPackage, numberOfPeople: 0 }],
    ];

    it.each(steps)(
      'answers 400 "%s" when it is the first check that fails, storing nothing',
      async (message, body) => {
        const before = await snapshotDatabase();
        const response = await create(body);
        expect(response.status).toBe(400);
        expect(response.body.message).toBe(message);
        expect(await snapshotDatabase()).toBe(before);
      },
    );

    it.each([
      ['no title', { ...newPackage, title: undefined }, PACKAGE_MESSAGES.title],
      ['no description', { ...newPackage, description: undefined }, PACKAGE_MESSAGES.description],
      ['an unknown category', { ...newPackage, category: 'cruise' }, PACKAGE_MESSAGES.category],
      ['no images', { ...newPackage, images: undefined }, PACKAGE_MESSAGES.images],
      [
        'images that are neither a list nor JSON',
        { ...newPackage, images: 'not json' },
        PACKAGE_MESSAGES.images,
      ],
      [
        'an image on another site',
        { ...newPackage, images: ['https://elsewhere.example/a.jpg'] },
        'Each image must be a stored picture (/api/media/...) or inline picture data.',
      ],
      ['no inclusions', { ...newPackage, inclusions: undefined }, PACKAGE_MESSAGES.inclusions],
      ['a price in words', { ...newPackage, price: 'abc' }, PACKAGE_MESSAGES.price],
      ['a negative price', { ...newPackage, price: -5 }, PACKAGE_MESSAGES.price],
      ['a null price', { ...newPackage, price: null }, PACKAGE_MESSAGES.price],
      ['half a person', { ...newPackage, numberOfPeople: 1.5 }, PACKAGE_MESSAGES.numberOfPeople],
      ['an empty number of people', { ...newPackage, numberOfPeople: '' }, PACKAGE_MESSAGES.numberOfPeople],
      ['an unknown field', { ...newPackage, id: 'x' }, 'Unrecognized key: "id"'],
      [
        '21 images',
        { ...newPackage, images: Array(21).fill(dataUrl(PNG)) },
        'A package has at most 20 images.',
      ],
      [
        '51 inclusions',
        { ...newPackage, inclusions: Array(51).fill('Tea') },
        'A package has at most 50 inclusions.',
      ],
    ])('refuses a package with %s (400, its own message)', async (_what, body, message) => {
      const response = await create(body);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
    });
  });

  it('refuses a stored picture URL on create (a package only keeps its own pictures)', async () => {
    const response = await create({ ...newPackage, images: ['/api/media/0123456789abcdef01234567'] });
    expect(response.status).toBe(400);
  });

  it('keeps pictures sent back as their URLs, stores only new inline data, and deletes the ones dropped', async () => {
    const { body: created } = await create({ ...newPackage, images: [dataUrl(JPEG), dataUrl(PNG)] });
    const [kept, dropped] = created.images as string[];
    expect(await countMedia()).toMatchObject({ files: 2 });

    const response = await update(created.id, {
      ...newPackage,
      title: 'Renamed',
      images: [kept, dataUrl(GIF)],
    });

    expect(response.status).toBe(200);
    const updated = packageSchema.parse(response.body);
    expect(updated.title).toBe('Renamed');
    expect(updated.images[0]).toBe(kept);
    expect(updated.images[1]).not.toBe(dropped);
    expect(await fileBytes(updated.images[1] ?? '')).toEqual(GIF);
    expect((await context.http.get(dropped ?? '')).status).toBe(404);
    expect(await countMedia()).toMatchObject({ files: 2 });
  });

  it('refuses on update a picture URL that is not one of the package’s own, changing nothing', async () => {
    const { body: created } = await create(newPackage);
    const before = await snapshotDatabase();
    const response = await update(created.id, {
      ...newPackage,
      images: ['/api/media/0123456789abcdef01234567', dataUrl(PNG)],
    });
    expect(response.status).toBe(400);
    expect(await snapshotDatabase()).toBe(before);
  });

  it('answers 404 for an unknown package on read, update and delete, and 400 for a malformed id', async () => {
    const unknown = '0123456789abcdef01234567';
    expect((await context.http.get(`/api/packages/${unknown}`)).body).toEqual({
      message: 'Package not found.',
    });
    expect((await update(unknown, newPackage)).status).toBe(404);
    expect(
      (await context.http.delete(`/api/packages/${unknown}`).set('Authorization', context.adminAuth)).status,
    ).toBe(404);
    expect((await context.http.get('/api/packages/not-an-id')).status).toBe(400);
    expect(await countMedia()).toEqual({ files: 0, variants: 0, chunks: 0 });
  });

  it('deletes a package and its files, answering {id, message}', async () => {
    const { body: created } = await create({ ...newPackage, images: [dataUrl(JPEG), dataUrl(PNG)] });
    expect(await countMedia()).toMatchObject({ files: 2 });

    const response = await context.http
      .delete(`/api/packages/${created.id}`)
      .set('Authorization', context.adminAuth);

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: created.id, message: 'Package removed.' });
    expect(await PackageModel.countDocuments()).toBe(0);
    expect(await countMedia()).toEqual({ files: 0, variants: 0, chunks: 0 });
  });

  describe('pictures that are refused', () => {
    it.each([
      ['text', NOT_MEDIA.text],
      ['a PDF', NOT_MEDIA.pdf],
      ['a HEIC picture', NOT_MEDIA.heic],
      [
        'a video',
        Buffer.concat([Buffer.from([0, 0, 0, 0x14]), Buffer.from('ftypisom\0\0\0\0isom'), Buffer.alloc(40)]),
      ],
    ])(
      'answers 415 for %s declared as a JPEG, and stores nothing (not even the pictures before it)',
      async (_what, bytes) => {
        const before = await snapshotDatabase();
        const response = await create({
          ...newPackage,
          images: [dataUrl(PNG), dataUrl(bytes, 'image/jpeg')],
        });
        expect(response.status).toBe(415);
        expect(response.body.message).toMatch(/^(Pictures must be|The file's content is not)/);
        expect(await snapshotDatabase()).toBe(before);
      },
    );

    it('answers 413 for a picture over 10 MB, and stores nothing', async () => {
      const before = await snapshotDatabase();
      const response = await create({
        ...newPackage,
        images: [dataUrl(PNG), dataUrl(jpegOfSize(10 * 1024 * 1024 + 1))],
      });
      expect(response.status).toBe(413);
      expect(response.body.message).toBe('Pictures may be at most 10 MB each.');
      expect(await snapshotDatabase()).toBe(before);
    });

    it('accepts a picture of exactly 10 MB', async () => {
      const response = await create({ ...newPackage, images: [dataUrl(jpegOfSize(10 * 1024 * 1024))] });
      expect(response.status).toBe(201);
    });
  });
});
