import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { adminCredentials, logInAsAdmin } from '../support/admin';
import { PORTS, REPO_ROOT, URLS } from '../support/stack';

interface PackageSummary {
  title: string;
  category: string;
}

test.describe('the shell loads both remotes at run time', () => {
  test('the home page, reached through the shell, shows the seeded packages from MongoDB', async ({
    page,
    request,
  }) => {
    const packages: PackageSummary[] = await (await request.get('/api/packages')).json();
    const vacation = packages.filter((item) => item.category === 'vacation');
    expect(vacation.length).toBeGreaterThan(0);

    await page.goto('/');

    for (const item of vacation.slice(0, 6)) {
      await expect(page.getByText(item.title, { exact: true }).first()).toBeAttached();
    }
  });

  test('/admin shows the login; a wrong password shows "Login Failed"; the right one reaches the dashboard', async ({
    page,
  }) => {
    const { username } = adminCredentials();
    await page.goto('/admin');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log In' }).click();

    const failure = page.getByRole('alertdialog', { name: 'Login Failed' });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('Invalid username or password.');
    await failure.getByRole('button', { name: 'OK' }).click();

    await logInAsAdmin(page);
    await expect(page.getByText('Safa Travels & Tours').first()).toBeVisible();
  });

  test('with the admin remote down, /admin shows the fallback and the public pages still work', async ({
    page,
    request,
  }) => {
    const [first]: PackageSummary[] = await (await request.get('/api/packages')).json();
    await page.goto(`${URLS.shellWithAdminDown}/admin`);
    await expect(page.getByTestId('remote-fallback')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This page is taking a break' })).toBeVisible();

    await page.goto(`${URLS.shellWithAdminDown}/`);
    await expect(page.getByTestId('remote-fallback')).toHaveCount(0);
    await expect(page.getByText(first?.title ?? 'no packages', { exact: true }).first()).toBeAttached();
  });
});

test('the shell build contains no remote URL', () => {
  const dist = path.join(REPO_ROOT, 'shell', 'dist');
  const files = readdirSync(dist).filter((name) => /\.(js|html)$/.test(name));
  expect(files.length).toBeGreaterThan(0);
  const remoteAddress = new RegExp(
    `(localhost|127\\.0\\.0\\.1):(3001|3002|${PORTS.publicMfe}|${PORTS.adminMfe})|mf-manifest\\.json|remoteEntry\\.js`,
  );
  for (const name of files) {
    expect(readFileSync(path.join(dist, name), 'utf8'), name).not.toMatch(remoteAddress);
  }
});
