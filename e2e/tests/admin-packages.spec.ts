import { expect, test } from '@playwright/test';
import {
  confirmDialog,
  expectSuccess,
  findOnPublicPages,
  logInAsAdmin,
  openSection,
  TINY_PNG,
  uniqueName,
} from '../support/admin';

const VALIDATION_ORDER = [
  'Title is required.',
  'Description is required.',
  'Category is required.',
  'At least one image is required.',
  'At least one inclusion is required.',
  'Price must be a valid number greater than 0.',
  'Number of people must be a valid number and at least 1.',
];

test('a package is created after the seven checks in order, shown publicly, edited without re-uploading images, and deleted', async ({
  page,
}) => {
  const title = uniqueName('E2E Zanzibar');
  await logInAsAdmin(page);
  await openSection(page, 'Packages');
  await page.getByRole('button', { name: '+ New Package' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Package' });
  const save = dialog.getByRole('button', { name: 'Save' });
  const fixes = [
    () => dialog.getByLabel('Title').fill(title),
    () => dialog.getByLabel('Description').fill('Beaches, spice farms and Stone Town.'),
    () => dialog.getByLabel('Category').selectOption('vacation'),
    () =>
      dialog
        .getByLabel('Add images')
        .setInputFiles({ name: 'beach.png', mimeType: 'image/png', buffer: TINY_PNG }),
    async () => {
      await dialog.getByLabel('Inclusions').fill('Return flights');
      await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    },
    () => dialog.getByLabel('Price').fill('1850000'),
    () => dialog.getByLabel('People').fill('2'),
  ];
  await dialog.getByLabel('People').fill('0');
  for (const [index, message] of VALIDATION_ORDER.entries()) {
    await save.click();
    const error = page.getByRole('alertdialog', { name: 'Validation Error' });
    await expect(error).toContainText(message);
    await error.getByRole('button', { name: 'OK' }).click();
    await fixes[index]?.();
  }
  await dialog.getByLabel('Days').fill('7-9');
  await save.click();
  await expectSuccess(page, 'Package saved');
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: title });
  await page.getByRole('searchbox', { name: 'Search packages' }).fill(title.toUpperCase());
  await expect(row).toContainText('₦1,850,000');

  await page.goto('/otherpackages');
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('9');
  await findOnPublicPages(page, page.getByText(title, { exact: true }));

  // Edit without touching the images: only stored /api/media URLs go back, and they stay the same.
  const [before] = await (await page.request.get('/api/packages'))
    .json()
    .then((list: Array<{ title: string; images: string[] }>) => list.filter((item) => item.title === title));
  expect(before?.images).toEqual([expect.stringMatching(/^\/api\/media\/[a-f\d]{24}$/)]);
  await page.goto('/admin/packages');
  await page.getByRole('searchbox', { name: 'Search packages' }).fill(title);
  await row.getByRole('button', { name: 'Edit' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit Package' });
  await editor.getByLabel('Price').fill('1900000');
  const putRequest = page.waitForRequest(
    (request) => request.method() === 'PUT' && request.url().includes('/api/packages/'),
  );
  await editor.getByRole('button', { name: 'Save' }).click();
  const body = (await putRequest).postDataJSON() as { images: string[]; price: number };
  expect(body.images).toEqual(before?.images);
  expect(body.price).toBe(1_900_000);
  await expectSuccess(page, 'Package saved');
  await expect(row).toContainText('₦1,900,000');
  const after: Array<{ title: string; images: string[] }> = await (
    await page.request.get('/api/packages')
  ).json();
  expect(after.find((item) => item.title === title)?.images).toEqual(before?.images);

  await row.getByRole('button', { name: 'Del' }).click();
  await confirmDialog(page, 'Delete package?');
  await expectSuccess(page, 'Package removed');
  await expect(page.getByText('No packages found')).toBeVisible();
  const remaining: Array<{ title: string }> = await (await page.request.get('/api/packages')).json();
  expect(remaining.map((item) => item.title)).not.toContain(title);
});
