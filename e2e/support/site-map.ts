/** Every screen of the site, as the layout sweep and the screenshots walk them. */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { bookingScene } from './bookings';

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
  '/no-such-page',
] as const;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** The public pages, plus /eachpackage for every package of the (demo) data. */
export async function publicSweepPages(request: APIRequestContext): Promise<SweepPage[]> {
  const response = await request.get('/api/packages');
  const packages: { id: string; title: string }[] = await response.json();
  return [
    ...PUBLIC_ROUTES.map((route) => ({ name: slug(route) || 'home', path: route })),
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
] as const;

/**
 * Every admin section, and the pages below them that a booking makes: a package's departures, a
 * booking's details, a departure's manifest for paper (a booking of two travellers is made for them).
 */
export async function adminSweepPages(request: APIRequestContext): Promise<SweepPage[]> {
  const scene = await bookingScene(request);
  return [
    ...ADMIN_SECTIONS.map((section) => ({ name: section, path: `/admin/${section}` })),
    { name: 'departures', path: `/admin/packages/${scene.packageId}/departures` },
    { name: 'booking-details', path: `/admin/bookings/${scene.bookingId}` },
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
