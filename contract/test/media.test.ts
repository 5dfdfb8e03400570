import {
  flierListSchema,
  flierUploadSchema,
  galleryItemRecordSchema,
  galleryItemSchema,
  galleryListSchema,
  galleryOrderSchema,
  galleryUploadSchema,
} from '../src';
import { problemsByPath, problemsOf } from './issues';

const id = (n: number) => n.toString(16).padStart(24, '0');
const jpeg = 'data:image/jpeg;base64,/9j/4AAQSkZJRg==';

describe('gallery upload as JSON (spec §7)', () => {
  it('takes files of {type, data, poster}, the type as a kind or a MIME type, an empty poster as none', () => {
    const { files } = galleryUploadSchema.parse({
      files: [
        { type: 'image', data: jpeg, poster: '' },
        { type: 'video/mp4', data: jpeg, poster: jpeg },
        { type: 'image/jpeg', data: jpeg },
      ],
    });
    expect(files.map((file) => file.type)).toEqual(['image', 'video', 'image']);
    expect(files.map((file) => Boolean(file.poster))).toEqual([false, true, false]);
  });

  it('refuses no files, a type that is neither, and data that is not inline', () => {
    expect(problemsOf(galleryUploadSchema, { files: [] })).toEqual(['Choose at least one file to upload.']);
    expect(problemsOf(galleryUploadSchema, { files: [{ type: 'audio/mpeg', data: jpeg }] })).toEqual([
      'Each file is an image or a video.',
    ]);
    expect(problemsOf(galleryUploadSchema, { files: [{ type: 'image', data: 'a.jpg' }] })).toEqual([
      'Files must be sent as base64 data: URLs.',
    ]);
    expect(problemsOf(galleryUploadSchema, { files: 'kaaba.jpg' })).toEqual([
      'Choose at least one file to upload.',
    ]);
  });

  it('reads a type only when it is all a kind or a MIME type of one', () => {
    for (const type of ['imagery', 'my-image', 'video/mp4 image', 'image/']) {
      expect(problemsOf(galleryUploadSchema, { files: [{ type, data: jpeg }] })).toEqual([
        'Each file is an image or a video.',
      ]);
    }
  });

  it('takes up to 50 files at once', () => {
    const files = (count: number) => ({
      files: Array.from({ length: count }, () => ({ type: 'image', data: jpeg })),
    });
    expect(problemsOf(galleryUploadSchema, files(50))).toEqual([]);
    expect(problemsOf(galleryUploadSchema, files(51))).toEqual(['Upload at most 50 files at a time.']);
  });

  it('may name each file, trimmed, in up to 200 characters', () => {
    const named = (name: string) =>
      galleryUploadSchema.safeParse({ files: [{ type: 'image', data: jpeg, name }] });
    expect(named('  Kaaba at dawn ').data?.files[0]?.name).toBe('Kaaba at dawn');
    expect(named(` ${'x'.repeat(200)} `).success).toBe(true);
    expect(named('x'.repeat(201)).success).toBe(false);
  });
});

describe('gallery order', () => {
  it('takes the ids of the items with their new places', () => {
    const items = [
      { id: id(1), order: 0 },
      { id: id(2), order: 1 },
    ];
    expect(galleryOrderSchema.parse({ items })).toEqual({ items });
  });

  it('needs something to reorder', () => {
    expect(problemsOf(galleryOrderSchema, { items: [] })).toEqual(['Nothing to reorder.']);
    expect(galleryOrderSchema.safeParse({}).success).toBe(false);
  });

  it('refuses an item listed twice, whatever the case of its id', () => {
    const twice = [
      { id: 'abcdef0123456789abcdef01', order: 1 },
      { id: 'ABCDEF0123456789ABCDEF01', order: 2 },
    ];
    expect(problemsOf(galleryOrderSchema, { items: twice })).toEqual(['Each item may appear only once.']);
  });

  it('takes places that are whole numbers from 0', () => {
    expect(problemsByPath(galleryOrderSchema, { items: [{ id: id(1), order: -1 }] })).toHaveLength(1);
    expect(problemsByPath(galleryOrderSchema, { items: [{ id: id(1), order: 1.5 }] })).toHaveLength(1);
    expect(problemsByPath(galleryOrderSchema, { items: [{ id: 'x1', order: 1 }] })).toEqual([
      'items.0.id: Invalid id.',
    ]);
    expect(galleryOrderSchema.safeParse({ items: [{ id: id(1), order: 1, name: 'x' }] }).success).toBe(false);
  });

  it('takes up to 1000 items at once', () => {
    const items = (count: number) => Array.from({ length: count }, (_, n) => ({ id: id(n), order: n }));
    expect(galleryOrderSchema.safeParse({ items: items(1000) }).success).toBe(true);
    expect(galleryOrderSchema.safeParse({ items: items(1001) }).success).toBe(false);
  });
});

describe('gallery items as answered', () => {
  it('are pictures or videos, a video possibly with a poster', () => {
    const picture = { id: 'g1', name: 'Kaaba', url: '/api/media/x', order: 1, type: 'image' };
    const video = { ...picture, id: 'g2', type: 'video', poster: '/api/media/y' };
    expect(galleryListSchema.parse([picture, video])).toEqual([picture, video]);
    expect(galleryItemSchema.safeParse({ ...picture, type: 'audio' }).success).toBe(false);
  });

  it('have an empty name when stored without one', () => {
    expect(galleryItemRecordSchema.parse({ url: '/api/media/x', order: 1, type: 'image' }).name).toBe('');
  });
});

describe('flier upload (§5)', () => {
  it('takes the pictures and the category', () => {
    expect(flierUploadSchema.parse({ category: 'Umrah', images: [jpeg] })).toEqual({
      category: 'Umrah',
      images: [jpeg],
    });
  });

  it.each([[undefined], [''], ['hajj'], ['Flight']])(
    "answers the category %j with 'Missing Category: Please select a category.'",
    (category) => {
      expect(problemsOf(flierUploadSchema, { category, images: [jpeg] })).toEqual([
        'Missing Category: Please select a category.',
      ]);
    },
  );

  it('needs from 1 to 20 pictures', () => {
    for (const images of [[], undefined]) {
      expect(problemsOf(flierUploadSchema, { category: 'Hajj', images })).toEqual([
        'Choose at least one image to upload.',
      ]);
    }
    expect(flierUploadSchema.safeParse({ category: 'Hajj', images: Array(20).fill(jpeg) }).success).toBe(
      true,
    );
    expect(problemsOf(flierUploadSchema, { category: 'Hajj', images: Array(21).fill(jpeg) })).toEqual([
      'Upload at most 20 images at a time.',
    ]);
  });

  it('takes pictures only as data: URLs', () => {
    expect(problemsByPath(flierUploadSchema, { category: 'Hajj', images: ['/api/media/x'] })).toEqual([
      'images.0: Files must be sent as base64 data: URLs.',
    ]);
  });

  it('answers fliers of Hajj or Umrah', () => {
    const fliers = [
      { id: 'f1', url: '/api/media/x', category: 'Hajj' },
      { id: 'f2', url: '/api/media/y', category: 'Umrah' },
    ];
    expect(flierListSchema.parse(fliers)).toEqual(fliers);
    expect(flierListSchema.safeParse([{ ...fliers[0], category: 'Vacation' }]).success).toBe(false);
  });
});
