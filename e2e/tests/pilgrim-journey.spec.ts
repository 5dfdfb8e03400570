/**
 * A pilgrim finds, books and comes back to a package (issue 28), on a 375 px phone: from the home page
 * to a Hajj departure's form in three taps and the reference in view and focused once booked, a
 * sold-out refusal where the button is, a double tap without JavaScript on a slow line that makes one
 * booking and one e-mail, "find my booking" with the phone spelled another way, and a private link
 * with a full stop at its end.
 */
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { adminAuthorization, bookAsVisitor, type Departure, departureOfItsOwn } from '../support/bookings';
import { mailsTo, mailWithSubject } from '../support/mail';
import { expectAppRunning } from '../support/public-app';
import { phoneWithoutJavaScript, uniqueTag, useOwnClientAddress } from './public-helpers';

test.use({ viewport: { width: 375, height: 800 } });
test.beforeEach(async ({ page }) => useOwnClientAddress(page));

/** Far enough ahead that no other journey's departure shares its dates. */
const someDayAhead = () => 200 + Math.floor(Math.random() * 100);

const bookPath = (departure: Departure) => `/book?package=${departure.packageId}&departure=${departure.id}`;

/** A lead contact of this test alone (every inbox and phone holds seats of its own). */
function contactOf(tag: string) {
  return {
    name: `Pilgrim ${tag}`,
    phone: `0803 ${String(Math.floor(Math.random() * 1000)).padStart(3, '0')} ${String(Math.floor(Math.random() * 10000)).padStart(4, '0')}`,
    email: `pilgrim-${tag}@example.com`,
  };
}

/** Fills the booking form in for one traveller in a double room, as `contact`. */
async function fillInBooking(form: Locator, contact: ReturnType<typeof contactOf>): Promise<void> {
  await form.getByRole('radio', { name: /Double room/ }).check();
  await form.getByLabel('Full name, as in the passport').first().fill(contact.name);
  await form.getByLabel('Name', { exact: true }).fill(contact.name);
  await form.getByLabel('Phone').fill(contact.phone);
  await form.getByLabel('Email').fill(contact.email);
  await form.getByRole('checkbox', { name: /privacy notice/ }).check();
}

/** The bookings made on `departure`, as the operator lists them. */
async function bookingsOn(request: APIRequestContext, departure: Departure): Promise<unknown[]> {
  const listed = await request.get(`/api/bookings?departureId=${departure.id}`, {
    headers: await adminAuthorization(request),
  });
  expect(listed.status()).toBe(200);
  return listed.json();
}

/**
 * Answers the booking form's posts as a slow line does: each reaches the server at once, its answer
 * the browser after `ms`. Says how many were posted.
 */
async function slowFormPosts(page: Page, ms: number): Promise<{ posts: number }> {
  const seen = { posts: 0 };
  await page.route('**/book?*', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    seen.posts += 1;
    const response = await route.fetch({ maxRedirects: 0 });
    await new Promise((resolve) => setTimeout(resolve, ms));
    // The browser dropped the first post's answer for the second's: nothing is waiting for it.
    await route.fulfill({ response }).catch(() => undefined);
  });
  return seen;
}

test('from the home page a pilgrim reaches a Hajj departure in three taps, books it, and lands on its reference, focused', async ({
  page,
}) => {
  const departure = await departureOfItsOwn(page.request, 20, someDayAhead(), {
    packageTitle: 'Hajj 2026 Standard Package',
  });
  const contact = contactOf(uniqueTag());
  await page.goto('/');

  await page.getByRole('link', { name: 'Explore Hajj packages' }).click();
  const plan = page.getByRole('article').filter({
    has: page.getByRole('heading', { name: 'Hajj 2026 Standard Package' }),
  });
  await expect(plan).toContainText(/from ₦[\d,]+ · next departure \d+\s\w+\s\d{4}/);
  await plan.getByRole('link', { name: /MORE DETAILS/ }).click();
  await page.locator(`a[href="${bookPath(departure)}"]`).click();

  await expect(page).toHaveURL(bookPath(departure));
  await expectAppRunning(page);
  const form = page.getByRole('form', { name: 'Booking' });
  await fillInBooking(form, contact);
  await form.getByRole('button', { name: 'Book now' }).click();

  await expect(page).toHaveURL(/\/booking\?token=[\w-]+&sent=booking#booking-received$/);
  const reference = page.getByTestId('booking-reference');
  await expect(reference).toHaveText(/^SAFA-[2-9A-Z]{5}$/);
  await expect(reference).toBeInViewport();
  const booked = await reference.textContent();
  const notice = page.locator('#booking-received');
  await expect(notice).toBeFocused();
  await expect(notice).toContainText(`Your reference is ${booked}.`);
  await expect(notice).toBeInViewport();

  // Back on the form: what was booked, and the way to it.
  await page.goBack();
  await expect(page.getByText(`You booked ${booked} a moment ago`)).toBeVisible();
});

test('a departure sold out as the pilgrim books says so where "Book now" was tapped, and offers the waitlist', async ({
  page,
}) => {
  const departure = await departureOfItsOwn(page.request, 1, someDayAhead());
  await page.goto(bookPath(departure));
  await expectAppRunning(page);
  const form = page.getByRole('form', { name: 'Booking' });
  await fillInBooking(form, contactOf(uniqueTag()));
  await bookAsVisitor(page.request, departure.id, [{ fullName: 'First Taker' }], contactOf(uniqueTag()));
  const bookNow = form.getByRole('button', { name: 'Book now' });
  await bookNow.click();

  const refusal = form.getByRole('alert');
  await expect(refusal).toContainText('This departure is sold out.');
  await expect(refusal).toBeFocused();
  await expect(refusal).toBeInViewport();
  await expect(bookNow).toBeInViewport();
  await refusal.getByRole('link', { name: 'Tell me when a seat frees up' }).click();
  await expect(page.getByRole('form', { name: 'Tell me when a seat frees up' })).toBeInViewport();
});

test('a double tap on "Book now" without JavaScript, on a slow line, makes one booking and sends one e-mail', async ({
  browser,
  request,
}) => {
  const departure = await departureOfItsOwn(request, 10, someDayAhead());
  const contact = contactOf(uniqueTag());
  const page = await phoneWithoutJavaScript(browser);
  await page.goto(bookPath(departure));
  const form = page.getByRole('form', { name: 'Booking' });
  await fillInBooking(form, contact);
  const line = await slowFormPosts(page, 1500);

  // Two taps on the button, the second once the first is on its way and before it is answered (the
  // mouse does not wait for the navigation the first one starts, as a locator's click would).
  const bookNow = form.getByRole('button', { name: 'Book now' });
  await bookNow.scrollIntoViewIfNeeded();
  const button = await bookNow.boundingBox();
  if (!button) throw new Error('"Book now" is not on the page');
  const [x, y] = [button.x + button.width / 2, button.y + button.height / 2];
  const firstOnItsWay = page.waitForRequest((request) => request.method() === 'POST');
  await page.mouse.click(x, y);
  await firstOnItsWay;
  await page.mouse.click(x, y);
  await expect(page).toHaveURL(/\/booking\?token=[\w-]+&sent=booking#booking-received$/);
  expect(line.posts).toBe(2);
  const reference = (await page.getByTestId('booking-reference').textContent()) ?? '';

  expect(await bookingsOn(request, departure)).toHaveLength(1);
  await mailWithSubject(new RegExp(`^Your booking ${reference}:`));
  expect((await mailsTo(contact.email)).map((mail) => mail.subject)).toEqual([
    expect.stringMatching(new RegExp(`^Your booking ${reference}:`)),
  ]);
  await page.context().close();
});

test('"find my booking" with the reference and the phone spelled another way sends the link again', async ({
  page,
}) => {
  const departure = await departureOfItsOwn(page.request, 10, someDayAhead());
  const contact = { ...contactOf(uniqueTag()), phone: '0803 217 4455' };
  const booked = await bookAsVisitor(page.request, departure.id, [{ fullName: contact.name }], contact);

  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Find my booking' }).click();
  await expectAppRunning(page);
  const form = page.getByRole('form', { name: 'Lost the link to your booking?' });
  await form.getByLabel('Booking reference').fill(booked.reference.toLowerCase());
  await form.getByLabel('Phone number or e-mail you booked with').fill('+234 (803) 217-4455');
  await form.getByRole('button', { name: 'Send me the link' }).click();

  await expect(form.getByRole('status')).toContainText('we have sent its link to the contact we have for it');
  const mail = await mailWithSubject(new RegExp(`^The link to your booking ${booked.reference}$`));
  expect(mail.text).toContain(new URL(booked.manageUrl).search);
});

test('a private link with a full stop at its end opens the page that says how to find the booking', async ({
  page,
}) => {
  const departure = await departureOfItsOwn(page.request, 10, someDayAhead());
  const booked = await bookAsVisitor(
    page.request,
    departure.id,
    [{ fullName: 'Dotted Link' }],
    contactOf(uniqueTag()),
  );
  const link = new URL(booked.manageUrl);

  const answer = await page.goto(`${link.pathname}${link.search}.`);
  expect(answer?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'We could not open this booking' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Find my booking' })).toHaveAttribute(
    'href',
    '/find-booking',
  );
  await page.getByRole('link', { name: 'open it without' }).click();
  await expect(page.getByTestId('booking-reference')).toHaveText(booked.reference);
});
