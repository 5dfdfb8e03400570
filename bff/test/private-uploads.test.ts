import { galleryListSchema, subscriberSchema } from '@safa/contract';
import { idsMadeJustBefore } from '@safa/test-support/object-ids';
import mongoose, { Types } from 'mongoose';
import sharp from 'sharp';
import { GalleryItemModel } from '../src/modules/gallery/gallery.model';
import { ABANDONED_AFTER_MS, deleteAbandonedFiles } from '../src/modules/media/abandoned-files';
import { newFileId, storeBytes } from '../src/modules/media/gridfs-bucket';
import { servedMedia } from '../src/modules/media/media.storage';
import { stagedUploads } from '../src/modules/media/staging';
import { cameraPhoto, geotaggedPhoto } from './support/camera-photo';
import { clearMedia } from './support/db-snapshot';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';

/** Every GridFS file of this name, with the bucket that holds it. */
async function filesNamed(filename: string): Promise<Array<{ bucket: string; id: string }>> {
  const db = mongoose.connection.db;
  if (!db) throw new Error('not connected');
  const collections = await db.listCollections({}, { nameOnly: true }).toArray();
  const found = [];
  for (const { name } of collections.filter((collection) => collection.name.endsWith('.files'))) {
    const files = await db
      .collection(name)
      .find({ filename }, { projection: { _id: 1 } })
      .toArray();
    const bucket = name.replace(/\.files$/, '');
    found.push(...files.map((file) => ({ bucket, id: String(file._id) })));
  }
  return found;
}

async function eventually<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('uploads are private until they are prepared', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await setUpTestApp();
  });
  afterAll(tearDownTestApp);
  beforeEach(() =>
    Promise.all([
      GalleryItemModel.deleteMany({}),
      clearMedia(),
      stagedUploads.files().deleteMany({}),
      stagedUploads.chunks().deleteMany({}),
    ]),
  );

  const uploadPicture = (filename: string, bytes: Buffer) =>
    context.http
      .post('/api/gallery')
      .set('Authorization', context.adminAuth)
      .attach('files', bytes, { filename, contentType: 'image/jpeg' });

  it('serves a geotagged photo waiting behind a large picture by no URL, not even at the ids just below a fresh public id', async () => {
    const large = await cameraPhoto({ width: 4000, height: 3000 });
    const photo = await geotaggedPhoto();

    const largeAnswer = uploadPicture('large.jpg', large).then((response) => response);
    await eventually(
      async () => ((await filesNamed('large.jpg')).length > 0 ? true : undefined),
      'large.jpg',
    );
    let photoAnswered = false;
    const photoAnswer = uploadPicture('gps.jpg', photo).then((response) => {
      photoAnswered = true;
      return response;
    });
    const waiting = await eventually(async () => {
      const files = await filesNamed('gps.jpg');
      return files.length > 0 ? files : undefined;
    }, 'gps.jpg to arrive');

    // What an outsider can learn (a sign-up's id), and every address they could try with it.
    const signUp = await context.http.post('/api/newsletter').send({ email: 'scan@example.com' });
    const publicId = subscriberSchema.parse(signUp.body).id;
    const addresses = [
      ...waiting.flatMap(({ id }) =>
        ['', '?w=320&f=webp', '?w=640&f=avif', '?preview'].map((q) => `${id}${q}`),
      ),
      ...idsMadeJustBefore(publicId, { count: 64, seconds: 4 }),
    ];
    const served: string[] = [];
    for (const address of addresses) {
      const response = await context.http.get(`/api/media/${address}`);
      if (response.status !== 404) served.push(`${address}: ${response.status}`);
    }
    // The scan ran while the photo waited its turn.
    expect(photoAnswered).toBe(false);
    expect(served).toEqual([]);

    const [largeResponse, photoResponse] = await Promise.all([largeAnswer, photoAnswer]);
    expect([largeResponse.status, photoResponse.status]).toEqual([201, 201]);
    const [item] = galleryListSchema.parse(photoResponse.body);
    const prepared = await context.http.get(item?.url ?? '').buffer(true);
    expect((await sharp(prepared.body as Buffer).metadata()).exif).toBeUndefined();
    // Once prepared, nothing of the upload is kept anywhere but the served copy.
    expect((await filesNamed('gps.jpg')).map(({ bucket }) => bucket)).toEqual(['media']);
  }, 60_000);

  it('gives media ids that share nothing with the ObjectIds of public answers', async () => {
    const created = galleryListSchema.parse((await uploadPicture('gps.jpg', await geotaggedPhoto())).body);
    const signUp = subscriberSchema.parse(
      (await context.http.post('/api/newsletter').send({ email: 'ids@example.com' })).body,
    );
    const media = await mongoose.connection.db
      ?.collection('media.files')
      .find({}, { projection: { _id: 1 } })
      .toArray();
    expect(media?.length).toBeGreaterThan(1);
    expect(created[0]?.url).toBeDefined();
    const processPart = (id: string) => id.slice(8, 18);
    const sharing = (media ?? [])
      .map((file) => String(file._id))
      .filter((id) => processPart(id) === processPart(signUp.id));
    expect(sharing).toEqual([]);
  });

  describe('what a process that died mid-upload left behind', () => {
    const now = new Date();
    const longAgo = new Date(now.getTime() - ABANDONED_AFTER_MS - 60_000);
    const aMinuteAgo = new Date(now.getTime() - 60_000);
    const file = { filename: 'left.jpg', contentType: 'image/jpeg' };

    const stagedAt = async (date: Date) => {
      const id = await storeBytes(stagedUploads, Buffer.from('raw upload'), file);
      await stagedUploads.files().updateOne({ _id: id }, { $set: { uploadDate: date } });
      return id;
    };
    /** The first chunk of a file whose writing began at `date` and never completed. */
    const unfinishedAt = async (bucket: typeof servedMedia, date: Date) => {
      const filesId = newFileId();
      await bucket.chunks().insertOne({
        _id: Types.ObjectId.createFromTime(Math.floor(date.getTime() / 1000)),
        files_id: filesId,
        n: 0,
        data: Buffer.from('half a video'),
      });
      return filesId;
    };
    const variantAt = async (of: Types.ObjectId, date: Date) => {
      const id = await storeBytes(servedMedia, Buffer.from('a width'), {
        ...file,
        metadata: { variantOf: of, width: 320, format: 'webp' },
      });
      await servedMedia.files().updateOne({ _id: id }, { $set: { uploadDate: date } });
      return id;
    };
    const remaining = async () => ({
      staged: (await stagedUploads.files().distinct('_id')).map(String).sort(),
      chunks: [
        ...(await stagedUploads.chunks().distinct('files_id')),
        ...(await servedMedia.chunks().distinct('files_id')),
      ]
        .map(String)
        .sort(),
      variants: (await servedMedia.files().distinct('_id', { 'metadata.variantOf': { $exists: true } }))
        .map(String)
        .sort(),
    });

    it('deletes staged uploads, unfinished files and orphaned widths once they are an hour old, and nothing younger', async () => {
      const picture = await storeBytes(servedMedia, Buffer.from('a prepared picture'), file);
      const kept = {
        staged: await stagedAt(aMinuteAgo),
        unfinished: await unfinishedAt(servedMedia, aMinuteAgo),
        variantOfPicture: await variantAt(picture, longAgo),
        youngOrphan: await variantAt(newFileId(), aMinuteAgo),
      };
      await stagedAt(longAgo);
      await unfinishedAt(stagedUploads, longAgo);
      await unfinishedAt(servedMedia, longAgo);
      await variantAt(newFileId(), longAgo);

      expect(await deleteAbandonedFiles(now)).toEqual({ staged: 1, unfinished: 2, variants: 1 });
      const ids = (...list: Types.ObjectId[]) => list.map(String).sort();
      expect(await remaining()).toEqual({
        staged: ids(kept.staged),
        chunks: ids(kept.staged, kept.unfinished, picture, kept.variantOfPicture, kept.youngOrphan),
        variants: ids(kept.variantOfPicture, kept.youngOrphan),
      });
      expect(await deleteAbandonedFiles(now)).toEqual({ staged: 0, unfinished: 0, variants: 0 });
    });
  });
});
