/**
 * Each carousel at each width band of the spec, counting the slides a visitor actually sees: whole
 * slides, none cut at an edge, none squeezed. Measured on the row shown before react-slick arrives
 * and on react-slick itself.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { slidesInView, wholeSlideNames, withholdCarouselCode } from '../support/layout';
import { type ApiPackage, vacationPackages } from './public-helpers';

interface PackageWithImages extends ApiPackage {
  images: string[] | string;
}

/** §2/§9: 1 slide under 640 px, 2 from 640 px, 3 from 1024 px. */
const slidesBySpec = (width: number) => (width < 640 ? 1 : width < 1024 ? 2 : 3);

/** A carousel always keeps a slide out of view, so that its autoplay moves something. */
const shownOf = (slides: number, slideCount: number) => Math.max(1, Math.min(slides, slideCount - 1));

const imagesOf = (item: PackageWithImages): string[] =>
  Array.isArray(item.images) ? item.images : JSON.parse(item.images);

interface CarouselCase {
  name: string;
  /** Opens the page that hosts the carousel. */
  open(page: Page): Promise<void>;
  /** The carousel's accessible name. */
  label: string;
  widths: number[];
  expected(width: number): number;
}

async function carouselCases(request: APIRequestContext): Promise<CarouselCase[]> {
  const packages: PackageWithImages[] = await (await request.get('/api/packages')).json();
  const vacations = vacationPackages(packages).slice(0, 6);
  const hajjPictures = new Set(packages.filter((item) => item.category === 'hajj').flatMap(imagesOf));
  const multiImage = packages.find((item) => imagesOf(item).length > 1);
  if (!multiImage) throw new Error('the demo data has no package with several pictures');
  const bands = [375, 800, 1280];
  return [
    {
      name: 'home package carousel',
      open: async (page) => void (await page.goto('/')),
      label: 'Vacation packages',
      widths: [375, 639, 640, 800, 1023, 1024, 1280],
      expected: (width) => shownOf(slidesBySpec(width), vacations.length),
    },
    {
      name: 'testimonial carousel',
      open: async (page) => void (await page.goto('/')),
      label: 'Testimonials',
      widths: bands,
      expected: () => 1,
    },
    {
      name: 'Hajj previous-experience carousel',
      open: async (page) => void (await page.goto('/hajjpackage')),
      label: 'Previous Hajj experiences',
      widths: bands,
      expected: (width) => shownOf(slidesBySpec(width), hajjPictures.size),
    },
    {
      name: `single-package picture carousel (${multiImage.title})`,
      open: async (page) => {
        await page.goto('/no-such-page');
        await page.evaluate((id) => window.localStorage.setItem('packageId', id), multiImage.id);
        await page.goto('/eachpackage');
      },
      label: `Pictures of ${multiImage.title}`,
      widths: bands,
      expected: () => 1,
    },
  ];
}

/**
 * Scrolls down until the carousel is there (some load only on approach), then brings it into view
 * (which also starts fetching react-slick, unless withheld).
 */
async function showCarousel(page: Page, label: string) {
  const carousel = page.getByRole('main').getByRole('region', { name: label, exact: true });
  await expect
    .poll(async () => {
      if ((await carousel.count()) > 0) return true;
      await page.mouse.wheel(0, 600);
      return false;
    })
    .toBe(true);
  // Retried: the preview row may give way to react-slick while it scrolls.
  await expect(() => carousel.scrollIntoViewIfNeeded({ timeout: 2_000 })).toPass();
  return carousel;
}

test.describe('carousels show the slides the spec asks for', () => {
  test('before react-slick loads, the preview row shows as many whole slides', async ({ page, request }) => {
    test.setTimeout(180_000);
    await withholdCarouselCode(page);
    for (const carousel of await carouselCases(request)) {
      for (const width of carousel.widths) {
        await test.step(`${carousel.name} at ${width} px`, async () => {
          await page.setViewportSize({ width, height: 800 });
          await carousel.open(page);
          const region = await showCarousel(page, carousel.label);
          await expect(region).toHaveAttribute('data-testid', 'slide-preview');
          expect
            .soft(await slidesInView(page, carousel.label), `${carousel.name} at ${width} px`)
            .toEqual({ whole: carousel.expected(width), cut: 0 });
        });
      }
    }
  });

  test('with react-slick, as many whole slides', async ({ page, request }) => {
    test.setTimeout(180_000);
    for (const carousel of await carouselCases(request)) {
      for (const width of carousel.widths) {
        await test.step(`${carousel.name} at ${width} px`, async () => {
          await page.setViewportSize({ width, height: 800 });
          await carousel.open(page);
          const region = await showCarousel(page, carousel.label);
          await expect(region.locator('.slick-initialized')).toHaveCount(1);
          // Polled: an autoplay step may be sliding past.
          await expect.soft
            .poll(() => slidesInView(page, carousel.label), { message: `${carousel.name} at ${width} px` })
            .toEqual({ whole: carousel.expected(width), cut: 0 });
        });
      }
    }
  });

  test('the home carousel follows the window across its breakpoints after loading', async ({
    page,
    request,
  }) => {
    const [home] = await carouselCases(request);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const region = await showCarousel(page, 'Vacation packages');
    await expect(region.locator('.slick-initialized')).toHaveCount(1);
    for (const width of [800, 375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expect
        .poll(() => slidesInView(page, 'Vacation packages'), { message: `resized to ${width} px` })
        .toEqual({ whole: home?.expected(width), cut: 0 });
    }
  });

  test('the Hajj experience carousel moves by itself on a laptop (autoplay 3000 ms, looping)', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/hajjpackage');
    const region = await showCarousel(page, 'Previous Hajj experiences');
    await expect(region.locator('.slick-initialized')).toHaveCount(1);
    const first = await wholeSlideNames(page, 'Previous Hajj experiences');
    await expect
      .poll(() => wholeSlideNames(page, 'Previous Hajj experiences'), { timeout: 5_000 })
      .not.toEqual(first);
  });
});

test('a package of one picture shows it without previous and next buttons that would do nothing', async ({
  page,
  request,
}) => {
  const packages: PackageWithImages[] = await (await request.get('/api/packages')).json();
  const single = packages.filter((item) => imagesOf(item).length === 1);
  expect(single.length).toBeGreaterThan(0);
  for (const item of single) {
    await page.goto(`/eachpackage?id=${item.id}`);
    const pictures = page.getByRole('region', { name: `Pictures of ${item.title}` });
    await expect(pictures.getByRole('img')).toBeVisible();
    await expect(page.getByRole('button', { name: /^(Previous|Next) slide$/ })).toHaveCount(0);
  }
});
