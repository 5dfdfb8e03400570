/** Measurements of a page as a visitor sees it: overflow, squeezed cards, carousel slides in view. */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

/** Where the e2e run writes its full-page screenshots for reviewers (not compared, not committed). */
export const SCREENSHOT_DIR = path.resolve(__dirname, '..', 'screenshots');

/** A card or a slide narrower than this is squeezed: its title and price no longer fit. */
export const MIN_CARD_WIDTH = 120;

/**
 * What counts as a card or a slide inside the main content: package and plan cards (article),
 * testimonials (figure), picture tiles (li with a picture), and the slides of every carousel, in
 * react-slick or in the row shown before it loads.
 */
const CARD_SELECTOR = [
  'article',
  'figure',
  'li:has(img)',
  '.slick-slide',
  '[data-testid="slide-preview"] > *',
]
  .map((selector) => `main ${selector}`)
  .join(', ');

/**
 * Scrolls down the page in viewport-sized steps, letting each step paint, so that everything
 * loaded on approach (carousels, lazy pictures, reveal-on-scroll blocks) is there; then back up.
 */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // At most 60 steps: a page gone wrong (tens of thousands of px) must not stall the run.
    const bottom = Math.min(document.documentElement.scrollHeight, window.innerHeight * 0.75 * 60);
    for (let y = 0; y < bottom; y += window.innerHeight * 0.75) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await frame();
  });
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** How far the document is wider than the viewport, in px (0 when it fits). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));
}

/** The rendered cards and slides of the main content narrower than MIN_CARD_WIDTH, described. */
export function squeezedCards(page: Page): Promise<string[]> {
  return page.evaluate(
    ({ selector, minWidth }) =>
      [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((element) => element.getClientRects().length > 0)
        .map((element) => ({ element, width: element.getBoundingClientRect().width }))
        .filter(({ width }) => width > 0 && width < minWidth)
        .map(
          ({ element, width }) =>
            `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 30) || element.querySelector('img')?.alt || ''}" is ${Math.round(width)} px wide`,
        ),
    { selector: CARD_SELECTOR, minWidth: MIN_CARD_WIDTH },
  );
}

/**
 * The page fits its viewport: no horizontal scroll, no squeezed card or slide, and its main
 * heading is on screen (after scrolling back to the top). Soft: every problem of a page is listed.
 */
export async function expectToFitTheScreen(page: Page, heading: Locator): Promise<void> {
  expect.soft(await horizontalOverflow(page), 'horizontal overflow (px)').toBe(0);
  expect.soft(await squeezedCards(page), `cards or slides narrower than ${MIN_CARD_WIDTH} px`).toEqual([]);
  await expect.soft(heading, 'the main heading').toBeInViewport();
}

/** Saves a full-page screenshot as `<name>-<width>.png` in SCREENSHOT_DIR. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`), fullPage: true });
}

/** A slide of a carousel at least partly in view. */
interface SlideInView {
  /** Its picture's alternative text, or the start of its text. */
  name: string;
  width: number;
  /** How much of its width is in view, from 0 to 1. */
  inView: number;
}

/**
 * The slides of the carousel labelled `label` that a visitor sees: within the carousel's visible
 * box (react-slick's list, or the preview row before react-slick loads) and the viewport.
 */
function slidesOf(page: Page, label: string): Promise<SlideInView[]> {
  return page.evaluate((label) => {
    const region = document.querySelector(`main section[aria-label="${CSS.escape(label)}"]`);
    if (!region) return [];
    const frame = region.querySelector('.slick-list') ?? region;
    // A <picture> that lends its box to its <img> (display: contents) is seen as that <img>.
    const boxOf = (element: HTMLElement) =>
      getComputedStyle(element).display === 'contents' ? (element.querySelector('img') ?? element) : element;
    const slides = frame.matches('.slick-list')
      ? [...frame.querySelectorAll<HTMLElement>('.slick-slide')]
      : [...(frame.children as HTMLCollectionOf<HTMLElement>)].map(boxOf);
    const box = frame.getBoundingClientRect();
    const left = Math.max(box.left, 0);
    const right = Math.min(box.right, window.innerWidth);
    return slides
      .map((slide) => {
        const rect = slide.getBoundingClientRect();
        const shown = Math.min(rect.right, right) - Math.max(rect.left, left);
        return {
          name: slide.querySelector('img')?.alt || (slide.textContent ?? '').trim().slice(0, 40),
          width: rect.width,
          inView: rect.width > 0 ? Math.max(0, shown) / rect.width : 0,
        };
      })
      .filter((slide) => slide.inView * slide.width > 1);
  }, label);
}

const isWhole = (slide: SlideInView) => slide.inView >= 0.9 && slide.width >= MIN_CARD_WIDTH;

/** What a visitor sees of a carousel: whole slides, and slides cut at an edge or squeezed. */
export async function slidesInView(page: Page, label: string): Promise<{ whole: number; cut: number }> {
  const slides = await slidesOf(page, label);
  const whole = slides.filter(isWhole).length;
  return { whole, cut: slides.length - whole };
}

/** The names of the whole slides in view, left to right: they change when the carousel moves. */
export async function wholeSlideNames(page: Page, label: string): Promise<string[]> {
  return (await slidesOf(page, label)).filter(isWhole).map((slide) => slide.name);
}

/**
 * Keeps react-slick (the carousel chunk) from arriving, so the preview row shown before it can be
 * measured: its request is answered only when the page closes.
 */
export async function withholdCarouselCode(page: Page): Promise<void> {
  await page.route(/\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes('slick-track')) return route.fulfill({ response, body });
    await page.waitForEvent('close').catch(() => undefined);
  });
}
