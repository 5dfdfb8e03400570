import { expect, type Page, test } from '@playwright/test';
import { logInAsAdmin, openSection, uniqueName } from '../support/admin';
import { bookingScene } from '../support/bookings';
import { withDatabase } from '../support/database';
import { saveScreenshot } from '../support/layout';

const MINUTE = 60_000;

/** The name of the n-th enquiry seeded with `tag`. */
const enquiryName = (tag: string, n: number) => `${tag} ${String(n).padStart(2, '0')}`;

/** `count` enquiries named `<tag> 01`…, each a minute newer than the one before, the newest of all. */
async function seedEnquiries(tag: string, count: number): Promise<void> {
  const start = Date.now() + 60 * MINUTE;
  await withDatabase((database) =>
    database.collection('messages').insertMany(
      Array.from({ length: count }, (_, index) => ({
        name: enquiryName(tag, index + 1),
        email: `${tag.replace(/\W/g, '.')}.${index + 1}@example.com`,
        phone: '0803 000 1111',
        category: 'umrahmessage',
        message: 'Is there a family room for Umrah in December?',
        status: 'Unresponded',
        senderKeys: [],
        createdAt: new Date(start + index * MINUTE),
      })),
    ),
  );
}

/** `count` subscribers `<tag>.1@example.com`…, the newest last. */
async function seedSubscribers(tag: string, count: number): Promise<void> {
  const start = Date.now() + 60 * MINUTE;
  await withDatabase((database) =>
    database.collection('newsletter').insertMany(
      Array.from({ length: count }, (_, index) => ({
        email: `${tag}.${index + 1}@example.com`,
        createdAt: new Date(start + index * MINUTE),
      })),
    ),
  );
}

/** Types a search and waits for the page the BFF answers for it (sent once typing pauses). */
async function search(page: Page, box: string, text: string): Promise<void> {
  const answered = page.waitForResponse(
    (response) => new URL(response.url()).searchParams.get('search') === text && response.ok(),
  );
  await page.getByRole('searchbox', { name: box }).fill(text);
  await answered;
}

/** The texts of one column of a table's rows, the header row left out. */
const column = async (page: Page, table: string, index: number) =>
  page
    .getByRole('table', { name: table })
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .evaluateAll((rows, at) => rows.map((row) => row.querySelectorAll('td')[at]?.textContent ?? ''), index);

test('the operator pages through the enquiries and the newsletter, 5 a page, "Page X of Y", searching as typed', async ({
  page,
}) => {
  const tag = uniqueName('Paging');
  await seedEnquiries(tag, 12);
  const readerTag = tag.toLowerCase().replace(/\s/g, '-');
  await seedSubscribers(readerTag, 7);
  await logInAsAdmin(page);

  await openSection(page, 'Contact Messages');
  const messagePages = page.getByRole('navigation', { name: 'Message pages' });
  await expect(messagePages).toContainText(/Page 1 of \d+/);
  await expect(messagePages.getByRole('button', { name: 'Previous' })).toBeDisabled();
  expect(await column(page, 'Contact messages', 0)).toEqual(
    [12, 11, 10, 9, 8].map((n) => enquiryName(tag, n)),
  );
  await messagePages.getByRole('button', { name: 'Next' }).click();
  await expect(messagePages).toContainText(/Page 2 of \d+/);
  expect(await column(page, 'Contact messages', 0)).toEqual([7, 6, 5, 4, 3].map((n) => enquiryName(tag, n)));

  await search(page, 'Search by name or email', tag.toUpperCase());
  await expect(messagePages).toContainText('Page 1 of 3');
  await messagePages.getByRole('button', { name: 'Next' }).click();
  await messagePages.getByRole('button', { name: 'Next' }).click();
  await expect(messagePages).toContainText('Page 3 of 3');
  expect(await column(page, 'Contact messages', 0)).toEqual([2, 1].map((n) => enquiryName(tag, n)));
  await expect(messagePages.getByRole('button', { name: 'Next' })).toBeDisabled();
  await messagePages.getByRole('button', { name: 'Previous' }).click();
  await expect(messagePages).toContainText('Page 2 of 3');
  await search(page, 'Search by name or email', `${tag} (none)`);
  await expect(page.getByText('No messages found')).toBeVisible();
  await expect(messagePages).toContainText('Page 1 of 1');

  await openSection(page, 'Newsletter', 'Newsletter Subscriptions');
  const subscriberPages = page.getByRole('navigation', { name: 'Subscriber pages' });
  await search(page, 'Search emails', readerTag.toUpperCase());
  await expect(subscriberPages).toContainText('Page 1 of 2');
  expect(await column(page, 'Newsletter subscribers', 1)).toEqual(
    [7, 6, 5, 4, 3].map((n) => `${readerTag}.${n}@example.com`),
  );
  await subscriberPages.getByRole('button', { name: 'Next' }).click();
  await expect(subscriberPages).toContainText('Page 2 of 2');
  expect(await column(page, 'Newsletter subscribers', 0)).toEqual(['6', '7']);
  expect(await column(page, 'Newsletter subscribers', 1)).toEqual(
    [2, 1].map((n) => `${readerTag}.${n}@example.com`),
  );
});

test('the lists the BFF pages, at 375 and 1280 px', async ({ page, request }) => {
  const scene = await bookingScene(request);
  await seedEnquiries(uniqueName('Screens'), 7);
  await logInAsAdmin(page);
  const lists = [
    { name: 'messages', path: '/admin/messages', heading: 'Contact Messages' },
    { name: 'newsletter', path: '/admin/newsletter', heading: 'Newsletter Subscriptions' },
    { name: 'packages', path: '/admin/packages', heading: 'Packages' },
    { name: 'departures', path: `/admin/packages/${scene.packageId}/departures`, heading: /^Departures of / },
    { name: 'bookings', path: '/admin/bookings', heading: 'Bookings' },
    { name: 'contacts', path: '/admin/contacts', heading: 'Contact Details' },
  ];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const list of lists) {
      await page.goto(list.path);
      await expect(page.getByRole('heading', { name: list.heading, level: 2 })).toBeVisible();
      await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
      await saveScreenshot(page, `admin-lists-${list.name}`);
    }
  }
});
