import { expect, test } from '@playwright/test';
import { watchConsole } from '../support/console';
import { expectAppRunning } from '../support/public-app';
import { sendFrom } from '../support/send-from';
import { PUBLIC_ROUTES } from '../support/site-map';
import { PORTS, URLS } from '../support/stack';

interface ApiPackage {
  id: string;
  title: string;
  price: number;
  description: string;
  images: string[];
  updatedAt: string;
}

const naira = (amount: number) => `₦${amount.toLocaleString('en-NG')}`;
const metaContent = (html: string, attribute: string, key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? '{}') as Record<string, unknown>,
  );
const unescapeHtml = (text: string) => text.replaceAll('&amp;', '&').replaceAll('&quot;', '"');

/** The JSON-LD fields that name an address of the site itself (not `sameAs`, its social profiles). */
const OWN_ADDRESS_FIELDS = new Set(['url', 'item', 'image', 'logo', '@id']);
const ownAddressesIn = (data: unknown, field = ''): string[] => {
  if (typeof data === 'string') return OWN_ADDRESS_FIELDS.has(field) ? [data] : [];
  if (Array.isArray(data)) return data.flatMap((item) => ownAddressesIn(item, field));
  if (typeof data !== 'object' || data === null) return [];
  return Object.entries(data).flatMap(([name, value]) => ownAddressesIn(value, name));
};

/** The addresses a page gives of itself: canonical, Open Graph, Twitter card and JSON-LD. */
const ownAddressesOf = (html: string) =>
  [
    /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    metaContent(html, 'property', 'og:url'),
    metaContent(html, 'property', 'og:image'),
    metaContent(html, 'name', 'twitter:image'),
    ...jsonLd(html).flatMap((data) => ownAddressesIn(data)),
  ].filter((address): address is string => address !== undefined);

test.describe('the HTML the server sends (no browser, as a search engine or a link preview reads it)', () => {
  for (const route of PUBLIC_ROUTES.filter((path) => path !== '/eachpackage' && path !== '/no-such-page')) {
    test(`${route} carries its content, title and meta tags`, async ({ request }) => {
      const response = await request.get(route);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain('data-server-rendered="true"');
      expect(html).toMatch(
        /<title>[^<]+\| Safa Travels &amp; Tours<\/title>|<title>Safa Travels &amp; Tours — /,
      );
      expect(metaContent(html, 'name', 'description')?.length).toBeGreaterThan(40);
      expect(html).toContain('<link rel="canonical" href="http');
      expect(metaContent(html, 'property', 'og:locale')).toBe('en_NG');
      expect(jsonLd(html).map((data) => data['@type'])).toContain('TravelAgency');
      // The page's own words, not an empty root waiting for JavaScript.
      expect(html).toMatch(/<h1[^>]*>[^<]+/);
      expect(html).not.toContain('Please enable JavaScript');
    });
  }

  test('a package link carries its title, price in naira, description, picture and offer', async ({
    request,
  }) => {
    const [item]: ApiPackage[] = await (await request.get('/api/packages')).json();
    if (!item) throw new Error('no package in the demo data');
    const html = await (await request.get(`/eachpackage?id=${item.id}`)).text();
    expect(unescapeHtml(html)).toContain(`<title>${item.title} | Safa Travels & Tours</title>`);
    expect(unescapeHtml(metaContent(html, 'property', 'og:title') ?? '')).toBe(
      `${item.title} | Safa Travels & Tours`,
    );
    expect(unescapeHtml(metaContent(html, 'property', 'og:description') ?? '')).toContain(naira(item.price));
    expect(metaContent(html, 'property', 'og:type')).toBe('product');
    expect(metaContent(html, 'property', 'og:url')).toMatch(
      new RegExp(`^http://[^/]+/eachpackage\\?id=${item.id}$`),
    );
    const preview = metaContent(html, 'property', 'og:image') ?? '';
    expect(preview).toMatch(new RegExp(`^http://[^/]+${item.images[0]}\\?preview$`));
    expect([
      metaContent(html, 'property', 'og:image:width'),
      metaContent(html, 'property', 'og:image:height'),
    ]).toEqual(['1200', '630']);
    const crop = await request.get(preview);
    expect(crop.headers()['content-type']).toBe('image/jpeg');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    // The browser starts on the first picture with the page, at the width it will draw it.
    expect(html).toMatch(
      /<link rel="preload" as="image" type="image\/avif" fetchpriority="high" imagesrcset="[^"]*\?w=960&amp;f=avif 960w/,
    );
    expect(unescapeHtml(html)).toContain(item.description.slice(0, 60));
    expect(html).toContain(naira(item.price));
    const trip = jsonLd(html).find((data) => data['@type'] === 'TouristTrip');
    expect(trip).toMatchObject({
      name: item.title,
      offers: { '@type': 'Offer', price: item.price, priceCurrency: 'NGN' },
    });
    expect(jsonLd(html).map((data) => data['@type'])).toContain('BreadcrumbList');
  });

  test('the home page describes its FAQ', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const faq = jsonLd(html).find((data) => data['@type'] === 'FAQPage') as
      | { mainEntity: unknown[] }
      | undefined;
    expect(faq?.mainEntity).toHaveLength(6);
  });

  test('an unknown page and an unknown package answer 404 with the not-found page, kept out of search engines', async ({
    request,
  }) => {
    for (const path of [
      '/no-such-page',
      '/eachpackage?id=0123456789abcdef01234567',
      '/eachpackage?id=doesnotexist',
    ]) {
      const response = await request.get(path);
      expect({ path, status: response.status() }).toEqual({ path, status: 404 });
      const html = await response.text();
      expect(metaContent(html, 'name', 'robots')).toBe('noindex');
      expect(html).toContain('data-server-rendered="true"');
      if (path.startsWith('/eachpackage')) {
        expect(html).toMatch(/<h1[^>]*>Package not found<\/h1>/);
        expect(html).not.toContain('Loading this page');
      }
    }
  });

  test('a path spelled to name another host is redirected, and no kept page names another origin, a token or a parameter it does not read', async ({
    request,
  }) => {
    // Sent byte for byte (curl --path-as-is): a URL class would have read the host out of them first.
    const token = `private-link-token-${Date.now()}`;
    for (const [spelling, location] of Object.entries({
      '/.//evil.example/gallery': '/evil.example/gallery',
      '/.//3232235777/': '/3232235777/',
      [`//booking?token=${token}`]: `/booking?token=${token}`,
    })) {
      const answer = await sendFrom('127.0.0.1', PORTS.shell, { path: spelling });
      expect([answer.status, answer.headers.location]).toEqual([308, location]);
    }
    const campaign = await sendFrom('127.0.0.1', PORTS.shell, { path: '/contact?utm_campaign=marker-3c9e' });
    expect(campaign.body).toContain('data-server-rendered="true"');
    expect(campaign.body).not.toContain('marker-3c9e');

    const [item]: ApiPackage[] = await (await request.get('/api/packages')).json();
    for (const route of [...PUBLIC_ROUTES, `/eachpackage?id=${item?.id}`]) {
      const html = await (await request.get(route)).text();
      const addresses = ownAddressesOf(html);
      expect(addresses.length).toBeGreaterThan(0);
      expect({
        route,
        elsewhere: addresses.filter((address) => !address.startsWith(`${URLS.shell}/`)),
      }).toEqual({
        route,
        elsewhere: [],
      });
      expect(html).not.toContain(token);
      expect(html).not.toContain('marker-3c9e');
    }
  });

  test('a package page without ?id= waits for the visitor’s stored id: it never says "No package selected" first', async ({
    request,
  }) => {
    const html = await (await request.get('/eachpackage')).text();
    const withoutNoScript = html.replace(/<noscript>.*?<\/noscript>/gs, '');
    expect(withoutNoScript).not.toContain('No package selected');
    expect(html).toMatch(/<noscript>.*No package selected.*<\/noscript>/s);
  });

  test('robots.txt and the sitemap name every public page and every package', async ({ request }) => {
    const robots = await request.get('/robots.txt');
    expect(robots.headers()['content-type']).toContain('text/plain');
    const rules = await robots.text();
    expect(rules).toContain('Disallow: /admin');
    expect(rules).toContain('Disallow: /api');
    expect(rules).toMatch(/Sitemap: http:\/\/[^/]+\/sitemap\.xml/);

    const packages: ApiPackage[] = await (await request.get('/api/packages')).json();
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of [
      '/',
      '/hajjpackage',
      '/umrahpackage',
      '/otherpackages',
      '/gallery',
      '/about',
      '/contact',
      '/flights',
    ]) {
      expect(sitemap).toMatch(new RegExp(`<loc>http://[^<]+${path.replace('/', '\\/')}</loc>`));
    }
    for (const item of packages) {
      expect(sitemap).toContain(`/eachpackage?id=${item.id}</loc><lastmod>${item.updatedAt}</lastmod>`);
    }
  });

  test('rendered pages may be kept briefly by caches; the admin is never rendered on the server', async ({
    request,
  }) => {
    expect((await request.get('/')).headers()['cache-control']).toMatch(
      /s-maxage=\d+, stale-while-revalidate=\d+/,
    );
    const admin = await request.get('/admin');
    expect(await admin.text()).not.toContain('data-server-rendered');
    expect(admin.headers()['cache-control']).toBe('no-cache');
  });
});

test.describe('in the browser', () => {
  test('every public page hydrates the server’s markup without a warning or an error', async ({
    page,
    request,
  }) => {
    const [item]: ApiPackage[] = await (await request.get('/api/packages')).json();
    const problems = watchConsole(page);
    // The server's own heading, kept before any script runs: hydrating adopts it, rendering anew would not.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as { serverHeading?: Element | null }).serverHeading = document.querySelector('main h1');
      });
    });
    for (const path of [
      ...PUBLIC_ROUTES.filter((route) => route !== '/eachpackage'),
      `/eachpackage?id=${item?.id}`,
    ]) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('#root')).toHaveAttribute('data-server-rendered', 'true');
      // Hydrated: the app has taken the page over.
      await expectAppRunning(page);
      const kept = await page.evaluate(
        () => (window as { serverHeading?: Element | null }).serverHeading?.isConnected,
      );
      expect({ path, serverMarkupKept: kept }).toEqual({ path, serverMarkupKept: true });
    }
    expect(problems).toEqual([]);
  });

  test('a package page shows its title, pictures and price with JavaScript turned off', async ({
    browser,
    request,
  }) => {
    const [item]: ApiPackage[] = await (await request.get('/api/packages')).json();
    if (!item) throw new Error('no package in the demo data');
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: URLS.shell });
    const page = await context.newPage();
    await page.goto(`/eachpackage?id=${item.id}`);
    await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
    await expect(page.getByText(naira(item.price)).first()).toBeVisible();
    const pictures = page.locator(`img[src^="/api/media/"], img[srcset*="/api/media/"]`);
    expect(await pictures.count()).toBeGreaterThan(0);
    await expect(pictures.first()).toBeVisible();
    // Its enquiry form is a plain form, posted to the page itself (see without-javascript.spec).
    await expect(page.getByRole('form', { name: 'Make Enquiries' })).toHaveAttribute(
      'action',
      `/eachpackage?id=${item.id}#enquiry-form`,
    );
    await context.close();
  });
});
