import { HttpResponse, http } from 'msw';
import { Route, Routes } from 'react-router-dom';
import { apiPath, makeDeparture, PACKAGES, server } from '../../../test/msw-server';
import { prepared } from '../../../test/prepared';
import { renderOnServer } from '../../../test/render';
import { loadedPackage, packagePage } from '../../pages/package/package.page';
import SinglePackagePage from '../../pages/package/SinglePackagePage';
import { pageHeadOf } from '../../site/page-head';

const DEPARTURES = [
  makeDeparture({ id: 'd1', packageId: 'h1', seatsLeft: 40 }),
  makeDeparture({
    id: 'd2',
    packageId: 'h1',
    departsOn: '2026-11-02',
    returnsOn: '2026-11-23',
    seatsLeft: 3,
  }),
  makeDeparture({ id: 'd3', packageId: 'h1', departsOn: '2027-01-10', returnsOn: undefined, seatsLeft: 0 }),
];

const listing = (departures: typeof DEPARTURES) =>
  server.use(http.get(apiPath('/packages/:id/departures'), () => HttpResponse.json(departures)));

/** The package page as the server sends it (no script has run). */
async function served(route = '/eachpackage?id=h1') {
  const data = await prepared(route);
  const document = await renderOnServer(
    <Routes>
      <Route path="/eachpackage" element={<SinglePackagePage />} />
    </Routes>,
    route,
    data.initialData,
  );
  return { data, document };
}

const cardsOf = (document: Document) =>
  [...document.querySelectorAll('section[aria-labelledby="departures-heading"] li')].map((card) => ({
    text: card.textContent ?? '',
    book: card.querySelector('a')?.getAttribute('href'),
  }));

describe('a package’s departures on its page', () => {
  it('lists each departure in the server’s page: dates, room prices per person, deposit, seats left when few, and Book', async () => {
    listing(DEPARTURES);
    const { document } = await served();
    const [plenty, few, soldOut] = cardsOf(document);
    expect(plenty?.text).toContain('12 Sept 2026 – 3 Oct 2026');
    expect(plenty?.text).toContain('Quad room (4 sharing)₦8,500,000 per person');
    expect(plenty?.text).toContain('Double room (2 sharing)₦10,500,000 per person');
    expect(plenty?.text).toContain('Deposit ₦2,500,000 per person');
    expect(plenty?.text).not.toMatch(/seats? left/);
    expect(plenty?.book).toBe('/book?package=h1&departure=d1');
    expect(few?.text).toContain('3 seats left');
    expect(few?.book).toBe('/book?package=h1&departure=d2');
    expect(soldOut?.text).toContain('Sold out');
    expect(soldOut?.book).toBeUndefined();
  });

  it('shows nothing of departures for a package without any, and keeps its enquiry form', async () => {
    const { document } = await served();
    expect(document.querySelector('#departures-heading')).toBeNull();
    expect(document.querySelector('form[aria-label="Make Enquiries"]')).not.toBeNull();
  });

  it('offers the package from its lowest room price, as available as its seats say', async () => {
    listing(DEPARTURES);
    const { data } = await served();
    const trip = [
      ...new DOMParser()
        .parseFromString(data.head, 'text/html')
        .querySelectorAll('script[type="application/ld+json"]'),
    ]
      .map((script) => JSON.parse(script.textContent ?? '{}'))
      .find((item) => item['@type'] === 'TouristTrip');
    expect(trip?.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: 8_500_000,
      highPrice: 10_500_000,
      priceCurrency: 'NGN',
      offerCount: 3,
      availability: 'https://schema.org/InStock',
    });
  });

  it('offers a package whose departures are all sold out as sold out, and one without departures at its price', () => {
    const item = PACKAGES[0];
    if (!item) throw new Error('no package');
    const offerOf = (departures: typeof DEPARTURES) =>
      pageHeadOf({
        pathname: '/eachpackage',
        origin: 'https://safa.example',
        page: packagePage,
        loaded: loadedPackage(item.id, item, departures),
      }).jsonLd.find((entry) => entry['@type'] === 'TouristTrip')?.offers;
    expect(offerOf([makeDeparture({ id: 'd3', packageId: 'h1', seatsLeft: 0 })])).toMatchObject({
      availability: 'https://schema.org/SoldOut',
    });
    expect(offerOf([])).toMatchObject({ '@type': 'Offer', price: item.price });
  });
});
