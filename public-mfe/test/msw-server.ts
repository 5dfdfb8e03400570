import type { Contact, Flier, GalleryItem, Package } from '@safa/contract';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

const api = (path: string) => `${window.location.origin}/api${path}`;

const stamp = '2025-01-01T00:00:00.000Z';

export function makePackage(overrides: Partial<Package> & Pick<Package, 'id' | 'title'>): Package {
  return {
    name: overrides.title,
    description: `About ${overrides.title}`,
    category: 'vacation',
    images: [`/api/media/${overrides.id}`],
    inclusions: ['Flights', 'Hotel'],
    price: 1_500_000,
    numberOfPeople: 2,
    days: '7',
    createdAt: stamp,
    updatedAt: stamp,
    ...overrides,
  };
}

export const PACKAGES: Package[] = [
  makePackage({
    id: 'h1',
    title: 'Premium Hajj 2026',
    category: 'hajj',
    price: 9_500_000,
    numberOfPeople: 1,
  }),
  makePackage({ id: 'u1', title: 'Ramadan Umrah', category: 'umrah', price: 3_200_000 }),
  ...Array.from({ length: 8 }, (_, index) =>
    makePackage({ id: `v${index + 1}`, title: `Vacation ${index + 1}`, numberOfPeople: index === 0 ? 1 : 4 }),
  ),
];

export const galleryItems = (count: number, type: GalleryItem['type'] = 'image'): GalleryItem[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `${type}-${index + 1}`,
    name: `${type === 'image' ? 'Picture' : 'Clip'} ${index + 1}`,
    url: `/api/media/${type}-${index + 1}`,
    // Listed in reverse to prove the page sorts by order.
    order: count - index,
    type,
  }));

export const CONTACTS: Contact[] = [
  { id: 'c1', category: 'Phone', title: '08030000001', createdAt: stamp },
  { id: 'c2', category: 'Phone', title: '08030000002', createdAt: stamp },
  { id: 'c3', category: 'Phone', title: '08030000003', createdAt: stamp },
  { id: 'c4', category: 'Email', title: 'hello@safa.test', createdAt: stamp },
];

export const FLIERS: Flier[] = [
  { id: 'f1', url: '/api/media/f1', category: 'Hajj' },
  { id: 'f2', url: '/api/media/f2', category: 'Umrah' },
  { id: 'f3', url: '/api/media/f3', category: 'Umrah' },
];

/** The happy path of every public call; tests override single calls with `server.use`. */
export const handlers = [
  http.get(api('/packages'), () => HttpResponse.json(PACKAGES)),
  http.get(api('/packages/:id'), ({ params }) => {
    const found = PACKAGES.find((item) => item.id === params.id);
    return found
      ? HttpResponse.json(found)
      : HttpResponse.json({ message: 'Package not found.' }, { status: 404 });
  }),
  http.get(api('/messages/getallcontacts'), () => HttpResponse.json(CONTACTS)),
  http.get(api('/gallery/images'), () => HttpResponse.json(galleryItems(8))),
  http.get(api('/gallery/videos'), () => HttpResponse.json([])),
  http.get(api('/hajj/getallimages'), () => HttpResponse.json(FLIERS)),
  http.get(api('/hajj/getcurrent'), () => HttpResponse.json({ price: 0, numberOfPeople: 0 })),
];

export const server = setupServer(...handlers);

export { api as apiPath };
