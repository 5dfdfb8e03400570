import { type APIRequestContext, expect, test } from '@playwright/test';
import { adminCredentials, expectSuccess, logInAsAdmin, openSection, uniqueName } from '../support/admin';
import { scrollThrough } from '../support/layout';
import { cameraPhoto, detailedPhoto } from '../support/test-pictures';

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

/** Logs in through the API and creates a vacation package with these pictures (JPEG bytes). */
async function createPackage(request: APIRequestContext, title: string, photos: Buffer[]): Promise<string> {
  const { username, password } = adminCredentials();
  const { token } = await (await request.post('/api/users/login', { data: { username, password } })).json();
  const response = await request.post('/api/packages', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title,
      name: '',
      category: 'vacation',
      description: 'Photographed in the market: cloth, spices and a crowd.',
      inclusions: ['Return flights'],
      price: 1_200_000,
      numberOfPeople: 2,
      days: '5',
      images: photos.map((photo) => `data:image/jpeg;base64,${photo.toString('base64')}`),
    },
    timeout: 60_000,
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id;
}

/** The width a picture asks for (`?w=` of the file it shows). */
const askedWidth = (url: string) => Number(new URL(url).searchParams.get('w'));

test('on a 412 px phone (DPR 2) every picture comes at the width it is drawn at and at most 60 KB, a detailed photo included; a carousel’s hidden slides wait to be shown', async ({
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const photos = [await detailedPhoto(), await cameraPhoto()];
  const id = await createPackage(request, uniqueName('E2E Market'), photos);
  const item: { images: string[] } = await (await request.get(`/api/packages/${id}`)).json();

  for (const path of [
    `/eachpackage?id=${id}`,
    '/otherpackages',
    '/',
    '/gallery',
    '/hajjpackage',
    '/umrahpackage',
  ]) {
    await test.step(path, async () => {
      // A context of its own: a width fetched on another page must not stand in for this page's choice.
      const phone = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 2 });
      const page = await phone.newPage();
      const fetched: Array<{ url: string; bytes: number }> = [];
      page.on('response', async (response) => {
        if (!response.url().includes('/api/media/')) return;
        fetched.push({
          url: response.url(),
          bytes: (await response.body().catch(() => Buffer.alloc(0))).length,
        });
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      if (path.startsWith('/eachpackage')) {
        const [first, second] = item.images;
        expect(fetched.some(({ url }) => url.includes(first ?? '?'))).toBe(true);
        expect(
          fetched.filter(({ url }) => url.includes(second ?? '?')),
          'the hidden second slide',
        ).toEqual([]);
      }
      await scrollThrough(page);
      const shown = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLImageElement>('main img[srcset]')]
          .filter((image) => image.currentSrc && image.getClientRects().length > 0 && image.clientWidth > 0)
          .map((image) => ({
            alt: image.alt,
            drawn: image.clientWidth * window.devicePixelRatio,
            widths: image.srcset
              .split(',')
              .map((candidate) => Number.parseInt(candidate.trim().split(' ')[1] ?? '0', 10)),
            src: image.currentSrc,
          })),
      );
      for (const picture of shown) {
        const needed = picture.widths.find((width) => width >= picture.drawn) ?? Math.max(...picture.widths);
        expect
          .soft(askedWidth(picture.src), `${path}: ${picture.alt}, drawn ${picture.drawn} px`)
          .toBeLessThanOrEqual(needed);
      }
      for (const file of fetched)
        expect.soft(file.bytes, `${path}: ${file.url}`).toBeLessThanOrEqual(60 * KB);
      await phone.close();
    });
  }
});
