import type { Contact, Departure, Package } from '@safa/contract';
import { BRAND } from '@safa/shared-ui';
import type { Crumb } from '../components/PageHero';
import { FAQ_ITEMS } from '../pages/home/faq-content';
import { emailsOf, phonesOf } from './contacts';
import { availabilityOf, lowestPrice } from './departures';
import { SITE } from './site-info';

/** schema.org descriptions of a page, as JSON-LD (search engines read them from the HTML). */
type JsonLd = Record<string, unknown>;

export function travelAgency(origin: string, contacts: Contact[] = []): JsonLd {
  const phones = phonesOf(contacts);
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    name: BRAND.name,
    url: `${origin}/`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: SITE.address.split(',').slice(0, 2).join(',').trim(),
      addressLocality: BRAND.city,
      addressCountry: 'NG',
    },
    telephone: phones.length > 0 ? phones : [SITE.fallbackWhatsAppNumber],
    ...(emailsOf(contacts).length > 0 && { email: emailsOf(contacts) }),
    openingHours: SITE.openingHours,
    sameAs: [SITE.instagramUrl, SITE.facebookUrl],
  };
}

const seller = { '@type': 'TravelAgency', name: BRAND.name };

/**
 * The package's offer: with departures, from the lowest room price per person up, as available as its
 * seats say (one departure with plenty of seats is in stock; only few left is limited; none is sold
 * out); without, the package's own price.
 */
function offerOf(item: Package, url: string, departures: readonly Departure[]): JsonLd {
  const from = lowestPrice(departures);
  if (from === undefined) {
    return {
      '@type': 'Offer',
      price: item.price,
      priceCurrency: 'NGN',
      availability: 'https://schema.org/InStock',
      url,
      seller,
    };
  }
  const prices = departures.flatMap((departure) => departure.rooms.map((room) => room.price));
  return {
    '@type': 'AggregateOffer',
    lowPrice: from,
    highPrice: Math.max(...prices),
    priceCurrency: 'NGN',
    offerCount: departures.length,
    availability: availabilityOf(departures),
    url,
    seller,
  };
}

export function touristTrip(
  item: Package,
  url: string,
  image: string | undefined,
  departures: readonly Departure[] = [],
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: item.title,
    description: item.description,
    url,
    ...(image && { image }),
    itinerary: item.inclusions.map((inclusion) => ({ '@type': 'Thing', name: inclusion })),
    offers: offerOf(item, url, departures),
  };
}

export function faqPage(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: FAQ_ITEMS.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

export function breadcrumbList(
  trail: Crumb[],
  current: { title: string; url: string },
  origin: string,
): JsonLd {
  const steps = [
    ...trail.map((crumb) => ({ name: crumb.label, url: crumb.to && `${origin}${crumb.to}` })),
    { name: current.title, url: current.url },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      ...(step.url && { item: step.url }),
    })),
  };
}
