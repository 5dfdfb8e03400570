import type { Server } from 'node:http';
import { galleryListSchema } from '@safa/contract';
import { GalleryItemModel } from '../src/modules/gallery/gallery.model';
import { clearMedia, countMedia, snapshotDatabase } from './support/db-snapshot';
import { JPEG, mp4Head, PNG } from './support/media-fixtures';
import { generatedFile, postMultipartStream } from './support/multipart-stream';
import { peakMemoryGrowth } from './support/peak-memory';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';

const MB = 1024 * 1024;

describe('large uploads', () => {
  let context: TestContext;
  let server: Server;

  beforeAll(async () => {
    context = await setUpTestApp();
    server = context.app.listen(0);
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await tearDownTestApp();
  });
  beforeEach(() => Promise.all([GalleryItemModel.deleteMany({}), clearMedia()]));

  it('streams a 30 MB multipart video into GridFS while memory grows far less than the file', async () => {
    const size = 30 * MB;
    const { result, rss, arrayBuffers } = await peakMemoryGrowth(
      () =>
        postMultipartStream(server, '/api/gallery', context.adminAuth, [
          {
            name: 'files',
            filename: 'hajj-2025.mp4',
            contentType: 'video/mp4',
            content: generatedFile(mp4Head(size), size),
          },
        ]),
      { everyMs: 10 },
    );

    expect(result.status).toBe(201);
    const [item] = galleryListSchema.parse(result.body);
    expect(item?.type).toBe('video');
    const head = await context.http.head(item?.url ?? '');
    expect(head.headers['content-length']).toBe(String(size));
    // Holding the file would take at least `size` bytes at once; streaming holds a few chunks.
    expect(arrayBuffers).toBeLessThan(size / 2);
    expect(rss).toBeLessThan(size / 2);
  }, 60_000);

  it.each([
    [
      'a picture over 10 MB (after a good one)',
      [
        {
          name: 'files',
          filename: 'ok.png',
          contentType: 'image/png',
          content: generatedFile(PNG, PNG.length),
        },
        {
          name: 'files',
          filename: 'huge.jpg',
          contentType: 'image/jpeg',
          content: generatedFile(JPEG, 10 * MB + 1),
        },
      ],
      'Pictures may be at most 10 MB each.',
    ],
    [
      'a video over 100 MB',
      [
        {
          name: 'files',
          filename: 'long.mp4',
          contentType: 'video/mp4',
          content: generatedFile(mp4Head(100 * MB + 1), 100 * MB + 1),
        },
      ],
      'Videos may be at most 100 MB each.',
    ],
  ])(
    'answers 413 for %s in a multipart upload and leaves no file or chunk behind',
    async (_what, parts, message) => {
      const before = await snapshotDatabase();
      const response = await postMultipartStream(server, '/api/gallery', context.adminAuth, parts);
      expect(response).toEqual({ status: 413, body: { message } });
      expect(await snapshotDatabase()).toBe(before);
      expect(await countMedia()).toEqual({ files: 0, variants: 0, chunks: 0 });
    },
    120_000,
  );

  it('answers 413 for a JSON body over 1 MB on a call that is not an upload', async () => {
    const response = await context.http.post('/api/messages').send({
      name: 'A',
      phone: '1',
      email: 'a@b.co',
      category: 'contactmessage',
      message: 'x'.repeat(1.1 * MB),
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'The request is too large.' });
  });
});
