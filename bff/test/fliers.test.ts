import { flierListSchema } from '@safa/contract';
import { FlierModel } from '../src/modules/fliers/flier.model';
import { HajjRecordModel } from '../src/modules/hajj-record/hajj-record.model';
import { clearMedia, countMedia, snapshotDatabase } from './support/db-snapshot';
import {
  dataUrl,
  expectSamePicture,
  GIF,
  JPEG,
  jpegOfSize,
  NOT_MEDIA,
  PNG,
  WEBP,
} from './support/media-fixtures';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';

describe('fliers', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await setUpTestApp();
  });
  afterAll(tearDownTestApp);
  beforeEach(() => Promise.all([FlierModel.deleteMany({}), clearMedia()]));

  const upload = (body: object) =>
    context.http.post('/api/hajj/uploadimages').set('Authorization', context.adminAuth).send(body);

  it('uploads JPEG and PNG fliers, answers 201 with them, and lists them publicly', async () => {
    const response = await upload({ category: 'Umrah', images: [dataUrl(JPEG, 'image/jpeg'), dataUrl(PNG)] });

    expect(response.status).toBe(201);
    const created = flierListSchema.parse(response.body);
    expect(created.map((flier) => flier.category)).toEqual(['Umrah', 'Umrah']);
    const listed = flierListSchema.parse((await context.http.get('/api/hajj/getallimages')).body);
    expect(listed.map((flier) => flier.id)).toEqual(created.map((flier) => flier.id));
    const file = await context.http.get(created[0]?.url ?? '').buffer(true);
    expect(file.headers['content-type']).toBe('image/jpeg');
    await expectSamePicture(file.body, JPEG);
  });

  it.each([
    ['a GIF', GIF],
    ['a WebP picture', WEBP],
    ['a PDF', NOT_MEDIA.pdf],
  ])('answers 415 for %s (fliers are JPEG or PNG only) and stores nothing', async (_what, bytes) => {
    const before = await snapshotDatabase();
    const response = await upload({
      category: 'Hajj',
      images: [dataUrl(JPEG), dataUrl(bytes, 'image/jpeg')],
    });
    expect(response.status).toBe(415);
    expect(response.body.message).toBe('Fliers must be JPEG or PNG pictures.');
    expect(await snapshotDatabase()).toBe(before);
  });

  it('answers 413 for a flier over 10 MB and stores nothing', async () => {
    const before = await snapshotDatabase();
    const response = await upload({
      category: 'Hajj',
      images: [dataUrl(PNG), dataUrl(jpegOfSize(10 * 1024 * 1024 + 1))],
    });
    expect(response.status).toBe(413);
    expect(await snapshotDatabase()).toBe(before);
  });

  it.each([
    ['no category', { images: [dataUrl(JPEG)] }, 'Missing Category: Please select a category.'],
    [
      'an unknown category',
      { category: 'Vacation', images: [dataUrl(JPEG)] },
      'Missing Category: Please select a category.',
    ],
    ['no images', { category: 'Hajj', images: [] }, 'Choose at least one image to upload.'],
    [
      '21 images',
      { category: 'Hajj', images: Array.from({ length: 21 }, () => dataUrl(JPEG)) },
      'Upload at most 20 images at a time.',
    ],
  ])('refuses an upload with %s: 400', async (_what, body, message) => {
    const response = await upload(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await countMedia()).toEqual({ files: 0, variants: 0, chunks: 0 });
  });

  it('deletes a flier and its file, answering {id, message}; 404 afterwards', async () => {
    const { body: created } = await upload({ category: 'Hajj', images: [dataUrl(JPEG)] });
    const path = `/api/hajj/deleteimage/${created[0].id}`;
    const response = await context.http.delete(path).set('Authorization', context.adminAuth);
    expect(response.body).toEqual({ id: created[0].id, message: 'Flier removed.' });
    expect(await countMedia()).toEqual({ files: 0, variants: 0, chunks: 0 });
    expect((await context.http.delete(path).set('Authorization', context.adminAuth)).status).toBe(404);
  });
});

describe('GET /api/hajj/getcurrent', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await setUpTestApp();
  });
  afterAll(tearDownTestApp);

  it('answers price 0 and numberOfPeople 0 when there is no record, then the latest record', async () => {
    expect((await context.http.get('/api/hajj/getcurrent')).body).toEqual({ price: 0, numberOfPeople: 0 });
    await HajjRecordModel.create({ price: 8_500_000, numberOfPeople: 150 });
    const response = await context.http.get('/api/hajj/getcurrent');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ price: 8_500_000, numberOfPeople: 150 });
  });
});
