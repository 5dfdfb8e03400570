/**
 * Every public page and every admin section, as axe-core sees them once everything on them has
 * loaded (scrolled through): nothing serious, critical or even moderate. And the HTML every public
 * page is sent as is valid.
 */
import { expect, test } from '@playwright/test';
import { logInAsAdmin } from '../support/admin';
import { axeFindings } from '../support/axe';
import { htmlProblems } from '../support/html-validity';
import { scrollThrough } from '../support/layout';
import { expectAppRunning } from '../support/public-app';
import { adminSweepPages, openPublicPage, publicSweepPages } from '../support/site-map';

for (const viewport of [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`axe-core on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('every public page has no moderate, serious or critical finding', async ({ page, request }) => {
      test.setTimeout(240_000);
      for (const target of await publicSweepPages(request)) {
        await test.step(target.name, async () => {
          await openPublicPage(page, target);
          await expect(page.getByTestId('loader-overlay')).toHaveCount(0);
          await expectAppRunning(page);
          await scrollThrough(page);
          expect.soft(await axeFindings(page), target.name).toEqual([]);
        });
      }
    });

    test('every admin section has no moderate, serious or critical finding', async ({ page, request }) => {
      test.setTimeout(180_000);
      await logInAsAdmin(page);
      for (const target of await adminSweepPages(request)) {
        await test.step(target.name, async () => {
          await page.goto(target.path);
          await expect(page.getByRole('main').locator('h2:not(.visually-hidden)').first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          expect.soft(await axeFindings(page), target.name).toEqual([]);
        });
      }
    });
  });
}

test('every public page is sent as valid HTML', async ({ request }) => {
  for (const target of await publicSweepPages(request)) {
    const path = target.packageId ? `${target.path}?id=${target.packageId}` : target.path;
    const html = await (await request.get(path)).text();
    expect.soft(await htmlProblems(html), path).toEqual([]);
  }
});
