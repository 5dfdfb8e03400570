import { expect, type Page } from '@playwright/test';

export function adminCredentials(): { username: string; password: string } {
  const username = process.env.E2E_ADMIN_USERNAME;
  const password = process.env.E2E_ADMIN_PASSWORD;
  if (!username || !password) throw new Error('The e2e global setup did not provide admin credentials');
  return { username, password };
}

/** Logs in through the admin login form and waits for the dashboard. */
export async function logInAsAdmin(page: Page): Promise<void> {
  const { username, password } = adminCredentials();
  await page.goto('/admin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}
