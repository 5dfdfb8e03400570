import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { adminCredentials, logInAsAdmin, openSection } from '../support/admin';

test("login fails with the server's message, succeeds with the right password, and Log out returns to it", async ({
  page,
}) => {
  const { username } = adminCredentials();
  await page.goto('/admin/packages');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Log In' }).click();
  const failure = page.getByRole('alertdialog', { name: 'Login Failed' });
  await expect(failure).toContainText('Invalid username or password.');
  await failure.getByRole('button', { name: 'OK' }).click();

  await logInAsAdmin(page);
  await expect(page.getByRole('heading', { name: 'Contact Details', level: 2 })).toBeVisible();
  await openSection(page, 'Packages');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Packages', level: 2 })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/admin/packages');

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
});

test('a wrong password on a fresh /admin is a failed login, not an expired session', async ({ page }) => {
  const { username } = adminCredentials();
  await page.goto('/admin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill('wrong password');
  await page.getByRole('button', { name: 'Log In' }).click();
  const failure = page.getByRole('alertdialog', { name: 'Login Failed' });
  await expect(failure).toContainText('Invalid username or password.');
  await failure.getByRole('button', { name: 'OK' }).click();

  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  await expect(page.getByText(/session has expired|draft/i)).toHaveCount(0);
});

const PUBLIC_HOME_HEADING = 'Hajj, Umrah and holidays, planned with care from Lagos';

test('a click on the top bar or on the logo leaves the back office for the public home page', async ({
  page,
}) => {
  await logInAsAdmin(page);
  for (const target of [
    page.getByRole('banner').getByText('Safa Travels & Tours'),
    page.getByRole('link', { name: /home page/ }),
  ]) {
    await openSection(page, 'Packages');
    await target.click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: PUBLIC_HOME_HEADING })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: PUBLIC_HOME_HEADING })).toBeVisible();
    await page.goto('/admin/contacts');
  }
});

test('a token the BFF refuses returns to the login with a clear message', async ({ page }) => {
  await page.goto('/admin');
  await page.evaluate(() => window.localStorage.setItem('adminToken', 'not-a-real-token'));
  await page.goto('/admin/messages');
  await expect(page.getByRole('alert')).toContainText('Your session has expired. Please log in again.');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
});

const SECTIONS: Array<[string, string]> = [
  ['Contact Details', 'Contact Details'],
  ['Flier', 'Flier'],
  ['Gallery Images', 'Gallery Images'],
  ['Contact Messages', 'Contact Messages'],
  ['Packages', 'Packages'],
  ['Newsletter', 'Newsletter Subscriptions'],
];

test('axe finds no serious or critical violation on the login or any section, on desktop and phone', async ({
  page,
}) => {
  const serious = async () =>
    (await new AxeBuilder({ page }).analyze()).violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );

  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  expect(await serious()).toEqual([]);

  await logInAsAdmin(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [link, heading] of SECTIONS) {
      await openSection(page, link, heading);
      await page.waitForLoadState('networkidle');
      expect(await serious(), `${link} at ${width}px`).toEqual([]);
    }
  }
});
