import { mediaQuerySchema, pictureDetailsSchema } from '../src/media';
import { PICTURE_WIDTHS, pictureSrcSet, pictureUrl, previewUrl } from '../src/picture';

const URL = '/api/media/65a1b2c3d4e5f60718293a4b';

describe('picture addresses', () => {
  it('name a width and a format, or the link-preview crop', () => {
    expect(pictureUrl(URL, 640, 'avif')).toBe(`${URL}?w=640&f=avif`);
    expect(previewUrl(URL)).toBe(`${URL}?preview`);
  });

  it('list every served width of a picture in one format', () => {
    const details = { width: 800, height: 600, colour: '#112233', widths: [320, 640, 800] };
    expect(pictureSrcSet(URL, details, 'webp')).toBe(
      `${URL}?w=320&f=webp 320w, ${URL}?w=640&f=webp 640w, ${URL}?w=800&f=webp 800w`,
    );
  });

  it('are served in six widths from a phone to a desktop', () => {
    expect(PICTURE_WIDTHS).toEqual([320, 640, 800, 960, 1280, 1920]);
  });
});

describe('the media query', () => {
  it.each([
    [{}, {}],
    [
      { w: '640', f: 'avif' },
      { w: 640, f: 'avif' },
    ],
    [{ f: 'webp' }, { f: 'webp' }],
    [{ preview: '' }, { preview: '' }],
  ])('reads %j', (query, parsed) => {
    expect(mediaQuerySchema.parse(query)).toEqual(parsed);
  });

  it.each([
    { w: '0' },
    { w: '10001' },
    { w: '64.5' },
    { w: 'wide' },
    { f: 'gif' },
    { preview: '1' },
    { size: '9' },
  ])('refuses %j', (query) => {
    expect(mediaQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('picture details', () => {
  it('need a size, a #rrggbb colour and the served widths', () => {
    expect(
      pictureDetailsSchema.safeParse({ width: 10, height: 10, colour: '#a1b2c3', widths: [10] }).success,
    ).toBe(true);
    for (const colour of ['red', '#abc', '#ABCDEF0', 'x#a1b2c3', '#a1b2c3x']) {
      expect(pictureDetailsSchema.safeParse({ width: 10, height: 10, colour, widths: [10] }).success).toBe(
        false,
      );
    }
  });
});
