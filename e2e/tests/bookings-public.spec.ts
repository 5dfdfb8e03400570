/**
 * A visitor's booking (issue 20), on a 375 px phone: the departures on a package's page, the booking
 * form with and without JavaScript, the private page, and a departure sold out.
 */
import { expect, test } from '@playwright/test';
import { bookAsVisitor, type Departure, departureOfItsOwn } from '../support/bookings';
import { phoneWithoutJavaScript } from './public-helpers';

test.use({ viewport: { width: 375, height: 800 } });

const bookPath = (departure: Departure) => `/book?package=${departure.packageId}&departure=${departure.id}`;

test('a visitor books two travellers from a package’s page, sees the reference, total and deposit, and opens the private link', async ({
  page,
}) => {
  const departure = await departureOfItsOwn(page.request, 20, 200 + Math.floor(Math.random() * 100));
  await page.goto(`/eachpackage?id=${departure.packageId}`);
  const departures = page.getByRole('region', { name: 'Departures' });
  await expect(departures).toBeVisible();
  await page.goto(bookPath(departure));
  const form = page.getByRole('form', { name: 'Booking' });
  await expect(page.getByRole('button', { name: 'Add a traveller' })).toBeVisible();
  await form.getByRole('radio', { name: /Double room/ }).check();
  await form.getByLabel('Full name, as in the passport').first().fill('Aisha Bello');
  await form.getByLabel('Passport number (optional for now)').first().fill('A12345678');
  await page.getByRole('button', { name: 'Add a traveller' }).click();
  await form.getByLabel('Full name, as in the passport').nth(1).fill('Musa Bello');
  await form.getByLabel('Name', { exact: true }).fill('Aisha Bello');
  await form.getByLabel('Phone').fill('0803 123 4567');
  await form.getByLabel('Email').fill('aisha.e2e@example.com');
  await form.getByRole('checkbox', { name: /privacy notice/ }).check();
  await expect(form.getByLabel('What this booking comes to')).toContainText('₦2,500,000');
  await form.getByRole('button', { name: 'Book now' }).click();

  await expect(page).toHaveURL(/\/booking\?token=[\w-]+&sent=booking#booking-received$/);
  await expect(page.getByText('Booking received')).toBeVisible();
  await expect(page.getByTestId('booking-reference')).toHaveText(/^[A-Z]+-[A-Z0-9]{5}$/);
  await expect(page.getByTestId('booking-total')).toHaveText('₦2,500,000');
  await expect(page.getByTestId('booking-deposit')).toHaveText('₦600,000');
  // The passport number typed at booking, masked in the traveller's details form.
  await expect(page.getByText('Passport number (saved: •••••••78; leave empty to keep it)')).toBeVisible();

  const link = (await page.getByTestId('private-link').textContent()) ?? '';
  const reference = await page.getByTestId('booking-reference').textContent();
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByTestId('booking-reference')).toHaveText(reference ?? '');
  await expect(page.getByText('Booking received')).toHaveCount(0);
  const response = await page.request.get(link.replace(/^https?:\/\/[^/]+/, ''));
  expect(response.headers()['cache-control']).toBe('private, no-store');
  expect(response.headers()['referrer-policy']).toBe('no-referrer');
});

test('the same form posted without JavaScript books, and lands on the private page', async ({
  browser,
  request,
}) => {
  const departure = await departureOfItsOwn(request, 20, 200 + Math.floor(Math.random() * 100));
  const page = await phoneWithoutJavaScript(browser);
  await page.goto(bookPath(departure));
  await page.getByRole('combobox', { name: 'How many travellers?' }).selectOption('2');
  await page.getByRole('button', { name: 'Change' }).click();
  await expect(page).toHaveURL(/travellers=2/);
  const form = page.getByRole('form', { name: 'Booking' });
  await form.getByRole('radio', { name: /Double room/ }).check();
  await form.getByLabel('Full name, as in the passport').first().fill('Halima Noscript');
  await form.getByLabel('Full name, as in the passport').nth(1).fill('Sani Noscript');
  await form.getByLabel('Name', { exact: true }).fill('Halima Noscript');
  await form.getByLabel('Phone').fill('0803 765 4321');
  await form.getByLabel('Email').fill('halima.e2e@example.com');
  await form.getByRole('checkbox', { name: /privacy notice/ }).check();
  await form.getByRole('button', { name: 'Book now' }).click();
  await expect(page).toHaveURL(/\/booking\?token=[\w-]+&sent=booking#booking-received$/);
  await expect(page.getByText('Booking received')).toBeVisible();
  await expect(page.getByTestId('booking-total')).toHaveText('₦2,500,000');
  await expect(page.getByTestId('booking-deposit')).toHaveText('₦600,000');
  await page.context().close();
});

test('a departure sold out says so in the server’s page and refuses a booking; one with too few seats says how many', async ({
  request,
  browser,
}) => {
  const departure = await departureOfItsOwn(request, 2, 200 + Math.floor(Math.random() * 100));

  // Too few seats: the form posted without JavaScript comes back saying how many are left.
  const page = await phoneWithoutJavaScript(browser);
  await page.goto(`${bookPath(departure)}&travellers=2`);
  await bookAsVisitor(request, departure.id, [{ fullName: 'First Taker' }]);
  const form = page.getByRole('form', { name: 'Booking' });
  await form.getByRole('radio', { name: /Double room/ }).check();
  await form.getByLabel('Full name, as in the passport').first().fill('Late One');
  await form.getByLabel('Full name, as in the passport').nth(1).fill('Late Two');
  await form.getByLabel('Name', { exact: true }).fill('Late One');
  await form.getByLabel('Phone').fill('0803 111 2222');
  await form.getByLabel('Email').fill('late.e2e@example.com');
  await form.getByRole('checkbox', { name: /privacy notice/ }).check();
  await form.getByRole('button', { name: 'Book now' }).click();
  await expect(page.getByRole('alert')).toContainText('Only 1 seat left on this departure.');
  await page.context().close();

  await bookAsVisitor(request, departure.id, [{ fullName: 'Last Taker' }]);
  // The server's page, once the shell has heard that the seats changed (its content poll).
  const cardOf = async () => {
    const html = await (await request.get(`/eachpackage?id=${departure.packageId}`)).text();
    const start = html.indexOf(`id="departure-${departure.id}"`);
    return start < 0 ? '' : html.slice(start, html.indexOf('</li>', start));
  };
  await expect.poll(cardOf, { timeout: 15_000 }).toContain('Sold out');
  expect(await cardOf()).not.toContain('>Book<');
  const refused = await request.post('/api/bookings', {
    data: {
      departureId: departure.id,
      room: 'double',
      travellers: [{ fullName: 'Too Late' }],
      contact: { name: 'Too Late', phone: '0803 333 4444', email: 'too.late@example.com' },
      consent: true,
    },
  });
  expect(refused.status()).toBe(409);
  expect((await refused.json()).message).toBe('This departure is sold out.');
  const bookPage = await (await request.get(bookPath(departure))).text();
  expect(bookPage).toContain('This departure is sold out.');
});
