import { galleryListSchema, type Pictures, pictureUrl, previewUrl } from '@safa/contract';
import { locatedGif, locatedMp4, locatedWebm, namesThePlace } from '@safa/test-support/located-media';
import sharp from 'sharp';
import { GalleryItemModel } from '../src/modules/gallery/gallery.model';
import { withMediaBatch } from '../src/modules/media/media-batch';
import { GALLERY_MEDIA } from '../src/modules/media/media-policy';
import { clearMedia, countMedia, snapshotDatabase } from './support/db-snapshot';
import { dataUrl, JPEG, OGG } from './support/media-fixtures';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';

describe('what the site serves says nothing of where it was made', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await setUpTestApp();
  });
  afterAll(tearDownTestApp);
  beforeEach(() => Promise.all([GalleryItemModel.deleteMany({}), clearMedia()]));

  const upload = (files: Array<{ bytes: Buffer; filename: string; contentType: string }>) => {
    let request = context.http.post('/api/gallery').set('Authorization', context.adminAuth);
    for (const { bytes, filename, contentType } of files)
      request = request.attach('files', bytes, { filename, contentType });
    return request;
  };
  const served = async (url: string) => (await context.http.get(url).buffer(true)).body as Buffer;
  /** Every address of a picture: itself, each width in each format, its preview. */
  const addressesOf = (url: string, pictures: Pictures = {}) => [
    url,
    previewUrl(url),
    ...(pictures[url]?.widths ?? []).flatMap((width) =>
      (['avif', 'webp'] as const).map((format) => pictureUrl(url, width, format)),
    ),
  ];

  it.each([
    ['an MP4', locatedMp4().bytes, 'trip.mp4', 'video/mp4'],
    ['a WebM', locatedWebm(), 'trip.webm', 'video/webm'],
  ])('serves %s of the same length without the place it was filmed', async (_what, bytes, filename, type) => {
    expect(namesThePlace(bytes)).toBe(true);
    const response = await upload([{ bytes, filename, contentType: type }]);
    expect(response.status).toBe(201);
    const [video] = galleryListSchema.parse(response.body);
    const file = await served(video?.url ?? '');
    expect({ length: file.length, namesThePlace: namesThePlace(file) }).toEqual({
      length: bytes.length,
      namesThePlace: false,
    });
  });

  it('keeps the media data of an MP4 where its chunk offsets point', async () => {
    const { bytes, mediaOffset, media } = locatedMp4({ mediaSize: 600_000 });
    const [video] = galleryListSchema.parse(
      (await upload([{ bytes, filename: 'trip.mp4', contentType: 'video/mp4' }])).body,
    );
    const file = await served(video?.url ?? '');
    expect(file.subarray(mediaOffset, mediaOffset + media.length).equals(media)).toBe(true);
  });

  it('cleans a video sent as inline data too', async () => {
    const url = await withMediaBatch(async (batch) => {
      const stored = await batch.storeInline(dataUrl(locatedMp4().bytes, 'video/mp4'), GALLERY_MEDIA, {
        filename: 'trip.mp4',
        declared: 'video',
      });
      return stored.url;
    });
    expect(namesThePlace(await served(url))).toBe(false);
  });

  it('serves an animated GIF still animated, and neither it nor its widths and preview keep a comment or XMP', async () => {
    const gif = await locatedGif();
    expect(namesThePlace(gif)).toBe(true);
    expect((await upload([{ bytes: gif, filename: 'wave.gif', contentType: 'image/gif' }])).status).toBe(201);
    const [item] = galleryListSchema.parse((await context.http.get('/api/gallery/images')).body);
    const url = item?.url ?? '';
    const addresses = addressesOf(url, item?.pictures);
    expect(addresses.length).toBeGreaterThan(2);
    for (const address of addresses) {
      expect({ address, namesThePlace: namesThePlace(await served(address)) }).toEqual({
        address,
        namesThePlace: false,
      });
    }
    expect((await sharp(await served(url)).metadata()).pages).toBe(2);
  });

  describe('what cannot be cleaned is refused, storing nothing', () => {
    it.each([
      [
        'an Ogg video',
        { bytes: OGG, filename: 'trip.ogv', contentType: 'video/ogg' },
        415,
        'Ogg videos are not accepted, as what they record besides picture and sound cannot be removed here. Save the video as MP4 or WebM and upload it again.',
      ],
      [
        "an MP4 with a track of the camera's GPS positions",
        { bytes: locatedMp4({ trackFormat: 'gpmd' }).bytes, filename: 'gopro.mp4', contentType: 'video/mp4' },
        415,
        'This video carries a track of GPS positions from the camera, which cannot be removed here. Export it without that track (as most editors do) and upload it again.',
      ],
      [
        'an MP4 cut short',
        { bytes: locatedMp4().bytes.subarray(0, 3000), filename: 'cut.mp4', contentType: 'video/mp4' },
        400,
        'A video could not be read: its file is damaged or incomplete.',
      ],
    ])('%s, after a good picture in the same upload', async (_what, file, status, message) => {
      const before = await snapshotDatabase();
      const response = await upload([{ bytes: JPEG, filename: 'ok.jpg', contentType: 'image/jpeg' }, file]);
      expect({ status: response.status, body: response.body }).toEqual({ status, body: { message } });
      expect(await snapshotDatabase()).toBe(before);
      expect(await countMedia()).toEqual({ files: 0, variants: 0, chunks: 0 });
    });
  });
});
