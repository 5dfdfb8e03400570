import { expect, type Page, test } from '@playwright/test';
import type { Db } from 'mongodb';
import { Secret, TOTP } from 'otpauth';
import { adminCredentials, expectSuccess, logInAsAdmin, openSection } from '../support/admin';
import { withDatabase } from '../support/database';
import { saveScreenshot } from '../support/layout';

const CODE_WRONG =
  'That code is not right. Enter the code your authenticator app shows now, or an unused recovery code.';

/** The code the operator's app shows `stepsAhead` steps of 30 s from now (one step ahead is taken). */
const appCode = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

/** A code of the right form that the app does not show now, nor a step either side. */
const wrongCode = (secret: string) => {
  const near = [-1, 0, 1].map((step) => appCode(secret, step));
  return ['135790', '246801', '975310'].find((code) => !near.includes(code)) ?? '000000';
};

/**
 * Every other spec logs in as this one admin with its password alone: whatever this spec leaves
 * (a second factor on or half set up, failed logins counted against this address) is undone in the
 * database, after each test however it ended.
 */
async function restoreSharedAdmin(): Promise<void> {
  const { username } = adminCredentials();
  await withDatabase(async (database) => {
    await database.collection('admin_users').updateOne(
      { username },
      {
        $unset: { totpSecret: '', pendingTotpSecret: '', totpLastStep: '' },
        $set: { recoveryCodeHashes: [] },
      },
    );
    await forgetFailedLoginsIn(database);
  });
}

/** The login guard's windows pass (15 minutes, here at once): its counts are removed. */
const forgetFailedLoginsIn = (database: Db) =>
  database.collection('rate_limits').deleteMany({ key: /^login-/ });

test.beforeEach(restoreSharedAdmin);
test.afterEach(restoreSharedAdmin);

/** The login form filled with the right username and password, sent. */
async function logInWithPassword(page: Page): Promise<void> {
  const { username, password } = adminCredentials();
  await page.goto('/admin');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Sends the login again with `code`, the form having asked for it. */
async function sendCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Log In' }).click();
}

async function expectLoginFailed(page: Page, text: string): Promise<void> {
  const failure = page.getByRole('alertdialog', { name: 'Login Failed' });
  await expect(failure).toContainText(text);
  await failure.getByRole('button', { name: 'OK' }).click();
}

/** Full-page pictures of the screen at a phone's width and a desktop's, for anyone to look at. */
async function screenshotAtBothWidths(page: Page, name: string): Promise<void> {
  const size = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, name);
  }
  await page.setViewportSize(size);
}

test('the operator sets up an authenticator app, logs in with its code or a recovery code once, and a wrong code counts as a failed login', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logInAsAdmin(page);
  await openSection(page, 'Account security');
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();

  const qrCode = page.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qrCode).toBeVisible();
  expect(await qrCode.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
  const secret = ((await page.getByLabel('Secret key').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await screenshotAtBothWidths(page, 'admin-security-setup');

  await page.getByLabel('Code from the app').fill(appCode(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codeList = page.getByRole('list', { name: 'Recovery codes' });
  await expect(codeList.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await codeList.getByRole('listitem').allTextContents();
  await screenshotAtBothWidths(page, 'admin-security-recovery-codes');
  await page.getByRole('button', { name: 'I have kept them' }).click();
  await expect(page.getByText('10 of 10 recovery codes left')).toBeVisible();
  await screenshotAtBothWidths(page, 'admin-security-on');

  await page.getByRole('button', { name: 'Log out' }).click();
  await logInWithPassword(page);
  await expect(page.getByRole('status')).toContainText('Enter the 6-digit code from your authenticator app');
  await screenshotAtBothWidths(page, 'admin-login-code');

  // Wrong codes count as wrong passwords: with the attempt that brought none, five fill the window,
  // and then the right code from this address is refused too.
  for (let attempt = 0; attempt < 4; attempt += 1) {
    await sendCode(page, wrongCode(secret));
    await expectLoginFailed(page, CODE_WRONG);
  }
  await sendCode(page, appCode(secret, 1));
  await expectLoginFailed(page, 'Too many failed logins. Please try again later.');

  await withDatabase(forgetFailedLoginsIn);
  await sendCode(page, appCode(secret, 1));
  await expectSuccess(page, 'Login successful');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  const [first = '', second = '', third = ''] = recoveryCodes;
  await page.getByRole('button', { name: 'Log out' }).click();
  await logInWithPassword(page);
  await sendCode(page, first);
  await expectSuccess(page, 'Login successful');
  await page.getByRole('button', { name: 'Log out' }).click();
  await logInWithPassword(page);
  await sendCode(page, first);
  await expectLoginFailed(page, CODE_WRONG);
  await sendCode(page, second);
  await expectSuccess(page, 'Login successful');

  await openSection(page, 'Account security');
  await expect(page.getByText('8 of 10 recovery codes left')).toBeVisible();
  await page.getByLabel('Code from the app, or a recovery code').fill(third);
  await page.getByRole('button', { name: 'Turn off' }).click();
  await expectSuccess(page, 'Second factor turned off');
  await page.getByRole('button', { name: 'Log out' }).click();
  await logInAsAdmin(page);
});
