import { expect, test } from '@playwright/test';
import {
  type ApiPackage,
  expectDialog,
  failMessages,
  sendEnquiry,
  uniqueTag,
  useOwnClientAddress,
  vacationPackages,
} from './public-helpers';

test.beforeEach(async ({ page }) => useOwnClientAddress(page));

test.describe('packages on the public site', () => {
  test('home carousel → MORE DETAILS → the single package, which is also reachable by its shared link', async ({
    page,
    request,
    browser,
  }) => {
    const packages: ApiPackage[] = await (await request.get('/api/packages')).json();
    const carouselTitles = vacationPackages(packages)
      .slice(0, 6)
      .map((item) => item.title);

    await page.goto('/');
    // react-slick is fetched only when the carousel comes near the viewport.
    await page.getByRole('heading', { name: 'Our vacation packages' }).scrollIntoViewIfNeeded();
    const carousel = page.getByRole('region', { name: 'Vacation packages', exact: true });
    const card = carousel.locator('.slick-active article').first();
    await expect(card).toBeVisible();
    const title = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
    expect(carouselTitles).toContain(title);
    await expect(card).toContainText('₦');
    await expect(card).toContainText(/\d+ (Person|People)/);

    await card.getByRole('link', { name: /MORE DETAILS/ }).click();
    await expect(page).toHaveURL(/\/eachpackage\?id=/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { name: "What's Included" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'See our vacation packages' })).toHaveAttribute(
      'href',
      '/otherpackages',
    );
    const id = new URL(page.url()).searchParams.get('id');
    expect(await page.evaluate(() => window.localStorage.getItem('packageId'))).toBe(id);

    // The spec's way: /eachpackage alone reads packageId from local storage.
    await page.goto('/eachpackage');
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    const fresh = await browser.newContext();
    const sharedPage = await fresh.newPage();
    await sharedPage.goto(page.url().replace(/\/eachpackage.*/, `/eachpackage?id=${id}`));
    await expect(sharedPage.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await fresh.close();
  });

  test('an unknown or missing package says so', async ({ page }) => {
    await page.goto('/eachpackage?id=000000000000000000000000');
    await expect(page.getByRole('heading', { name: 'Package not found' })).toBeVisible();
    // The page stores the linked id once its own code has run, which may be after the header's:
    // wait for that, then forget it, and the visitor has no package stored.
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('packageId')))
      .toBe('000000000000000000000000');
    await page.evaluate(() => window.localStorage.clear());
    await page.goto('/eachpackage');
    await expect(page.getByRole('heading', { name: 'No package selected' })).toBeVisible();
  });

  test('a package enquiry is sent with the package, and a server failure shows Error!', async ({
    page,
    request,
  }) => {
    const [item] = vacationPackages(await (await request.get('/api/packages')).json());
    if (!item) throw new Error('the demo data has no vacation package');
    const tag = uniqueTag();
    await page.goto(`/eachpackage?id=${item.id}`);
    const form = page.getByRole('form', { name: 'Make Enquiries' });
    const sent = page.waitForRequest((req) => req.url().endsWith('/api/messages') && req.method() === 'POST');
    await sendEnquiry(form, tag);
    expect((await sent).postDataJSON()).toMatchObject({ packageId: item.id, packageTitle: item.title });
    await expectDialog(page, 'Success!', 'Your message has been sent.');
    await expect(form.getByLabel('Name')).toHaveValue('');

    await failMessages(page, { message: 'The enquiry service is resting.' });
    await sendEnquiry(form, `${tag}-fail`);
    await expectDialog(page, 'Error!', 'The enquiry service is resting.');
  });

  test('the vacation packages page pages by 3, 6 or 9', async ({ page, request }) => {
    const total = vacationPackages(await (await request.get('/api/packages')).json()).length;
    await page.goto('/otherpackages');
    const cards = page.getByRole('region', { name: 'Vacation packages', exact: true }).getByRole('article');
    await expect(cards).toHaveCount(Math.min(6, total));
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('3');
    await expect(cards).toHaveCount(Math.min(3, total));
    const pages = Math.ceil(total / 3);
    await expect(page.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(pages > 1 ? pages : 0);
    if (pages > 1) {
      await page.getByRole('button', { name: 'Page 2' }).click();
      await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    }
  });
});
