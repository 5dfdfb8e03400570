import { expect, test } from '@playwright/test';
import { cameraPhoto } from '../../bff/test/support/camera-photo';
import { expectSuccess, logInAsAdmin, openSection, uniqueName } from '../support/admin';

const KB = 1024;

test('a 900 KB camera photo uploaded as a package picture reaches a 412 px phone as AVIF or WebP of at most 60 KB', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const photo = await cameraPhoto();
  expect(photo.length).toBeGreaterThan(850 * KB);

  const title = uniqueName('E2E Camera');
  await logInAsAdmin(page);
  await openSection(page, 'Packages');
  await page.getByRole('button', { name: '+ New Package' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Package' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Photographed on the operator’s phone.');
  await dialog.getByLabel('Category').selectOption('vacation');
  await dialog
    .getByLabel('Add images')
    .setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: photo });
  await dialog.getByLabel('Inclusions').fill('Return flights');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await dialog.getByLabel('Price').fill('2400000');
  await dialog.getByLabel('People').fill('2');
  await dialog.getByLabel('Days').fill('5');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expectSuccess(page, 'Package saved');

  const packages: Array<{ id: string; title: string }> = await (
    await page.request.get('/api/packages')
  ).json();
  const created = packages.find((item) => item.title === title);
  if (!created) throw new Error('the package was not saved');

  const phone = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2 });
  const visitor = await phone.newPage();
  await visitor.goto(`/eachpackage?id=${created.id}`);
  const picture = visitor.getByRole('img', { name: `${title} (1 of 1)` });
  await expect(picture).toHaveJSProperty('complete', true);
  await expect(picture).toHaveAttribute('srcset', /\?w=960&f=webp 960w/);
  await expect(picture).toHaveAttribute('sizes', /.+/);
  await expect(picture).toHaveAttribute('width', '2400');
  await expect(picture).toHaveAttribute('height', '1600');

  const shown = await picture.evaluate((image: HTMLImageElement) => image.currentSrc);
  const file = await visitor.request.get(shown);
  expect(file.headers()['content-type']).toMatch(/^image\/(avif|webp)$/);
  expect((await file.body()).length).toBeLessThanOrEqual(60 * KB);
  await phone.close();
});
