/**
 * The public site before and without JavaScript: every form is a plain form the shell's server sends
 * (and a reload sends nothing again), the header, the menus and the FAQ work, the gallery pages by its
 * links, text typed before the app starts is kept, and every page has a link preview.
 */
import {
  type APIRequestContext,
  type Browser,
  expect,
  type Locator,
  type Page,
  test,
} from '@playwright/test';
import ogs from 'open-graph-scraper';
import sharp from 'sharp';
import { adminCredentials } from '../support/admin';
import { fontsDrawing } from '../support/drawn-fonts';
import { PUBLIC_ROUTES } from '../support/site-map';
import { URLS } from '../support/stack';
import { dayFromToday, fillEnquiry, uniqueTag } from './public-helpers';

/** A page in a browser that runs no script. */
async function withoutJavaScript(browser: Browser, width = 375): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    baseURL: URLS.shell,
    viewport: { width, height: 800 },
  });
  return context.newPage();
}

/** The enquiries the admin lists, from one sender. */
async function enquiriesFrom(
  request: APIRequestContext,
  email: string,
): Promise<Array<{ category: string }>> {
  const { username, password } = adminCredentials();
  const { token } = await (await request.post('/api/users/login', { data: { username, password } })).json();
  const messages: Array<{ email: string; category: string }> = await (
    await request.get('/api/messages', { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  return messages.filter((message) => message.email === email);
}

const statusNote = (scope: Page | Locator) => scope.getByRole('status');

test.describe('forms without JavaScript', () => {
  for (const { path, form, category, success } of [
    {
      path: '/contact',
      form: 'Drop a message',
      category: 'contactmessage',
      success: 'Message sent successfully ✨',
    },
    {
      path: '/hajjpackage',
      form: 'Make Enquiries',
      category: 'hajjmessage',
      success: 'Success!Your message has been sent.',
    },
    {
      path: '/umrahpackage',
      form: 'Make Enquiries',
      category: 'umrahmessage',
      success: 'Success!Your message has been sent',
    },
  ]) {
    test(`${path}: the enquiry is sent, the page says so, the admin has it, and a reload sends nothing again`, async ({
      browser,
      request,
    }) => {
      const tag = uniqueTag();
      const page = await withoutJavaScript(browser);
      await page.goto(path);
      const scope = page.getByRole('form', { name: form });
      await fillEnquiry(scope, tag);
      await scope.getByRole('button', { name: 'SEND' }).click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?sent=enquiry#enquiry-form$`));
      await expect(statusNote(page.getByRole('form', { name: form }))).toHaveText(success);
      if (success.includes('✨')) {
        // Drawn with our own font, as the app's dialog draws it, on a device without an emoji font.
        await expect.poll(() => fontsDrawing(page.getByText(success))).toContain('Safa Symbols');
      }
      const email = `visitor-${tag}@example.com`;
      expect(await enquiriesFrom(request, email)).toMatchObject([{ category }]);
      await page.reload();
      await expect(statusNote(page.getByRole('form', { name: form }))).toHaveText(success);
      expect(await enquiriesFrom(request, email)).toHaveLength(1);
      await page.context().close();
    });
  }

  test('a package page: the enquiry records its package', async ({ browser, request }) => {
    const [item]: Array<{ id: string; title: string; category: string }> = await (
      await request.get('/api/packages')
    ).json();
    if (!item) throw new Error('no package in the demo data');
    const tag = uniqueTag();
    const page = await withoutJavaScript(browser);
    await page.goto(`/eachpackage?id=${item.id}`);
    const form = page.getByRole('form', { name: 'Make Enquiries' });
    await fillEnquiry(form, tag);
    await form.getByRole('button', { name: 'SEND' }).click();
    await expect(statusNote(page.getByRole('form', { name: 'Make Enquiries' }))).toHaveText(
      'Success!Your message has been sent.',
    );
    expect(await enquiriesFrom(request, `visitor-${tag}@example.com`)).toMatchObject([
      { packageId: item.id, packageTitle: item.title },
    ]);
    await page.context().close();
  });

  test('flights and hotels: the request is sent with its trip', async ({ browser, request }) => {
    const tag = uniqueTag();
    const page = await withoutJavaScript(browser);
    await page.goto('/flights');
    const form = page.getByRole('form', { name: 'Request a flight or hotel' });
    await form.getByLabel('From', { exact: true }).fill('Lagos');
    await form.getByLabel('To', { exact: true }).fill('Jeddah');
    await form.getByLabel('Departure date').fill(dayFromToday(30));
    await form.getByLabel('Name', { exact: true }).fill(`E2E Flyer ${tag}`);
    await form.getByLabel('Phone', { exact: true }).fill('0803 555 0102');
    await form.getByLabel('Email', { exact: true }).fill(`flyer-${tag}@example.com`);
    await form.getByRole('button', { name: 'SEND' }).click();
    await expect(statusNote(page.getByRole('form', { name: 'Request a flight or hotel' }))).toHaveText(
      'Success!Your message has been sent.',
    );
    expect(await enquiriesFrom(request, `flyer-${tag}@example.com`)).toMatchObject([
      { category: 'flightmessage' },
    ]);
    await page.context().close();
  });

  test('the newsletter subscribes, and says so', async ({ browser }) => {
    const page = await withoutJavaScript(browser);
    await page.goto('/');
    await page.getByLabel('Email address').fill(`reader-${uniqueTag()}@example.com`);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\?sent=newsletter#newsletter-form$/);
    await expect(page.getByRole('status')).toHaveText('Subscribed!Thanks for joining our newsletter.');
    await page.context().close();
  });

  test('a bad e-mail gets the spec’s message at its field, the other fields kept', async ({ browser }) => {
    const tag = uniqueTag();
    const page = await withoutJavaScript(browser);
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Drop a message' });
    await fillEnquiry(form, tag);
    // The browser's own check lets it through; ours does not (no dot in the domain).
    await form.getByLabel('Email').fill('visitor@example');
    await form.getByRole('button', { name: 'SEND' }).click();
    const refused = page.getByRole('form', { name: 'Drop a message' });
    await expect(refused.getByLabel('Email')).toHaveAccessibleDescription('Enter a valid email address.');
    await expect(refused.getByLabel('Email')).toHaveValue('visitor@example');
    await expect(refused.getByLabel('Name')).toHaveValue(`E2E Visitor ${tag}`);
    await expect(refused.getByLabel('Message')).toHaveValue(`Please call me back (${tag}).`);

    await page.goto('/');
    await page.getByLabel('Email address').fill('reader@nowhere');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid emailPlease enter a valid address.');
    await expect(page.getByLabel('Email address')).toHaveValue('reader@nowhere');
    await page.context().close();
  });
});

test.describe('navigation without JavaScript', () => {
  test('on a phone: the header shows, the menu and its packages submenu open, a link is followed', async ({
    browser,
  }) => {
    const page = await withoutJavaScript(browser, 375);
    await page.goto('/about');
    await expect(page.getByRole('link', { name: 'Safa Travels & Tours, home' })).toBeVisible();
    await page.locator('summary', { hasText: 'Menu' }).click();
    const panel = page.getByRole('navigation', { name: 'Mobile' });
    await expect(panel.getByRole('link', { name: 'Gallery' })).toBeVisible();
    await panel.locator('summary', { hasText: 'Our Packages' }).click();
    await panel.getByRole('link', { name: 'Umrah Package' }).click();
    await expect(page).toHaveURL(/\/umrahpackage$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Destination Details' })).toBeVisible();
    await page.context().close();
  });

  test('on a laptop: the Our Packages dropdown opens; the FAQ opens its items', async ({ browser }) => {
    const page = await withoutJavaScript(browser, 1280);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.locator('summary', { hasText: 'Our Packages' }).click();
    await expect(nav.getByRole('link', { name: 'Hajj Package' })).toBeVisible();
    const answer = page.getByText(/special rates for families, religious groups and corporate trips/);
    await expect(answer).toBeHidden();
    await page.getByText('Do you offer group discounts?').click();
    await expect(answer).toBeVisible();
    await page.context().close();
  });

  test('the gallery’s second page, and a page size, open by their links', async ({ browser, request }) => {
    const images: unknown[] = await (await request.get('/api/gallery/images')).json();
    const page = await withoutJavaScript(browser, 1280);
    await page.goto('/gallery');
    await page.getByRole('link', { name: '1', exact: true }).click();
    await expect(page).toHaveURL(/\/gallery\?rows=1$/);
    await page.getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/gallery\?rows=1&page=2$/);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('button', { name: /open full size/ })).toHaveCount(
      Math.min(3, images.length - 3),
    );
    await page.context().close();
  });

  test('at 320 px no public page scrolls sideways (the gallery’s page sizes fit)', async ({ browser }) => {
    const page = await withoutJavaScript(browser, 320);
    for (const route of PUBLIC_ROUTES) {
      await page.goto(route);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect.soft(overflow, route).toBeLessThanOrEqual(0);
    }
    await page.context().close();
  });

  test('the page-size links and the select that replaces them take the same room: the list below stays put when the app starts', async ({
    browser,
  }) => {
    const listTop = (page: Page) =>
      page
        .locator('main li:has(img)')
        .first()
        .evaluate((item) => item.getBoundingClientRect().top + window.scrollY);
    for (const width of [320, 412, 1280]) {
      for (const path of ['/gallery', '/otherpackages']) {
        const plain = await withoutJavaScript(browser, width);
        await plain.goto(path);
        const live = await (
          await browser.newContext({ baseURL: URLS.shell, viewport: { width, height: 800 } })
        ).newPage();
        await live.goto(path);
        await expect(live.getByRole('combobox', { name: 'Rows per page' })).toBeVisible();
        expect.soft(await listTop(live), `${path} at ${width} px`).toBeCloseTo(await listTop(plain), 0);
        await plain.context().close();
        await live.context().close();
      }
    }
  });
});

test('at 4× CPU slowdown, text typed at first paint is still there once the app starts, and the form sends', async ({
  page,
}) => {
  const session = await page.context().newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Scripts that arrive late, as on a slow network: the visitor types before the app has started.
  // (Until the app runs; a handler still waiting when its route is removed would find the request
  // already handled, so the route stays and stops delaying.)
  let scriptsArriveLate = true;
  await page.route(/\.js(\?.*)?$/, async (route) => {
    if (scriptsArriveLate) await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const tag = uniqueTag();
  await page.goto('/contact', { waitUntil: 'commit' });
  const form = page.getByRole('form', { name: 'Drop a message' });
  await expect(form.getByLabel('Name')).toBeVisible();
  await expect(page.getByTestId('header-content')).toHaveAttribute('data-live', 'false');
  await fillEnquiry(form, tag);
  const message = form.getByLabel('Message');
  await message.press('End');
  // The page's own code comes after the header's: the form is the app's once it says so.
  await expect(form).toHaveAttribute('data-live', 'true', { timeout: 30_000 });
  scriptsArriveLate = false;
  await expect(form.getByLabel('Name')).toHaveValue(`E2E Visitor ${tag}`);
  await expect(message).toHaveValue(`Please call me back (${tag}).`);
  await expect(message).toBeFocused();
  expect(await message.evaluate((field: HTMLTextAreaElement) => field.selectionStart)).toBe(
    `Please call me back (${tag}).`.length,
  );
  await form.getByRole('button', { name: 'SEND' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Message sent successfully ✨' })).toBeVisible();
});

test('every public page has a link preview: title, description and a 1200 × 630 picture', async ({
  request,
}) => {
  for (const path of PUBLIC_ROUTES) {
    const html = await (await request.get(path)).text();
    const { result } = await ogs({ html });
    const [image] = result.ogImage ?? [];
    expect
      .soft({ path, title: Boolean(result.ogTitle), description: Boolean(result.ogDescription) })
      .toEqual({
        path,
        title: true,
        description: true,
      });
    expect.soft({ path, width: image?.width, height: image?.height, card: result.twitterCard }).toEqual({
      path,
      width: '1200',
      height: '630',
      card: 'summary_large_image',
    });
    if (!image?.url) continue;
    const picture = await request.get(image.url.replace(/^https?:\/\/[^/]+/, ''));
    expect.soft(picture.status(), `${path}: ${image.url}`).toBe(200);
    const { width, height } = await sharp(await picture.body()).metadata();
    expect.soft({ path, width, height }).toEqual({ path, width: 1200, height: 630 });
  }
});
