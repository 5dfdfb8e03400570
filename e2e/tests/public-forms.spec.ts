import { expect, type Page, test } from '@playwright/test';
import { fontsDrawing } from '../support/drawn-fonts';
import {
  dayFromToday,
  expectDialog,
  failMessages,
  fillEnquiry,
  sendEnquiry,
  uniqueTag,
  useOwnClientAddress,
} from './public-helpers';

test.beforeEach(async ({ page }) => useOwnClientAddress(page));

test.describe('enquiry forms', () => {
  test('contact: success dialog and cleared fields; a server failure is a browser alert', async ({
    page,
  }) => {
    const tag = uniqueTag();
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Drop a message' });
    // Slow the answer down enough to see the busy state.
    await page.route('**/api/messages', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.fallback();
    });
    await sendEnquiry(form, tag);
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeVisible();
    await expect(page.getByRole('alertdialog', { name: 'Message sent successfully ✨' })).toBeVisible();
    // Its '✨' is drawn with our own font, whatever fonts the phone has (this one has no emoji font).
    await expect
      .poll(() =>
        fontsDrawing(
          page.getByRole('alertdialog').getByRole('heading', { name: 'Message sent successfully ✨' }),
        ),
      )
      .toContain('Safa Symbols');
    await expectDialog(page, 'Message sent successfully ✨');
    await expect(form.getByLabel('Email')).toHaveValue('');

    await failMessages(page, { message: 'nope' });
    // Answered as it opens: a pending browser alert would block the click that caused it.
    const alerts: string[] = [];
    page.once('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await sendEnquiry(form, `${tag}-fail`);
    await expect.poll(() => alerts).toEqual(['Something went wrong. Please try again later.']);
    await expect(form.getByLabel('Name')).toHaveValue(`E2E Visitor ${tag}-fail`);
  });

  for (const { path, successText } of [
    { path: '/hajjpackage', successText: 'Your message has been sent.' },
    { path: '/umrahpackage', successText: 'Your message has been sent' },
  ]) {
    test(`${path}: 'Success!' then 'Error!' with the server's message`, async ({ page }) => {
      const tag = uniqueTag();
      await page.goto(path);
      const form = page.getByRole('form', { name: 'Make Enquiries' });
      await sendEnquiry(form, tag);
      await expectDialog(page, 'Success!', successText);
      await expect(form.getByLabel('Message')).toHaveValue('');

      await failMessages(page, { message: 'Please try again in a few minutes.' });
      await sendEnquiry(form, `${tag}-fail`);
      await expectDialog(page, 'Error!', 'Please try again in a few minutes.');
    });
  }

  test('flights: the request goes out as a flightmessage', async ({ page }) => {
    const tag = uniqueTag();
    await page.goto('/flights');
    await page.getByLabel('From', { exact: true }).fill('Lagos');
    await page.getByLabel('To', { exact: true }).fill('London');
    await page.getByLabel('Departure date').fill(dayFromToday(30));
    await page.getByLabel('Name', { exact: true }).fill(`E2E Flyer ${tag}`);
    await page.getByLabel('Phone', { exact: true }).fill('0803 555 0102');
    await page.getByLabel('Email', { exact: true }).fill(`flyer-${tag}@example.com`);
    const sent = page.waitForRequest((req) => req.url().endsWith('/api/messages') && req.method() === 'POST');
    await page.getByRole('button', { name: 'SEND' }).click();
    expect((await sent).postDataJSON()).toMatchObject({ category: 'flightmessage' });
    await expectDialog(page, 'Success!', 'Your message has been sent.');
  });
});

test.describe('refused fields', () => {
  test('flights: no departure in the past, no return before departure; each says why and nothing is sent', async ({
    page,
  }) => {
    let posted = false;
    page.on('request', (req) => {
      if (req.url().endsWith('/api/messages') && req.method() === 'POST') posted = true;
    });
    await page.goto('/flights');
    const form = page.getByRole('form', { name: 'Request a flight or hotel' });
    await form.getByLabel('From', { exact: true }).fill('Lagos');
    await form.getByLabel('To', { exact: true }).fill('London');
    await form.getByLabel('Name', { exact: true }).fill('E2E Flyer');
    await form.getByLabel('Phone', { exact: true }).fill('0803 555 0102');
    await form.getByLabel('Email', { exact: true }).fill('flyer@example.com');
    const departure = form.getByLabel('Departure date');
    const back = form.getByLabel('Return date (optional)');
    await expect(departure).toHaveAttribute('min', dayFromToday(0));

    await departure.fill(dayFromToday(-1));
    await expect(departure).toHaveAccessibleDescription('The departure date cannot be in the past.');
    await form.getByRole('button', { name: 'SEND' }).click();
    expect(await departure.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(
      'The departure date cannot be in the past.',
    );

    await departure.fill(dayFromToday(10));
    await back.fill(dayFromToday(9));
    await expect(back).toHaveAccessibleDescription('The return date cannot be before the departure date.');
    await form.getByRole('button', { name: 'SEND' }).click();
    await expect(back).toHaveJSProperty(
      'validationMessage',
      'The return date cannot be before the departure date.',
    );
    expect(posted).toBe(false);
  });

  for (const { path, form } of [
    { path: '/contact', form: 'Drop a message' },
    { path: '/hajjpackage', form: 'Make Enquiries' },
    { path: '/umrahpackage', form: 'Make Enquiries' },
    { path: '/eachpackage', form: 'Make Enquiries' },
    { path: '/flights', form: 'Request a flight or hotel' },
  ]) {
    test(`${path}: a name of only spaces gets the server's message next to the field, not a dialog`, async ({
      page,
      request,
    }) => {
      if (path === '/eachpackage') {
        const [first]: { id: string }[] = await (await request.get('/api/packages')).json();
        await page.goto('/no-such-page');
        await page.evaluate((id) => window.localStorage.setItem('packageId', id ?? ''), first?.id);
      }
      await page.goto(path);
      const scope = page.getByRole('form', { name: form });
      if (path === '/flights') {
        await scope.getByLabel('From', { exact: true }).fill('Lagos');
        await scope.getByLabel('To', { exact: true }).fill('Jeddah');
        await scope.getByLabel('Departure date').fill(dayFromToday(20));
        await scope.getByLabel('Phone', { exact: true }).fill('0803 555 0101');
        await scope.getByLabel('Email', { exact: true }).fill('visitor@example.com');
        await scope.getByLabel('Name', { exact: true }).fill('   ');
        await scope.getByRole('button', { name: 'SEND' }).click();
      } else {
        await fillEnquiry(scope, uniqueTag());
        await scope.getByLabel('Name').fill('   ');
        await scope.getByRole('button', { name: 'SEND' }).click();
      }
      const name = scope.getByLabel('Name', { exact: true });
      await expect(name).toHaveAccessibleDescription('Name is required.');
      await expect(name).toBeFocused();
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    });
  }
});

/**
 * Opens the home page at its newsletter, once the app runs it: its code comes as the visitor nears it
 * (until then it is a plain form, posted to the server, see without-javascript.spec).
 */
async function openNewsletter(page: Page): Promise<void> {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Get our newsletter' });
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute('data-live', 'true');
}

test.describe('newsletter', () => {
  test('an invalid address is refused without a request', async ({ page }) => {
    let posted = false;
    page.on('request', (req) => {
      if (req.url().endsWith('/api/newsletter') && req.method() === 'POST') posted = true;
    });
    await openNewsletter(page);
    await page.getByLabel('Email address').fill('not-an-address@nowhere');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expectDialog(page, 'Invalid email', 'Please enter a valid address.');
    expect(posted).toBe(false);
  });

  test('a new address subscribes; the same address again is a duplicate', async ({ page }) => {
    const email = `reader-${uniqueTag()}@example.com`;
    await openNewsletter(page);
    const input = page.getByLabel('Email address');
    await input.fill(`  ${email} `);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expectDialog(page, 'Subscribed!', 'Thanks for joining our newsletter.');
    await expect(input).toHaveValue('');

    await input.fill(email);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expectDialog(page, 'Error', 'already subscribed');
  });
});
