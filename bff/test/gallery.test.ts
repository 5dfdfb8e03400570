import { galleryItemSchema, galleryListSchema } from '@safa/contract';
import { GalleryItemModel } from '../src/modules/gallery/gallery.model';
import { clearMedia, countMedia, snapshotDatabase } from './support/db-snapshot';
import { expectSamePicture, GIF, JPEG, MP4, NOT_MEDIA, PNG, WEBM } from './support/media-fixtures';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';

describe('gallery', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await setUpTestApp();
  });
  afterAll(tearDownTestApp);
  beforeEach(() => Promise.all([GalleryItemModel.deleteMany({}), clearMedia()]));

  interface UploadFile {
    type: 'image' | 'video';
    data: Buffer;
    poster?: Buffer;
    name?: string;
  }
  /** A multipart upload as the admin sends it: file parts, each poster right after its file. */
  const upload = (files: UploadFile[]) => {
    let request = context.http.post('/api/gallery').set('Authorization', context.adminAuth);
    for (const [index, file] of files.entries()) {
      const filename = file.name ?? `file-${index + 1}`;
      request = request.attach('files', file.data, { filename, contentType: `${file.type}/x-declared` });
      if (file.poster) {
        request = request.attach('poster', file.poster, {
          filename: `${filename}-poster`,
          contentType: 'image/x-declared',
        });
      }
    }
    return files.length > 0 ? request : request.field('note', 'nothing attached');
  };
  const image = (bytes: Buffer = JPEG, name?: string): UploadFile => ({ type: 'image', data: bytes, name });
  const list = async (kind: 'images' | 'videos') =>
    galleryListSchema.parse((await context.http.get(`/api/gallery/${kind}`)).body);

  it('uploads pictures and videos, answering 201 with the created items in their lists', async () => {
    const response = await upload([
      image(JPEG, 'Sunrise'),
      { type: 'video', data: MP4, poster: PNG, name: 'Tawaf' },
      image(GIF),
    ]);

    expect(response.status).toBe(201);
    const created = galleryListSchema.parse(response.body);
    expect(created.map(({ type, name, order }) => ({ type, name, order }))).toEqual([
      { type: 'image', name: 'Sunrise', order: 1 },
      { type: 'video', name: 'Tawaf', order: 1 },
      { type: 'image', name: 'file-3', order: 2 },
    ]);
    expect(created[1]?.poster).toMatch(/^\/api\/media\/[a-f\d]{24}$/);
    expect((await list('images')).map((item) => item.id)).toEqual([created[0]?.id, created[2]?.id]);
    expect((await list('videos')).map((item) => item.id)).toEqual([created[1]?.id]);
    const video = await context.http.get(created[1]?.url ?? '');
    expect(video.headers['content-type']).toBe('video/mp4');
    expect(await countMedia()).toMatchObject({ files: 4 });
  });

  it('places new uploads after the last item of their list', async () => {
    await upload([image(), image()]);
    await GalleryItemModel.updateOne({ order: 2 }, { $set: { order: 40 } });
    const response = await upload([image(PNG)]);
    expect(galleryItemSchema.parse(response.body[0]).order).toBe(41);
  });

  it('saves a new order in one go and answers the reordered list', async () => {
    const { body: created } = await upload([image(JPEG, 'a'), image(PNG, 'b'), image(GIF, 'c')]);
    const [a, b, c] = created as Array<{ id: string }>;

    const response = await context.http
      .post('/api/gallery/order')
      .set('Authorization', context.adminAuth)
      .send({
        items: [
          { id: c?.id, order: 1 },
          { id: a?.id, order: 2 },
          { id: b?.id, order: 3 },
        ],
      });

    expect(response.status).toBe(200);
    expect(galleryListSchema.parse(response.body).map((item) => item.name)).toEqual(['c', 'a', 'b']);
    expect((await list('images')).map((item) => item.name)).toEqual(['c', 'a', 'b']);
  });

  it('refuses an order naming an unknown item with 404 and changes nothing', async () => {
    const { body: created } = await upload([image(JPEG, 'a'), image(PNG, 'b')]);
    const before = await snapshotDatabase();
    const response = await context.http
      .post('/api/gallery/order')
      .set('Authorization', context.adminAuth)
      .send({
        items: [
          { id: created[1].id, order: 1 },
          { id: '0123456789abcdef01234567', order: 2 },
        ],
      });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Gallery item not found.' });
    expect(await snapshotDatabase()).toBe(before);
  });

  it.each([
    ['no items', { items: [] }, 'Nothing to reorder.'],
    [
      'an item twice',
      {
        items: [
          { id: '0123456789abcdef01234567', order: 1 },
          { id: '0123456789ABCDEF01234567', order: 2 },
        ],
      },
      'Each item may appear only once.',
    ],
    ['a malformed id', { items: [{ id: 'x', order: 1 }] }, 'Invalid id.'],
    ['a negative order', { items: [{ id: '0123456789abcdef01234567', order: -1 }] }, undefined],
    ['a fractional order', { items: [{ id: '0123456789abcdef01234567', order: 1.5 }] }, undefined],
  ])('refuses an order with %s (400)', async (_what, body, message) => {
    const response = await context.http
      .post('/api/gallery/order')
      .set('Authorization', context.adminAuth)
      .send(body);
    expect(response.status).toBe(400);
    if (message) expect(response.body.message).toBe(message);
  });

  it('deletes an item with its file and its poster, answering {id, message}', async () => {
    const { body: created } = await upload([{ type: 'video', data: WEBM, poster: JPEG }]);
    expect(await countMedia()).toMatchObject({ files: 2 });
    const response = await context.http
      .delete(`/api/gallery/${created[0].id}`)
      .set('Authorization', context.adminAuth);
    expect(response.body).toEqual({ id: created[0].id, message: 'Gallery item removed.' });
    expect(await countMedia()).toEqual({ files: 0, variants: 0, chunks: 0 });
    expect(
      (await context.http.delete(`/api/gallery/${created[0].id}`).set('Authorization', context.adminAuth))
        .status,
    ).toBe(404);
  });

  it.each([
    ['a text file as a picture', [image(JPEG), image(NOT_MEDIA.text)]],
    ['a video declared as a picture', [image(JPEG), image(MP4)]],
    ['a picture declared as a video', [{ type: 'video', data: JPEG }]],
    ['a Matroska video', [{ type: 'video', data: NOT_MEDIA.matroska }]],
    ['a video as a poster', [{ type: 'video', data: MP4, poster: WEBM }]],
  ] satisfies Array<[string, UploadFile[]]>)(
    'answers 415 for %s and stores nothing',
    async (_what, files) => {
      const before = await snapshotDatabase();
      const response = await upload(files);
      expect(response.status).toBe(415);
      expect(await snapshotDatabase()).toBe(before);
      expect(await countMedia()).toEqual({ files: 0, variants: 0, chunks: 0 });
    },
  );

  it('refuses an upload with no files (400)', async () => {
    const response = await upload([]);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Choose at least one file to upload.');
  });

  describe('the JSON body of spec §7: files of {type, data, poster}', () => {
    const dataUrl = (bytes: Buffer, mime: string) => `data:${mime};base64,${bytes.toString('base64')}`;
    const postJson = (body: unknown) =>
      context.http
        .post('/api/gallery')
        .set('Authorization', context.adminAuth)
        .send(body as object);

    it('stores pictures prepared like any upload, videos with their poster, an empty poster as none', async () => {
      const response = await postJson({
        files: [
          { type: 'image', data: dataUrl(JPEG, 'image/jpeg'), poster: '' },
          { type: 'video/mp4', data: dataUrl(MP4, 'video/mp4'), poster: dataUrl(PNG, 'image/png') },
          { type: 'image/png', data: dataUrl(PNG, 'image/png') },
        ],
      });

      expect(response.status).toBe(201);
      const created = galleryListSchema.parse(response.body);
      expect(created.map(({ type, order }) => ({ type, order }))).toEqual([
        { type: 'image', order: 1 },
        { type: 'video', order: 1 },
        { type: 'image', order: 2 },
      ]);
      expect(created[0]?.poster).toBeUndefined();
      expect(created[1]?.poster).toMatch(/^\/api\/media\/[a-f\d]{24}$/);
      const [picture] = await list('images');
      expect(picture?.pictures?.[picture.url]).toMatchObject({ width: 16, height: 12 });
      await expectSamePicture((await context.http.get(created[1]?.poster ?? '').buffer(true)).body, PNG);
      expect((await context.http.get(created[1]?.url ?? '')).headers['content-type']).toBe('video/mp4');
    });

    it.each([
      ['a text file as a picture', 415, [{ type: 'image', data: dataUrl(NOT_MEDIA.text, 'image/jpeg') }]],
      ['a picture declared as a video', 415, [{ type: 'video', data: dataUrl(JPEG, 'video/mp4') }]],
      [
        'a video as a poster',
        415,
        [{ type: 'video', data: dataUrl(MP4, 'video/mp4'), poster: dataUrl(WEBM, 'video/webm') }],
      ],
      [
        'a picture over 10 MB',
        413,
        [
          {
            type: 'image',
            data: dataUrl(Buffer.concat([JPEG, Buffer.alloc(10 * 1024 * 1024)]), 'image/jpeg'),
          },
        ],
      ],
    ])('refuses %s with %i and keeps none of the files before it', async (_what, status, files) => {
      const before = await snapshotDatabase();
      const response = await postJson({
        files: [{ type: 'image', data: dataUrl(PNG, 'image/png') }, ...files],
      });
      expect(response.status).toBe(status);
      expect(await snapshotDatabase()).toBe(before);
      expect(await countMedia()).toEqual({ files: 0, variants: 0, chunks: 0 });
    });

    it.each([
      ['no files', { files: [] }, 'Choose at least one file to upload.'],
      [
        'a file that is not inline data',
        { files: [{ type: 'image', data: 'https://example.com/a.jpg' }] },
        'Files must be sent as base64 data: URLs.',
      ],
      ['an unknown type', { files: [{ type: 'audio', data: dataUrl(PNG, 'image/png') }] }, undefined],
      [
        'an unknown field',
        { files: [{ type: 'image', data: dataUrl(PNG, 'image/png'), owner: 'me' }] },
        undefined,
      ],
    ])('answers 400 for %s', async (_what, body, message) => {
      const response = await postJson(body);
      expect(response.status).toBe(400);
      if (message) expect(response.body.message).toBe(message);
      expect(await countMedia()).toEqual({ files: 0, variants: 0, chunks: 0 });
    });
  });

  describe('multipart uploads', () => {
    const post = () => context.http.post('/api/gallery').set('Authorization', context.adminAuth);

    it('stores file parts with their types and a poster given after its video', async () => {
      const response = await post()
        .attach('files', JPEG, { filename: 'sunrise.jpg', contentType: 'image/jpeg' })
        .attach('files', MP4, { filename: 'tawaf.mp4', contentType: 'video/mp4' })
        .attach('poster', PNG, { filename: 'tawaf.png', contentType: 'image/png' });

      expect(response.status).toBe(201);
      const created = galleryListSchema.parse(response.body);
      expect(created.map(({ type, name }) => ({ type, name }))).toEqual([
        { type: 'image', name: 'sunrise.jpg' },
        { type: 'video', name: 'tawaf.mp4' },
      ]);
      expect(created[1]?.poster).toMatch(/^\/api\/media\//);
      const poster = await context.http.get(created[1]?.poster ?? '').buffer(true);
      await expectSamePicture(poster.body, PNG);
    });

    it.each([
      ['as typed (NFC)', 'NFC'],
      ['decomposed, as macOS names files (NFD)', 'NFD'],
    ] as const)('keeps a UTF-8 file name whole, sent %s', async (_how, form) => {
      const name = 'Ọjà Lagos – Ẹ̀kọ́.jpg';
      const response = await post().attach('files', JPEG, {
        filename: name.normalize(form),
        contentType: 'image/jpeg',
      });
      expect(response.status).toBe(201);
      expect(galleryListSchema.parse(response.body)[0]?.name).toBe(name.normalize('NFC'));
    });

    it('answers 415 when a part is not what its MIME type says, and keeps none of the parts before it', async () => {
      const before = await snapshotDatabase();
      const response = await post()
        .attach('files', JPEG, { filename: 'ok.jpg', contentType: 'image/jpeg' })
        .attach('files', NOT_MEDIA.pdf, { filename: 'trip.mp4', contentType: 'video/mp4' });
      expect(response.status).toBe(415);
      expect(await snapshotDatabase()).toBe(before);
    });

    it('answers 400 for a poster with no file before it, and for a body without files', async () => {
      const lonePoster = await post().attach('poster', PNG, { filename: 'p.png', contentType: 'image/png' });
      expect(lonePoster.status).toBe(400);
      const noFiles = await post().field('note', 'hello');
      expect(noFiles.status).toBe(400);
      expect(noFiles.body.message).toBe('Choose at least one file to upload.');
      expect(await countMedia()).toEqual({ files: 0, variants: 0, chunks: 0 });
    });

    it('answers 400 for a malformed multipart body', async () => {
      const response = await post().set('Content-Type', 'multipart/form-data').send('no boundary here');
      expect(response.status).toBe(400);
    });
  });
});
