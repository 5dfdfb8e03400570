import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { PUBLIC_ROUTES } from './public-helpers';

for (const viewport of [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`axe-core on a ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const route of PUBLIC_ROUTES) {
      test(`${route} has no serious or critical violation`, async ({ page }) => {
        await page.goto(route);
        await expect(page.getByTestId('loader-overlay')).toHaveCount(0);
        await expect(page.getByTestId('header-content')).toHaveAttribute('data-visible', 'true');
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page }).include('#public-mfe').analyze();
        const blocking = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          );
        expect(blocking).toEqual([]);
      });
    }
  });
}
