/**
 * Every screen at the widths of a small phone, a phone, a tablet and a laptop: no horizontal
 * scroll, no squeezed card or slide, the main heading on screen. Also writes full-page screenshots
 * (375 and 1280 px) to e2e/screenshots/ for reviewers. One page per width and audience keeps it fast.
 */
import { expect, test } from '@playwright/test';
import { logInAsAdmin } from '../support/admin';
import { expectToFitTheScreen, saveScreenshot, scrollThrough } from '../support/layout';
import { ADMIN_SECTIONS, openPublicPage, publicSweepPages } from '../support/site-map';

const WIDTHS = [320, 375, 768, 1280] as const;
const SCREENSHOT_WIDTHS: readonly number[] = [375, 1280];

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('every public page fits the screen', async ({ page, request }) => {
      test.setTimeout(240_000);
      for (const target of await publicSweepPages(request)) {
        await test.step(target.name, async () => {
          const heading = await openPublicPage(page, target);
          await expect(page.getByTestId('loader-overlay')).toHaveCount(0);
          await expect(page.getByTestId('header-content')).toHaveAttribute('data-visible', 'true');
          await scrollThrough(page);
          await expectToFitTheScreen(page, heading);
          if (SCREENSHOT_WIDTHS.includes(width)) await saveScreenshot(page, target.name);
        });
      }
    });

    test('every admin section fits the screen', async ({ page }) => {
      test.setTimeout(120_000);
      await logInAsAdmin(page);
      for (const section of ADMIN_SECTIONS) {
        await test.step(section, async () => {
          await page.goto(`/admin/${section}`);
          const heading = page.getByRole('main').getByRole('heading', { level: 2 }).first();
          await expect(heading).toBeVisible();
          await scrollThrough(page);
          await expectToFitTheScreen(page, heading);
          if (SCREENSHOT_WIDTHS.includes(width)) await saveScreenshot(page, `admin-${section}`);
        });
      }
    });
  });
}
