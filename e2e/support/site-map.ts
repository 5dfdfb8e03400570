/** Every screen of the site, as the layout sweep and the screenshots walk them. */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { bookAsVisitor, bookingScene, demoPackageId } from './bookings';

export interface SweepPage {
  /** File-name-safe name, used for screenshots and test steps. */
  name: string;
  path: string;
  /** The package the single-package page shows (stored under packageId first, as §2 says). */
  packageId?: string;
}

/** Every public route of the site, with an unknown one (the not-found page). */
export const PUBLIC_ROUTES = [
  '/',
  '/about',
  '/gallery',
  '/contact',
  '/contact-info',
  '/flights',
  '/hajjpackage',
  '/umrahpackage',
  '/otherpackages',
  '/eachpackage',
  '/privacy',
  '/find-booking',
  '/no-such-page',
] as const;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The booking form of a demo departure, a booking's private page (a booking of one traveller made on
 * that departure: its private link is known only when it is made) and a stop link's page.
 */
async function bookingPages(request: APIRequestContext): Promise<SweepPage[]> {
  const packageId = await demoPackageId(request, 'Hajj 2026 Premium Package');
  const departures: { id: string; seatsLeft: number }[] = await (
    await request.get(`/api/packages/${packageId}/departures`)
  ).json();
  // The roomiest: journeys add small departures of their own to the package (pilgrim-file.spec's has
  // four seats, leaves sooner and so comes first), which the sweeps' bookings would sell out.
  const [departure] = departures.toSorted((a, b) => b.seatsLeft - a.seatsLeft);
  if (!departure?.seatsLeft) throw new Error('The demo Hajj package has no departure with seats left');
  const booked = await bookAsVisitor(request, departure.id, [
    { fullName: 'Amina Sweep', passportNumber: 'C1234567' },
  ]);
  return [
    { name: 'book', path: `/book?package=${packageId}&departure=${departure.id}&travellers=2` },
    { name: 'booking', path: new URL(booked.manageUrl).pathname + new URL(booked.manageUrl).search },
    // A stop link's page as an SMS opens it (opening it stops nothing: its button does).
    { name: 'stop', path: `/stop?token=sms.${'A'.repeat(43)}` },
  ];
}

/** The public pages, plus /eachpackage for every package of the (demo) data, and the booking pages. */
export async function publicSweepPages(request: APIRequestContext): Promise<SweepPage[]> {
  const response = await request.get('/api/packages');
  const packages: { id: string; title: string }[] = await response.json();
  return [
    ...PUBLIC_ROUTES.map((route) => ({ name: slug(route) || 'home', path: route })),
    ...(await bookingPages(request)),
    ...packages.map((item) => ({
      name: `eachpackage-${slug(item.title)}`,
      path: '/eachpackage',
      packageId: item.id,
    })),
  ];
}

/** The dashboard's sections (admin-mfe's SECTIONS), under /admin. */
export const ADMIN_SECTIONS = [
  'contacts',
  'fliers',
  'gallery',
  'messages',
  'packages',
  'bookings',
  'newsletter',
  'security',
] as const;

/**
 * Every admin section, and the pages below them: a package's departures and the travel rules, and
 * those a booking makes: a booking's details, a departure's readiness board, rooming list and
 * manifest for paper (a booking of two travellers is made for them).
 */
export async function adminSweepPages(request: APIRequestContext): Promise<SweepPage[]> {
  const scene = await bookingScene(request);
  return [
    ...ADMIN_SECTIONS.map((section) => ({ name: section, path: `/admin/${section}` })),
    { name: 'departures', path: `/admin/packages/${scene.packageId}/departures` },
    { name: 'travel-rules', path: '/admin/packages/travel-rules' },
    { name: 'booking-details', path: `/admin/bookings/${scene.bookingId}` },
    { name: 'readiness', path: `/admin/bookings/readiness/${scene.departureId}` },
    { name: 'rooming', path: `/admin/bookings/rooming/${scene.departureId}` },
    { name: 'manifest', path: `/admin/bookings/manifest/${scene.departureId}` },
  ];
}

/** Opens a public page as a visitor would, the package id stored first when it has one. */
export async function openPublicPage(page: Page, target: SweepPage): Promise<Locator> {
  if (target.packageId) {
    if (page.url() === 'about:blank') await page.goto('/no-such-page');
    await page.evaluate((id) => window.localStorage.setItem('packageId', id), target.packageId);
  }
  await page.goto(target.path);
  return page.getByRole('main').getByRole('heading', { level: 1 }).first();
}
