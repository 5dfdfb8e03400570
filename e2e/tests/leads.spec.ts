import { expect, type Page, test } from '@playwright/test';
import { logInAsAdmin, openSection, uniqueName } from '../support/admin';

/** Sends the public contact form as a visitor would. */
async function sendEnquiry(
  page: Page,
  { name, phone, email }: { name: string; phone: string; email: string },
) {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Drop a message' });
  await form.getByRole('textbox', { name: 'Name' }).fill(name);
  await form.getByRole('textbox', { name: 'Phone' }).fill(phone);
  await form.getByRole('textbox', { name: 'Email' }).fill(email);
  await form.getByRole('textbox', { name: 'Message' }).fill('Can we travel to Madinah in March?');
  await form.getByRole('button', { name: 'SEND' }).click();
  await expect(page.getByRole('alertdialog', { name: /Message sent successfully/ })).toBeVisible();
}

/** The unresponded enquiries as the admin's own list counts them. */
async function unrespondedCount(page: Page): Promise<number> {
  const token = await page.evaluate(() => localStorage.getItem('adminToken'));
  const messages: Array<{ status: string }> = await (
    await page.request.get('/api/messages', { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  return messages.filter((message) => message.status === 'Unresponded').length;
}

test('an enquiry from 0803 123 4567 is answered on WhatsApp in one tap from its details', async ({
  page,
}) => {
  const name = uniqueName('Amina');
  const email = `${name.split(' ').at(-1)}@example.com`;
  await sendEnquiry(page, { name, phone: '0803 123 4567', email });

  await logInAsAdmin(page);
  await openSection(page, 'Contact Messages');
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill(email);
  await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'View' }).click();
  const details = page.getByRole('dialog', { name: 'Message Details' });

  const whatsApp = details.getByRole('link', { name: 'Reply on WhatsApp' });
  await expect(whatsApp).toHaveAttribute('href', /^https:\/\/wa\.me\/2348031234567\?text=Hello%20Amina%2C/);
  await expect(whatsApp).toHaveAttribute('target', '_blank');
  await expect(details.getByRole('link', { name: 'Reply by e-mail' })).toHaveAttribute('href', /^mailto:/);
  await expect(details.getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+2348031234567');

  // WhatsApp opens in a new tab; the admin then offers to mark the enquiry answered.
  const chat = page.context().waitForEvent('page');
  await page.context().route('https://wa.me/**', (route) => route.fulfill({ body: 'WhatsApp' }));
  await whatsApp.click();
  await (await chat).close();
  await expect(page.getByRole('dialog', { name: 'Mark as Responded?' })).toBeVisible();
});

test('after login the dashboard says how many enquiries wait for an answer, as the server counts them', async ({
  page,
}) => {
  await logInAsAdmin(page);
  const before = await unrespondedCount(page);
  await expect(page.getByRole('link', { name: `${before} unresponded enquiries` })).toBeVisible();

  const name = uniqueName('Tunde');
  await sendEnquiry(page, {
    name,
    phone: '+234 805 000 2222',
    email: `${name.split(' ').at(-1)}@example.com`,
  });
  await page.goto('/admin');
  const headline = page.getByRole('link', { name: `${before + 1} unresponded enquiries` });
  await expect(headline).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Dashboard sections' })
      .getByRole('link', { name: 'Contact Messages' }),
  ).toContainText(String(before + 1));

  await headline.click();
  await expect(page.getByRole('heading', { name: 'Contact Messages', level: 2 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('Unresponded');
});
