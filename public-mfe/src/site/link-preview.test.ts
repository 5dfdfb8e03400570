import type { GalleryItem, Package } from '@safa/contract';
import { makePackage } from '../../test/msw-server';
import type { Answers } from '../api/page-query';
import { loadedPackage, packagePage } from '../pages/package/package.page';
import { pageAt } from '../pages/site-pages';
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
const answers = { listPackages: packages, listGalleryImages: gallery };

/** The link preview of the page at `path`, with `loaded` answers. */
const previewAt = (path: string, loaded: Answers = answers) =>
  linkPreviewOf(pageAt(path), { search: new URLSearchParams(), answers: loaded }, ORIGIN);
const crop = (id: string) => ({ url: `${ORIGIN}${media(id)}?preview`, width: 1200, height: 630 });
const DEFAULT = { url: `${ORIGIN}/link-preview.jpg`, width: 1200, height: 630 };

describe('the picture a shared link shows', () => {
  it('is the first package of the kind with a picture ready on the Hajj, Umrah and vacation pages', () => {
    expect(previewAt('/hajjpackage')).toEqual(crop('h1'));
    expect(previewAt('/umrahpackage')).toEqual(crop('u1'));
    expect(previewAt('/otherpackages')).toEqual(crop('v1'));
  });

  it('is the gallery’s first picture in the operator’s order, and a package’s first photo on its page', () => {
    expect(previewAt('/gallery')).toEqual(crop('g1'));
    expect(linkPreviewOf(packagePage, loadedPackage('v1', packages[3]), ORIGIN)).toEqual(crop('v1'));
  });

  it('is the designed default elsewhere, and where the page’s pictures did not come', () => {
    for (const page of ['/', '/about', '/contact', '/flights', '/contact-info', ''])
      expect(previewAt(page)).toEqual(DEFAULT);
    expect(previewAt('/gallery', {})).toEqual(DEFAULT);
  });

  it('is named in the head with its size, as a large card', () => {
    const head = headHtml(
      pageHeadOf({
        pathname: '/about',
        origin: ORIGIN,
        page: pageAt('/about'),
        linkPreview: previewAt('/about'),
      }),
    );
    expect(head).toContain(`<meta property="og:image" content="${DEFAULT.url}">`);
    expect(head).toContain(
      '<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">',
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
  });
});
