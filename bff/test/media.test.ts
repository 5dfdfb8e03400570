import { storeBuffer } from '../src/modules/media/media.storage';
import { detectMediaType } from '../src/modules/media/media-type';
import {
  AVIF,
  GIF,
  JPEG,
  MOV,
  MP4,
  NOT_MEDIA,
  OGG,
  PNG,
  patternBytes,
  WEBM,
  WEBP,
} from './support/media-fixtures';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';

describe('recognising files by their bytes', () => {
  it.each([
    ['JPEG', JPEG, 'image/jpeg'],
    ['PNG', PNG, 'image/png'],
    ['GIF', GIF, 'image/gif'],
    ['WebP', WEBP, 'image/webp'],
    ['AVIF', AVIF, 'image/avif'],
    ['MP4', MP4, 'video/mp4'],
    ['MOV', MOV, 'video/quicktime'],
    ['WebM', WEBM, 'video/webm'],
    ['Ogg', OGG, 'video/ogg'],
  ])('recognises %s', (_name, bytes, mime) => {
    expect(detectMediaType(bytes)?.mime).toBe(mime);
  });

  it.each(Object.entries(NOT_MEDIA))('recognises nothing in %s', (_name, bytes) => {
    expect(detectMediaType(bytes)).toBeUndefined();
  });

  it('recognises nothing in a file cut before its signature ends', () => {
    expect(detectMediaType(PNG.subarray(0, 5))).toBeUndefined();
    expect(detectMediaType(MP4.subarray(0, 10))).toBeUndefined();
  });
});

describe('GET /api/media/:id', () => {
  let context: TestContext;
  const video = Buffer.concat([MP4, patternBytes(300_000)]);
  let url: string;

  beforeAll(async () => {
    context = await setUpTestApp();
    url = await storeBuffer(video, { filename: 'tawaf.mp4', contentType: 'video/mp4' });
  });
  afterAll(tearDownTestApp);

  it('streams the whole file with its type, a strong ETag, immutable caching and nosniff', async () => {
    const response = await context.http.get(url).buffer(true);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(video);
    expect(response.headers).toMatchObject({
      'content-type': 'video/mp4',
      'content-length': String(video.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
      etag: `"${url.split('/').pop()}"`,
    });
  });

  it.each([
    ['bytes=1000-1999', 1000, 1999],
    ['bytes=299000-', 299_000, video.length - 1],
    ['bytes=-500', video.length - 500, video.length - 1],
    ['bytes=270000-999999999', 270_000, video.length - 1],
  ])('answers a Range of %s with 206 and exactly those bytes (a video seeks)', async (range, start, end) => {
    const response = await context.http.get(url).set('Range', range).buffer(true);
    expect(response.status).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes ${start}-${end}/${video.length}`);
    expect(response.headers['content-length']).toBe(String(end - start + 1));
    expect(response.body).toEqual(video.subarray(start, end + 1));
  });

  it('answers 416 for a range past the end', async () => {
    const response = await context.http.get(url).set('Range', `bytes=${video.length}-`);
    expect(response.status).toBe(416);
    expect(response.headers['content-range']).toBe(`bytes */${video.length}`);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const { headers } = await context.http.get(url);
    const response = await context.http.get(url).set('If-None-Match', headers.etag ?? '');
    expect(response.status).toBe(304);
  });

  it('never compresses media, even for a client that accepts it', async () => {
    const response = await context.http.get(url).set('Accept-Encoding', 'br, gzip');
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('answers 404 for an unknown file and 400 for a malformed id', async () => {
    expect((await context.http.get('/api/media/0123456789abcdef01234567')).status).toBe(404);
    expect((await context.http.get('/api/media/..%2F..%2Fetc')).status).toBe(400);
  });
});
