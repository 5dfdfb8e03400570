/**
 * Every screen at the widths of a small phone, a phone, a tablet and a laptop: no horizontal
 * scroll, no squeezed card or slide, no text out of its box, the main heading on screen; on a phone
 * nothing a visitor needs under the floating buttons, and the admin's row actions in view; counters
 * and the breadcrumb in order; the sidebar's counts inside it. Also writes full-page screenshots
 * (375 and 1280 px) to e2e/screenshots/ for reviewers. One page per width and audience keeps it fast.
 */
import { expect, type Page, test } from '@playwright/test';
import { logInAsAdmin } from '../support/admin';
import {
  behindTheBottomBar,
  breadcrumbLinesStartingWithSeparator,
  expectToFitTheScreen,
  outsideOf,
  saveScreenshot,
  scrollThrough,
  tableControlsOutOfView,
  textOutOfItsBox,
  unevenCounters,
} from '../support/layout';
import { expectAppRunning } from '../support/public-app';
import { adminSweepPages, openPublicPage, publicSweepPages } from '../support/site-map';

const WIDTHS = [320, 375, 768, 1280] as const;
const SCREENSHOT_WIDTHS: readonly number[] = [375, 1280];
const PHONE_WIDTHS: readonly number[] = [320, 375];

/** The dashboard as it looks when enquiries pile up: a four-digit count beside Contact Messages. */
async function withManyUnresponded(page: Page): Promise<void> {
  await page.route('**/api/dashboard/summary', async (route) => {
    const response = await route.fetch();
    route.fulfill({ response, json: { ...(await response.json()), unresponded: 1234 } });
  });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    const phone = PHONE_WIDTHS.includes(width);

    test('every public page fits the screen', async ({ page, request }) => {
      test.setTimeout(300_000);
      for (const target of await publicSweepPages(request)) {
        await test.step(target.name, async () => {
          const heading = await openPublicPage(page, target);
          await expect(page.getByTestId('loader-overlay')).toHaveCount(0);
          await expectAppRunning(page);
          await scrollThrough(page);
          await expectToFitTheScreen(page, heading);
          expect.soft(await textOutOfItsBox(page), 'text out of its box').toEqual([]);
          expect.soft(await unevenCounters(page), 'counters whose numbers are not on one line').toEqual([]);
          expect.soft(await breadcrumbLinesStartingWithSeparator(page), 'the breadcrumb').toEqual([]);
          if (phone) expect.soft(await behindTheBottomBar(page), 'behind the bottom bar').toEqual([]);
          if (SCREENSHOT_WIDTHS.includes(width)) await saveScreenshot(page, target.name);
        });
      }
    });

    test('every admin section fits the screen', async ({ page, request }) => {
      test.setTimeout(180_000);
      await withManyUnresponded(page);
      await logInAsAdmin(page);
      for (const target of await adminSweepPages(request)) {
        await test.step(target.name, async () => {
          await page.goto(target.path);
          // The section's own heading (the summary's, above it, is for screen readers).
          const heading = page.getByRole('main').locator('h2:not(.visually-hidden)').first();
          await expect(heading).toBeVisible();
          await scrollThrough(page);
          await expectToFitTheScreen(page, heading);
          expect.soft(await textOutOfItsBox(page), 'text out of its box').toEqual([]);
          // On a phone the sections are a strip that scrolls sideways; from 768 px a sidebar, which holds them.
          if (phone) expect.soft(await tableControlsOutOfView(page), 'row actions out of view').toEqual([]);
          else expect.soft(await outsideOf(page, 'Dashboard sections'), 'the sidebar').toEqual([]);
          if (SCREENSHOT_WIDTHS.includes(width)) await saveScreenshot(page, `admin-${target.name}`);
        });
      }
    });
  });
}
