import { PICTURE_WIDTHS, packageSchema, pictureUrl, previewUrl } from '@safa/contract';
import { gifScreenBomb } from '@safa/test-support/located-media';
import type { Types } from 'mongoose';
import sharp from 'sharp';
import { createLogger } from '../src/logger';
import { FlierModel } from '../src/modules/fliers/flier.model';
import { GalleryItemModel } from '../src/modules/gallery/gallery.model';
import { mediaIdFromUrl, storeBuffer } from '../src/modules/media/media.storage';
import { startPictureMigration } from '../src/modules/media/picture-migration';
import { PackageModel } from '../src/modules/packages/package.model';
import { cameraPhoto, geotaggedPhoto, pixelBombPng } from './support/camera-photo';
import { clearMedia, countMedia, snapshotDatabase } from './support/db-snapshot';
import { DAMAGED_PICTURES, dataUrl, JPEG, MP4, PNG } from './support/media-fixtures';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';

const KB = 1024;
const DAMAGED_MESSAGE = 'A picture could not be read: its file is damaged or incomplete.';
const LIMIT_MESSAGE =
  'Pictures may be at most 12,000 pixels a side and 50 megapixels; this one is 65,535 × 65,535.';

const packageWith = (images: string[]) => ({
  title: 'Dubai City Break',
  description: 'Five nights of skyline views.',
  category: 'vacation' as const,
  images,
  inclusions: ['Return flights'],
  price: 1_500_000,
  numberOfPeople: 2,
  days: '6',
});

describe('pictures', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await setUpTestApp();
  });
  afterAll(tearDownTestApp);
  beforeEach(() =>
    Promise.all([
      PackageModel.deleteMany({}),
      FlierModel.deleteMany({}),
      GalleryItemModel.deleteMany({}),
      clearMedia(),
    ]),
  );

  const admin = (request: import('supertest').Test) => request.set('Authorization', context.adminAuth);
  const served = async (url: string) => {
    const response = await context.http.get(url).buffer(true);
    return {
      response,
      bytes: response.body as Buffer,
      meta: await sharp(response.body as Buffer).metadata(),
    };
  };

  it('serves a 900 KB camera photo to a 412 px phone (DPR 2) as AVIF or WebP of at most 60 KB', async () => {
    const photo = await cameraPhoto();
    expect(photo.length).toBeGreaterThan(850 * KB);

    const response = await admin(context.http.post('/api/packages')).send(
      packageWith([dataUrl(photo, 'image/jpeg')]),
    );
    expect(response.status).toBe(201);

    const created = packageSchema.parse(response.body);
    const [url = ''] = created.images;
    expect(created.pictures?.[url]).toEqual({
      width: 2400,
      height: 1600,
      colour: expect.stringMatching(/^#[\da-f]{6}$/),
      widths: [...PICTURE_WIDTHS],
    });
    // 412 CSS px × 2 = 824 device px: the browser picks the 960 px width.
    for (const format of ['avif', 'webp'] as const) {
      const { response: variant, bytes, meta } = await served(pictureUrl(url, 824, format));
      expect(variant.headers['content-type']).toBe(`image/${format}`);
      expect(variant.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(meta.width).toBe(960);
      expect(bytes.length).toBeLessThanOrEqual(60 * KB);
    }
    const preview = await served(previewUrl(url));
    expect(preview.response.headers['content-type']).toBe('image/jpeg');
    expect([preview.meta.width, preview.meta.height]).toEqual([1200, 630]);
    expect((await served(pictureUrl(url, 5000, 'webp'))).meta.width).toBe(1920);
  });

  it('never serves a picture wider than it is, and answers 400 for an unknown format', async () => {
    const response = await admin(context.http.post('/api/packages')).send(
      packageWith([dataUrl(JPEG, 'image/jpeg')]),
    );
    const created = packageSchema.parse(response.body);
    const [url = ''] = created.images;
    expect(created.pictures?.[url]?.widths).toEqual([16]);
    expect((await served(pictureUrl(url, 640, 'avif'))).meta.width).toBe(16);
    expect((await context.http.get(`${url}?f=gif`)).status).toBe(400);
  });

  type Send = () => import('supertest').Test;
  /**
   * Every upload call a picture can arrive by, each as a function that makes what the call needs
   * (an edit needs its package) and returns the request carrying `picture`.
   */
  const picturePaths = (picture: Buffer, mime: string): Array<[string, () => Promise<Send>]> => [
    [
      'a new package',
      async () => () => admin(context.http.post('/api/packages')).send(packageWith([dataUrl(picture, mime)])),
    ],
    [
      'an edited package',
      async () => {
        const created = packageSchema.parse(
          (await admin(context.http.post('/api/packages')).send(packageWith([dataUrl(PNG, 'image/png')])))
            .body,
        );
        return () =>
          admin(context.http.put(`/api/packages/${created.id}`)).send(
            packageWith([...created.images, dataUrl(picture, mime)]),
          );
      },
    ],
    [
      'fliers',
      async () => () =>
        admin(context.http.post('/api/hajj/uploadimages')).send({
          category: 'Hajj',
          images: [dataUrl(picture, mime)],
        }),
    ],
    [
      'a gallery picture',
      async () => () =>
        admin(context.http.post('/api/gallery')).attach('files', picture, {
          filename: 'picture',
          contentType: mime,
        }),
    ],
    [
      'a video poster',
      async () => () =>
        admin(context.http.post('/api/gallery'))
          .attach('files', MP4, { filename: 'clip.mp4', contentType: 'video/mp4' })
          .attach('poster', picture, { filename: 'poster', contentType: mime }),
    ],
  ];

  /** Sends the upload and answers its status and body, after checking that it changed nothing stored. */
  const refusedWithoutTrace = async (prepare: () => Promise<Send>) => {
    const send = await prepare();
    const before = await snapshotDatabase();
    const response = await send();
    expect(await snapshotDatabase()).toBe(before);
    expect((await context.http.get('/api/health')).status).toBe(200);
    return { status: response.status, body: response.body };
  };

  describe.each([
    ['a PNG claiming 65535×65535 pixels', pixelBombPng(), 'image/png'],
    ['a 35-byte GIF declaring a 65535×65535 screen', gifScreenBomb(), 'image/gif'],
  ])('%s', (_what, bomb, mime) => {
    const flierRefusal = { status: 415, body: { message: 'Fliers must be JPEG or PNG pictures.' } };

    it.each(picturePaths(bomb, mime))(
      'is refused as %s with 413 naming the limit, storing nothing',
      async (path, prepare) => {
        expect(bomb.length).toBeLessThan(1000);
        expect(await refusedWithoutTrace(prepare)).toEqual(
          path === 'fliers' && mime === 'image/gif'
            ? flierRefusal
            : { status: 413, body: { message: LIMIT_MESSAGE } },
        );
      },
    );
  });

  describe('a picture that cannot be read', () => {
    const cases = Object.entries(DAMAGED_PICTURES).flatMap(([what, { bytes, mime }]) =>
      picturePaths(bytes, mime).map(([path, prepare]) => [what, path, mime, prepare] as const),
    );

    it.each(cases)(
      '%s is refused as %s with a 4xx saying so, storing nothing',
      async (_what, path, mime, prepare) => {
        const flierOfOtherType = path === 'fliers' && !['image/jpeg', 'image/png'].includes(mime);
        expect(await refusedWithoutTrace(prepare)).toEqual(
          flierOfOtherType
            ? { status: 415, body: { message: 'Fliers must be JPEG or PNG pictures.' } }
            : { status: 400, body: { message: DAMAGED_MESSAGE } },
        );
      },
    );
  });

  it('keeps no EXIF (so no GPS position) in the stored picture or any of its variants', async () => {
    const photo = await geotaggedPhoto();
    expect((await sharp(photo).metadata()).exif?.length).toBeGreaterThan(0);
    const created = packageSchema.parse(
      (await admin(context.http.post('/api/packages')).send(packageWith([dataUrl(photo, 'image/jpeg')])))
        .body,
    );
    const [url = ''] = created.images;
    const addresses = [
      url,
      previewUrl(url),
      ...[320, 640].flatMap((width) =>
        ['avif', 'webp'].map((format) => pictureUrl(url, width, format as 'avif')),
      ),
    ];
    for (const address of addresses) {
      const { meta, bytes } = await served(address);
      expect({ address, exif: meta.exif, gps: bytes.includes(Buffer.from('GPS')) }).toEqual({
        address,
        exif: undefined,
        gps: false,
      });
    }
  });

  describe('the start-up migration', () => {
    const logger = createLogger('silent');
    const storeRaw = (bytes: Buffer) =>
      storeBuffer(bytes, { filename: 'old.jpg', contentType: 'image/jpeg' });
    const picturesOfPackage = async (id: unknown) =>
      packageSchema.parse((await context.http.get(`/api/packages/${String(id)}`)).body).pictures ?? {};

    it('gives pictures stored before variants existed their widths, once, and resumes an interrupted one', async () => {
      const urls = [await storeRaw(JPEG), await storeRaw(JPEG)];
      // An interrupted run: some widths stored, no details recorded.
      await storeBuffer(JPEG, {
        filename: 'old.jpg 16w.webp',
        contentType: 'image/webp',
        metadata: { variantOf: mediaIdFromUrl(urls[0] ?? '') as Types.ObjectId, width: 16, format: 'webp' },
      });
      const { _id: id } = await PackageModel.create({ ...packageWith(urls), name: 'Old pictures' });
      expect(await picturesOfPackage(id)).toEqual({});

      await startPictureMigration(logger).done;
      expect(Object.keys(await picturesOfPackage(id))).toEqual(urls);
      // Each: one width in two formats, and the preview.
      expect(await countMedia()).toMatchObject({ files: 2, variants: 6 });

      const before = await snapshotDatabase();
      await startPictureMigration(logger).done;
      expect(await snapshotDatabase()).toBe(before);
    });
  });
});
