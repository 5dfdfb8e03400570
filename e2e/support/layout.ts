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
    // Two frames let a step paint. Headless Chromium now and then draws no frame for minutes (seen
    // once in CI, 237 s on the home page, the page's scripts still running): a step waits 250 ms at most.
    const frame = () =>
      Promise.race([
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        new Promise((resolve) => setTimeout(resolve, 250)),
      ]);
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

/** Saves a full-page screenshot (or of `part` alone) as `<name>-<width>.png` in SCREENSHOT_DIR. */
export async function saveScreenshot(page: Page, name: string, part?: Locator): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const file = path.join(SCREENSHOT_DIR, `${name}-${width}.png`);
  await (part
    ? // Else the sticky header covers the top of a part taller than the window.
      part.screenshot({ path: file, style: 'header { position: static !important; }' })
    : page.screenshot({ path: file, fullPage: true }));
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

/**
 * The buttons, links and fields of the admin's tables not wholly in the window: each row's actions must
 * be in view without scrolling sideways.
 */
export function tableControlsOutOfView(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('main table :is(button, a, input, select)')]
      .filter((control) => control.getClientRects().length > 0)
      .map((control) => ({ control, box: control.getBoundingClientRect() }))
      .filter(({ box }) => box.left < 0 || box.right > window.innerWidth + 0.5)
      .map(
        ({ control, box }) =>
          `${control.textContent?.trim() || control.getAttribute('aria-label')} at ${Math.round(box.left)}–${Math.round(box.right)} px`,
      ),
  );
}

/** What sticks out of the box of the navigation labelled `label` (a count beside a section, say). */
export function outsideOf(page: Page, label: string): Promise<string[]> {
  return page.evaluate((label) => {
    const nav = document.querySelector(`nav[aria-label="${CSS.escape(label)}"]`);
    if (!nav) return [`no navigation "${label}"`];
    const box = nav.getBoundingClientRect();
    return [...nav.querySelectorAll<HTMLElement>('a, a *')]
      .filter((element) => element.getClientRects().length > 0 && !element.closest('.visually-hidden'))
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 1 && (rect.right > box.right + 0.5 || rect.left < box.left - 0.5))
      .map(
        ({ element, rect }) =>
          `"${element.textContent?.trim()}" ends at ${Math.round(rect.right)} px, its box at ${Math.round(box.right)}`,
      );
  }, label);
}

/**
 * On a phone the chat and back-to-top buttons are in a bar across the bottom of the window, opaque,
 * the page scrolling behind it as behind the header: so nothing is ever under a button with the text
 * around it showing. What must hold: the bar is there; the end of the page clears it; and whatever the
 * browser brings into view (a focused link, button or field, a found word, an anchor) stops above it.
 */
export function behindTheBottomBar(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    // Two frames, or 250 ms where headless Chromium draws none (see scrollThrough).
    const settle = () =>
      Promise.race([
        new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        new Promise((resolve) => setTimeout(resolve, 250)),
      ]);
    const bar = document.querySelector<HTMLElement>('[data-floating-bar]');
    if (!bar) return ['no bottom bar'];
    const problems: string[] = [];
    const box = () => bar.getBoundingClientRect();
    const { left, right, bottom } = box();
    if (left > 0.5 || right < window.innerWidth - 0.5 || Math.abs(bottom - window.innerHeight) > 0.5)
      problems.push(`the bar is not across the bottom of the window (${left}–${right}, ends at ${bottom})`);
    if (
      getComputedStyle(bar)
        .backgroundColor.replace(/\s/g, '')
        .match(/rgba\(.*,0(\.\d+)?\)$/)
    )
      problems.push('the bar is not opaque');
    for (const button of bar.querySelectorAll<HTMLElement>('a, button')) {
      const rect = button.getBoundingClientRect();
      if (rect.width > 0 && (rect.top < box().top || rect.bottom > box().bottom))
        problems.push(`${button.getAttribute('aria-label')} sticks out of the bar`);
    }
    const behind = (rect: DOMRect) =>
      rect.height > 0 && rect.bottom > box().top + 0.5 && rect.top < box().bottom;
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'main :is(a, button, input, select, textarea), footer :is(a, button)',
      ),
    ].filter(
      (control) =>
        control.getClientRects().length > 0 &&
        !control.closest('[inert], [aria-hidden="true"], .visually-hidden'),
    );
    window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await settle();
    const last = [...document.querySelectorAll<HTMLElement>('footer *')].filter(
      (element) => element.childElementCount === 0 && element.textContent?.trim(),
    );
    for (const element of last)
      if (behind(element.getBoundingClientRect()))
        problems.push(`at the end: "${element.textContent?.trim().slice(0, 30)}"`);
    for (const control of controls) {
      control.scrollIntoView({ block: 'nearest', behavior: 'instant' });
      if (behind(control.getBoundingClientRect()))
        problems.push(
          `brought into view: ${control.tagName.toLowerCase()} "${(control.textContent?.trim() || control.getAttribute('aria-label') || '').slice(0, 30)}"`,
        );
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return problems;
  });
}

/** Text that runs out of its box: a heading, paragraph, card or list item whose content is wider than it. */
export function textOutOfItsBox(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'main :is(h1, h2, h3, h4, p, li, article, dd, dt, figcaption)',
      ),
    ]
      .filter(
        (element) => element.getClientRects().length > 0 && getComputedStyle(element).display !== 'inline',
      )
      .filter((element) => !element.closest('.visually-hidden, .slick-list, [data-testid="slide-preview"]'))
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}" is ${element.scrollWidth} px wide in ${element.clientWidth}`,
      ),
  );
}

/** Counters (a number over its label) whose numbers are not on one line. */
export function unevenCounters(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('main dl')].flatMap((list) => {
      const boxes = [...list.querySelectorAll('dd')].map((number) => number.getBoundingClientRect());
      const tops = boxes.map((box) => Math.round(box.top));
      // A row of counters sits side by side; a list of details (one value under another) is not one.
      const sideBySide = new Set(boxes.map((box) => Math.round(box.left))).size > 1;
      return sideBySide && new Set(tops).size > 1
        ? [
            `${[...list.querySelectorAll('dd')].map((number) => number.textContent).join(', ')} at ${tops.join(', ')} px`,
          ]
        : [];
    }),
  );
}

/** Lines of the breadcrumb that start with a separator ("/"), drawn text or generated content alike. */
export function breadcrumbLinesStartingWithSeparator(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const steps = [...document.querySelectorAll<HTMLElement>('nav[aria-label="Breadcrumb"] li')];
    const drawnText = (step: HTMLElement) => {
      const before = getComputedStyle(step, '::before').content;
      return `${before === 'none' || before === 'normal' ? '' : before.replace(/^"|"$/g, '')}${step.textContent ?? ''}`.trim();
    };
    return steps
      .filter((step, index) => {
        const previous = steps[index - 1];
        const startsLine =
          !previous || step.getBoundingClientRect().top > previous.getBoundingClientRect().top + 2;
        return index > 0 && startsLine && drawnText(step).startsWith('/');
      })
      .map((step) => `a line starts with "${drawnText(step).slice(0, 30)}"`);
  });
}

/** How far the content of `region` (a table's scroll region) is wider than its box, in px (0 when all of it shows). */
export const cutOff = (region: Locator): Promise<number> =>
  region.evaluate((element) => Math.max(0, element.scrollWidth - element.clientWidth));

/**
 * The words of `region`'s table cells and headings that are broken across two lines (a column
 * squeezed to a letter's width: 'Not sta / rte / d', 'Nation / ality'), each with its cell's text.
 */
export function wordsBrokenAcrossLines(region: Locator): Promise<string[]> {
  return region.evaluate((element) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const cell = node.parentElement?.closest('td, th');
      if (!cell || node.parentElement?.closest('.visually-hidden')) continue;
      for (const word of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(`"${word[0]}" in "${cell.textContent}"`);
      }
    }
    return broken;
  });
}
