import { expect, type Locator, type Page, test } from '@playwright/test';
import { logInAsAdmin } from '../support/admin';
import { contrastRatio } from '../support/contrast';

const sectionStrip = (page: Page) => page.getByRole('navigation', { name: 'Dashboard sections' });

/** The opacity of the fade drawn at one end of the section strip, 0 when there is none. */
const fadeOpacity = (strip: Locator, end: 'before' | 'after') =>
  strip.evaluate((element, pseudo) => {
    const fade = getComputedStyle(element, pseudo);
    return fade.content === 'none' ? 0 : Number(fade.opacity);
  }, `::${end}`);

test.beforeEach(async ({ page }) => {
  await logInAsAdmin(page);
});

test('on a phone the packages table scrolls inside its region while the page and its header keep the screen width', async ({
  page,
}) => {
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/admin/packages');
    await expect(page.getByRole('table', { name: 'Packages' })).toBeVisible();
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      header: document.querySelector('header')?.getBoundingClientRect().width,
    }));
    expect(widths, `at ${width}px`).toEqual({ page: width, header: width });
  }
});

test('on a phone the section strip shows a fade where more sections hide, and keeps the open one in view', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const strip = sectionStrip(page);

  await page.goto('/admin/contacts');
  await expect.poll(() => fadeOpacity(strip, 'after')).toBe(1);
  await expect.poll(() => fadeOpacity(strip, 'before')).toBe(0);

  await page.goto('/admin/security');
  const open = strip.getByRole('link', { name: 'Account security' });
  await expect(open).toHaveAttribute('aria-current', 'page');
  await expect(open).toBeInViewport({ ratio: 1 });
  await expect.poll(() => fadeOpacity(strip, 'before')).toBe(1);
  await expect.poll(() => fadeOpacity(strip, 'after')).toBe(0);

  await page.goto('/admin/gallery');
  await expect(strip.getByRole('link', { name: 'Gallery Images' })).toBeInViewport({ ratio: 1 });
  await expect.poll(() => fadeOpacity(strip, 'before')).toBe(1);
  await expect.poll(() => fadeOpacity(strip, 'after')).toBe(1);
});

test('on a desktop the sidebar reaches the bottom of the window, even beside a short section', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/newsletter');
  await expect(page.getByRole('heading', { name: 'Newsletter Subscriptions', level: 2 })).toBeVisible();
  const bottom = await sectionStrip(page).evaluate((nav) => nav.getBoundingClientRect().bottom);
  expect(bottom).toBeGreaterThanOrEqual(800);
});

test('the selected gallery tab keeps AA contrast (4.5:1) under the pointer', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/admin/gallery');
  for (const name of ['Images', 'Videos']) {
    const tab = page.getByRole('tab', { name });
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await tab.hover();
    const { color, background } = await tab.evaluate((element) => {
      const style = getComputedStyle(element);
      return { color: style.color, background: style.backgroundColor };
    });
    expect(contrastRatio(color, background), `${name}: ${color} on ${background}`).toBeGreaterThanOrEqual(
      4.5,
    );
  }
});
