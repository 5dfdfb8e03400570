import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { confirmDialog, expectSuccess, logInAsAdmin, openSection, uniqueName } from '../support/admin';

test('a message sent from the public contact page appears, is viewed and marked Responded', async ({
  page,
}) => {
  const name = uniqueName('E2E Visitor');
  const email = `${name.split(' ').at(-1)}@example.com`;
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Drop a message' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Phone' }).fill('08030001111');
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form
    .getByRole('textbox', { name: 'Message' })
    .fill('Do you organise family Umrah trips in December?');
  await form.getByRole('button', { name: 'SEND' }).click();
  await expect(page.getByRole('alertdialog', { name: /Message sent successfully/ })).toBeVisible();

  await logInAsAdmin(page);
  await openSection(page, 'Contact Messages');
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(email.toUpperCase());
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Unresponded');

  await row.getByRole('button', { name: 'View' }).click();
  const details = page.getByRole('dialog', { name: 'Message Details' });
  await expect(details).toContainText(name);
  await expect(details).toContainText('08030001111');
  await expect(details).toContainText('Do you organise family Umrah trips in December?');
  await details.getByRole('button', { name: 'Close' }).click();

  await row.getByRole('button', { name: 'Responded' }).click();
  await expect(page.getByRole('dialog', { name: 'Mark as Responded?' })).toContainText(
    'This action cannot be undone.',
  );
  await confirmDialog(page, 'Mark as Responded?');
  await expectSuccess(page, 'Message marked as responded');
  await expect(row).toContainText('Responded');
  await expect(row.getByRole('button', { name: 'Responded' })).toHaveCount(0);

  await page.getByRole('combobox', { name: 'Status' }).selectOption('Unresponded');
  await expect(page.getByText('No messages found')).toBeVisible();
});

test('a public subscriber is found in Newsletter, exported to CSV, and deleted', async ({ page }) => {
  const email = `${uniqueName('reader').replace(/\s/g, '.')}@example.com`;
  await page.goto('/');
  // Sent by the app once it runs the form (its code comes as the visitor nears it).
  const form = page.getByRole('form', { name: 'Get our newsletter' });
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute('data-live', 'true');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Subscribed!' })).toBeVisible();

  await logInAsAdmin(page);
  await openSection(page, 'Newsletter', 'Newsletter Subscriptions');
  await page.getByRole('searchbox', { name: 'Search emails' }).fill(email.toUpperCase());
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toBeVisible();

  await page.getByRole('button', { name: 'Download CSV' }).click();
  const downloading = page.waitForEvent('download');
  await confirmDialog(page, 'Download CSV?');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('newsletter_subscribers.csv');
  const csv = await readFile(await download.path(), 'utf8');
  const [header, ...lines] = csv.split('\r\n');
  expect(header).toBe('"Email","Date Added"');
  expect(lines).toContainEqual(
    expect.stringMatching(new RegExp(`^"${email.replace(/\./g, '\\.')}","\\d{4}-\\d{2}-\\d{2}T`)),
  );
  await expectSuccess(page, 'Downloaded', 'Newsletter list downloaded');

  await row.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toContainText(
    'This will permanently remove the subscriber',
  );
  await confirmDialog(page, 'Are you sure?');
  await expectSuccess(page, 'Deleted!', 'The email was removed');
  await expect(page.getByText('No emails found')).toBeVisible();
});

test('a contact detail is added, shown in the public footer, and deleted', async ({ page }) => {
  const phone = `+234 80${Date.now().toString().slice(-8)}`;
  await logInAsAdmin(page);
  await page.getByRole('button', { name: 'Add Contact' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Error' })).toContainText('Both fields are required.');
  await page.getByRole('alertdialog', { name: 'Error' }).getByRole('button', { name: 'OK' }).click();

  await page.getByLabel('Title').fill(phone);
  await page.getByLabel('Category').selectOption('Phone');
  await page.getByRole('button', { name: 'Add Contact' }).click();
  await expectSuccess(page, 'Contact added');
  const row = page.getByRole('row').filter({ hasText: phone });
  await expect(row).toContainText('Phone');

  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toContainText(phone);

  await page.goto('/admin/contacts');
  await row.getByRole('button', { name: 'Delete' }).click();
  await confirmDialog(page, 'Are you sure?');
  await expectSuccess(page, 'Deleted!', 'Contact has been removed');
  await expect(row).toHaveCount(0);
});
