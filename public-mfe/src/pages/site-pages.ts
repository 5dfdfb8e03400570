/**
 * Every page of the site, each declared by a module of its folder (see site/public-page.ts). A new page
 * is a folder and a line here: its route, its key, its data, its head and its place in the sitemap
 * follow from it.
 */
import type { PublicPage } from '../site/public-page';
import { aboutPage } from './about/about.page';
import { bookPage } from './book/book.page';
import { bookingPage } from './booking/booking.page';
import { contactInfoPage, contactPage } from './contact/contact.page';
import { findBookingPage } from './find-booking/find-booking.page';
import { flightsPage } from './flights/flights.page';
import { galleryPage } from './gallery/gallery.page';
import { hajjPage } from './hajj/hajj.page';
import { homePage } from './home/home.page';
import { otherPackagesPage } from './other-packages/other-packages.page';
import { packagePage } from './package/package.page';
import { privacyPage } from './privacy/privacy.page';
import { stopPage } from './stop/stop.page';
import { umrahPage } from './umrah/umrah.page';

export const SITE_PAGES: readonly PublicPage[] = [
  homePage,
  aboutPage,
  galleryPage,
  contactPage,
  contactInfoPage,
  flightsPage,
  hajjPage,
  umrahPage,
  otherPackagesPage,
  packagePage,
  bookPage,
  bookingPage,
  findBookingPage,
  privacyPage,
  stopPage,
];

const BY_PATH = new Map<string, PublicPage>(SITE_PAGES.map((page) => [page.path, page]));

/** Personal pages by their path in lower case: one is found however its address was retyped. */
const PERSONAL_BY_PATH = new Map(
  SITE_PAGES.filter(({ personal }) => personal).map((page) => [page.path.toLowerCase(), page]),
);

/**
 * The page at `pathname`, if the site has one there; a personal page whatever the case of its path (its
 * address is copied from a message, where it may come capitalised; it is never kept, so no cache holds
 * it under that spelling).
 */
export const pageAt = (pathname: string): PublicPage | undefined =>
  BY_PATH.get(pathname) ?? PERSONAL_BY_PATH.get(pathname.toLowerCase());
