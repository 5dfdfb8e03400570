import { lazy } from 'react';
import { answerTo } from '../../api/page-query';
import { HOME_CRUMB, type LoadedPage, type PublicPage } from '../../site/public-page';
import { oneOf, whole } from '../../site/readings';
import { byOrder } from './gallery-images';

/** The gallery's first picture in the operator's order. */
export const firstGalleryPicture = ({ answers }: LoadedPage) =>
  byOrder(answerTo(answers, { name: 'listGalleryImages' }))[0];

export const galleryPage: PublicPage = {
  path: '/gallery',
  Component: lazy(() => import('./GalleryPage')),
  head: {
    title: 'Gallery',
    description:
      'Pictures and videos from our pilgrims and travellers: Makkah, Madinah, Dubai, Zanzibar and more.',
    trail: [HOME_CRUMB],
  },
  // Pages past 50 or more than 9 rows are no page of the list.
  parameters: { tab: oneOf('videos'), rows: whole(9), page: whole(50) },
  data: { queries: () => [{ name: 'listGalleryImages' }, { name: 'listGalleryVideos' }] },
  linkPreview: (loaded) => {
    const first = firstGalleryPicture(loaded);
    return first?.pictures?.[first.url] ? { src: first.url, prepared: true } : undefined;
  },
  leadPicture: async (loaded) => (await import('./gallery-lead-picture')).galleryLeadPicture(loaded),
};
