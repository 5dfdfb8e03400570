import type { Crumb } from '../components/PageHero';

/** A public page as search engines and link previews see it. */
export interface PageInfo {
  title: string;
  description: string;
  /** The breadcrumb the page shows above its title; none on the home page. */
  trail?: Crumb[];
  /** Kept out of search engines and the sitemap (a form for one departure, a customer's booking). */
  unlisted?: true;
  /**
   * One person's page (a booking's private link): never kept by the shell's page cache nor any shared
   * cache, sent to no other site as a referrer, and out of search engines.
   */
  personal?: true;
}

const HOME: Crumb = { label: 'Home', to: '/' };

/** Every public address of spec §2 (and the contact-info page), with what it says about itself. */
export const PAGES: Record<string, PageInfo> = {
  '/': {
    title: 'Hajj, Umrah and holiday packages from Lagos',
    description:
      'Hajj and Umrah packages, holidays priced in naira, flights and hotels, visas, insurance and airport transfers, arranged from Lagos.',
  },
  '/about': {
    title: 'About us',
    description:
      'A Lagos travel agency since 2011: accredited, a member of the national Hajj commission, and with you from booking to return.',
    trail: [HOME],
  },
  '/gallery': {
    title: 'Gallery',
    description:
      'Pictures and videos from our pilgrims and travellers: Makkah, Madinah, Dubai, Zanzibar and more.',
    trail: [HOME],
  },
  '/contact': {
    title: 'Contact us',
    description:
      'Call, e-mail or write to our Lagos office about Hajj, Umrah, holidays, flights, visas and insurance.',
    trail: [HOME],
  },
  '/contact-info': {
    title: 'Contact info',
    description: 'Our phone numbers and e-mail, to reach the agency directly.',
    trail: [HOME],
  },
  '/flights': {
    title: 'Flights and hotels',
    description:
      'Tell us where and when you travel: we find the flights and the hotel, and help with visas and insurance.',
    trail: [HOME],
  },
  '/hajjpackage': {
    title: 'Hajj packages from Lagos',
    description:
      'Guided Hajj packages with hotels close to the Haram, flights from Lagos and experienced scholars, priced in naira.',
    trail: [HOME, { label: 'Destinations' }],
  },
  '/umrahpackage': {
    title: 'Umrah packages from Lagos',
    description:
      'Umrah packages all year round, Ramadan and family plans included, with flights from Lagos and hotels near the Haram.',
    trail: [HOME, { label: 'Destinations' }],
  },
  '/otherpackages': {
    title: 'Vacation packages',
    description:
      'Holidays priced in naira: Dubai, Zanzibar, Kenya and more, with flights, hotels and tours included.',
    trail: [HOME],
  },
  '/eachpackage': {
    title: 'Package details',
    description: 'What the package includes, its price in naira and how to book it.',
    trail: [HOME, { label: 'Packages', to: '/otherpackages' }],
  },
  '/book': {
    title: 'Book your trip',
    description: 'Book seats on a departure: your room, your travellers and how to reach you.',
    trail: [HOME, { label: 'Packages', to: '/otherpackages' }],
    unlisted: true,
  },
  '/booking': {
    title: 'Your booking',
    description: 'Your booking with us: the trip, the travellers and what is due.',
    trail: [HOME],
    unlisted: true,
    personal: true,
  },
  '/privacy': {
    title: 'Privacy notice',
    description:
      'What personal data we collect when you book, why, who receives it, how long we keep it and your rights under the Nigeria Data Protection Act 2023.',
    trail: [HOME],
  },
};

/** True for a page of one person alone (see `PageInfo.personal`). */
export const isPersonalPage = (url: URL): boolean => PAGES[url.pathname]?.personal === true;

export const NOT_FOUND_PAGE: PageInfo = {
  title: 'Page not found',
  description: 'This page does not exist. Our packages, gallery and contact details are a click away.',
  trail: [HOME],
};
