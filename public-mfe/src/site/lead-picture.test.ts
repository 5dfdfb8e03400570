import type { GalleryItem, Package } from '@safa/contract';
import { drawnWidth } from '../../test/drawn-width';
import type { Answers } from '../api/page-query';
import { loadedPackage } from '../pages/package/package.page';
import { pageAt } from '../pages/site-pages';
import { headHtml } from '../ssr/head-html';
import { pageHeadOf } from './page-head';
import type { LeadPicture, LoadedPage } from './public-page';

/** The lead picture of the page at `path`, with what it `loaded`. */
const leadAt = async (path: string, loaded: LoadedPage) => pageAt(path)?.leadPicture?.(loaded);
const withAnswers = (answers: Answers): LoadedPage => ({ search: new URLSearchParams(), answers });

const details = { width: 2400, height: 1600, colour: '#986848', widths: [320, 640] };
const picture = (id: string) => `/api/media/${id.padStart(24, '0')}`;

const galleryItem = (id: string, order: number): GalleryItem => ({
  id,
  name: `Picture ${id}`,
  url: picture(id),
  type: 'image',
  order,
  pictures: { [picture(id)]: details },
});

const item = {
  id: 'p1',
  title: 'Dubai City Break',
  images: [picture('a'), picture('b')],
  pictures: { [picture('a')]: details },
} as unknown as Package;

describe('the page’s largest picture, named in its head', () => {
  it('is a package page’s first photo, at the carousel’s sizes', async () => {
    const lead = await leadAt('/eachpackage', loadedPackage(item.id, item));
    expect(lead).toMatchObject({ src: picture('a'), details });
    // Between the carousel's buttons on a 412 px phone: 380 px of column, 88 of buttons, 16 of gutters.
    expect(drawnWidth(lead?.sizes ?? '', 412)).toBe(276);
  });

  it('is the gallery’s first picture in the operator’s order, at the tiles’ sizes', async () => {
    const listGalleryImages = [galleryItem('c', 2), galleryItem('d', 1)];
    const lead = await leadAt('/gallery', withAnswers({ listGalleryImages }));
    expect(lead).toMatchObject({ src: picture('d'), details });
    expect(drawnWidth(lead?.sizes ?? '', 412)).toBe(380);
  });

  it('is none on a page that leads with text or an illustration, or whose data did not come', async () => {
    expect(await leadAt('/', withAnswers({}))).toBeUndefined();
    expect(await leadAt('/gallery', withAnswers({}))).toBeUndefined();
    expect(await leadAt('/eachpackage', loadedPackage(item.id))).toBeUndefined();
  });

  it('is preloaded as AVIF at its widths, once it is prepared', () => {
    const head = (leadPicture: LeadPicture) =>
      headHtml(
        pageHeadOf({
          pathname: '/gallery',
          origin: 'https://safa.example',
          page: pageAt('/gallery'),
          leadPicture,
        }),
      );
    expect(head({ src: picture('d'), details, sizes: '100vw' })).toContain(
      `<link rel="preload" as="image" type="image/avif" fetchpriority="high" imagesrcset="${picture('d')}?w=320&amp;f=avif 320w, ${picture('d')}?w=640&amp;f=avif 640w" imagesizes="100vw">`,
    );
    expect(head({ src: picture('d'), details: undefined, sizes: '100vw' })).not.toContain('rel="preload"');
  });
});
