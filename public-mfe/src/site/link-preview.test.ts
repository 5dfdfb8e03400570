import type { GalleryItem, Package } from '@safa/contract';
import { makePackage } from '../../test/msw-server';
import { headHtml } from '../ssr/head-html';
import { linkPreviewOf } from './link-preview';
import { pageHeadOf } from './page-head';

const ORIGIN = 'https://safa.example';
const details = { width: 2400, height: 1600, colour: '#986848', widths: [320, 640] };
const media = (id: string) => `/api/media/${id.padStart(24, '0')}`;
const prepared = (id: string, overrides: Partial<Package>) =>
  makePackage({ id, title: id, images: [media(id)], pictures: { [media(id)]: details }, ...overrides });

const packages = [
  makePackage({
    id: 'h0',
    title: 'Hajj without a prepared picture',
    category: 'hajj',
    images: [media('h0')],
  }),
  prepared('h1', { category: 'hajj' }),
  prepared('u1', { category: 'umrah' }),
  prepared('v1', { category: 'vacation' }),
];
const gallery: GalleryItem[] = [
  {
    id: 'g2',
    name: 'Second',
    url: media('g2'),
    order: 2,
    type: 'image',
    pictures: { [media('g2')]: details },
  },
  {
    id: 'g1',
    name: 'First',
    url: media('g1'),
    order: 1,
    type: 'image',
    pictures: { [media('g1')]: details },
  },
];
const initialData = { listPackages: packages, listGalleryImages: gallery };
const crop = (id: string) => ({ url: `${ORIGIN}${media(id)}?preview`, width: 1200, height: 630 });
const DEFAULT = { url: `${ORIGIN}/link-preview.jpg`, width: 1200, height: 630 };

describe('the picture a shared link shows', () => {
  it('is the first package of the kind with a picture ready on the Hajj, Umrah and vacation pages', () => {
    expect(linkPreviewOf('/hajjpackage', { initialData }, ORIGIN)).toEqual(crop('h1'));
    expect(linkPreviewOf('/umrahpackage', { initialData }, ORIGIN)).toEqual(crop('u1'));
    expect(linkPreviewOf('/otherpackages', { initialData }, ORIGIN)).toEqual(crop('v1'));
  });

  it('is the gallery’s first picture in the operator’s order, and a package’s first photo on its page', () => {
    expect(linkPreviewOf('/gallery', { initialData }, ORIGIN)).toEqual(crop('g1'));
    expect(linkPreviewOf('/eachpackage', { initialData: {}, package: packages[3] }, ORIGIN)).toEqual(
      crop('v1'),
    );
  });

  it('is the designed default elsewhere, and where the page’s pictures did not come', () => {
    for (const page of ['/', '/about', '/contact', '/flights', '/contact-info', ''])
      expect(linkPreviewOf(page, { initialData }, ORIGIN)).toEqual(DEFAULT);
    expect(linkPreviewOf('/gallery', { initialData: {} }, ORIGIN)).toEqual(DEFAULT);
  });

  it('is named in the head with its size, as a large card', () => {
    const head = headHtml(
      pageHeadOf({
        pathname: '/about',
        origin: ORIGIN,
        linkPreview: linkPreviewOf('/about', { initialData }, ORIGIN),
      }),
    );
    expect(head).toContain(`<meta property="og:image" content="${DEFAULT.url}">`);
    expect(head).toContain(
      '<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">',
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
  });
});
