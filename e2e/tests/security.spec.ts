import { randomBytes, randomInt } from 'node:crypto';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { locatedGif, namesThePlace, withPlaceInMovie, withPlaceTags } from '@safa/test-support/located-media';
import { idsMadeJustBefore } from '@safa/test-support/object-ids';
import { sendRaw, spellingsOf } from '@safa/test-support/path-spellings';
import sharp from 'sharp';
import { pictureUrl, previewUrl } from '../../contract/src/picture';
import { adminCredentials, logInAsAdmin, uniqueName } from '../support/admin';
import { withDatabase } from '../support/database';
import { playsInPage, recordVideo } from '../support/recorded-video';
import { sendFrom } from '../support/send-from';
import { PORTS, URLS } from '../support/stack';
import { cameraPhoto, geotaggedPhoto } from '../support/test-pictures';

const SOME_ID = '0123456789abcdef01234567';

/** One directive of a Content-Security-Policy, e.g. `script-src 'self'`. */
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

interface OpenApiDocument {
  paths: Record<string, Record<string, { security?: unknown[] }>>;
}

test('an admin operation is never served through the shell without a token, whatever the spelling', async ({
  request,
}) => {
  const document: OpenApiDocument = await (await request.get('/api/openapi.json')).json();
  const adminOperations = Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([, operation]) => (operation.security ?? []).length > 0)
      .map(([method]) => [method, path.replace('{id}', SOME_ID)] as const),
  );
  expect(adminOperations.length).toBeGreaterThanOrEqual(14);

  const served: string[] = [];
  for (const [method, path] of adminOperations) {
    for (const [spelling, variant] of [['as documented', path] as const, ...spellingsOf(path)]) {
      const { status, contentType } = await sendRaw(PORTS.shell, method, variant);
      // The shell answers unknown paths with the app's page (HTML); only JSON would be API data.
      if (contentType.includes('json') && status < 300)
        served.push(`${method} ${variant} (${spelling}): ${status}`);
    }
  }
  expect(served).toEqual([]);
});

test.describe('the pages protect themselves', () => {
  for (const path of ['/', '/admin', '/eachpackage']) {
    test(`${path} sends a script policy without inline or eval, and refuses to be framed`, async ({
      request,
    }) => {
      const headers = (await request.get(path)).headers();
      const policy = headers['content-security-policy'] ?? '';
      expect(directive(policy, 'script-src')).toMatch(/^script-src 'self'/);
      expect(directive(policy, 'script-src')).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(directive(policy, 'object-src')).toBe("object-src 'none'");
      expect(directive(policy, 'base-uri')).toBe("base-uri 'none'");
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBeTruthy();
    });
  }

  test("each remote's own page sends a script policy too", async ({ request }) => {
    for (const origin of [URLS.publicMfe, URLS.adminMfe]) {
      const policy = (await request.get(`${origin}/`)).headers()['content-security-policy'] ?? '';
      expect(directive(policy, 'script-src')).toBe("script-src 'self'");
      expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
    }
  });

  test('the public site and the admin work under their policies: no violation is reported', async ({
    page,
  }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to (load|execute|apply)/i.test(message.text())) {
        violations.push(message.text());
      }
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: /MORE DETAILS/i }).first()).toBeVisible();
    await page.goto('/gallery');
    await expect(page.getByRole('tab', { name: 'Images' })).toBeVisible();
    await logInAsAdmin(page);
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    expect(violations).toEqual([]);
  });
});

test('a visitor on another machine loads the site: every file comes from the address they typed', async ({
  browser,
}) => {
  // 127.0.0.2 stands for the shell's address on the network: nothing may point at localhost.
  const origin = `http://127.0.0.2:${PORTS.shell}`;
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const elsewhere: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) elsewhere.push(sent.url());
  });

  const remotes = await (await page.request.get('/remotes.json')).json();
  for (const remote of Object.values<{ entry: string }>(remotes)) expect(remote.entry).toMatch(/^\/mfe\//);

  await page.goto('/');
  await expect(page.getByRole('link', { name: /MORE DETAILS/i }).first()).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
  expect(elsewhere).toEqual([]);
  await context.close();
});

test.describe('the page cache', () => {
  /** A contact added behind the BFF's back: the footer of a page shows it only once rendered afresh. */
  const addBehindTheBff = (title: string) =>
    withDatabase((database) =>
      database.collection('contacts').insertOne({ title, category: 'Email', createdAt: new Date() }),
    );
  test.afterAll(() =>
    withDatabase((database) => database.collection('contacts').deleteMany({ title: /^cache-probe/ })),
  );
  const probe = () => `cache-probe-${randomBytes(4).toString('hex')}@example.com`;

  test('is emptied by no OPTIONS, visitor’s form or refused write; an admin edit renders its pages again', async ({
    request,
  }) => {
    await request.get('/about');
    expect((await request.get('/about')).status()).toBe(200);
    const hidden = probe();
    await addBehindTheBff(hidden);

    for (let flood = 0; flood < 40; flood += 1) {
      expect((await request.fetch('/api/packages', { method: 'OPTIONS' })).status()).toBeLessThan(400);
    }
    const signUp = await request.post('/api/newsletter', { data: { email: `${probe()}` } });
    expect(signUp.status()).toBe(201);
    expect(
      (await request.post('/api/messages/addcontacts', { data: { title: 'x', category: 'Email' } })).status(),
    ).toBe(401);
    expect(await (await request.get('/about')).text()).not.toContain(hidden);

    const { username, password } = adminCredentials();
    const { token } = await (await request.post('/api/users/login', { data: { username, password } })).json();
    const edit = await request.post('/api/messages/addcontacts', {
      data: { title: probe(), category: 'Email' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(edit.status()).toBe(201);
    await expect.poll(async () => (await request.get('/about')).text(), { timeout: 5000 }).toContain(hidden);
  });

  test('serves one page whatever parameters it does not read are added to its address', async ({
    request,
  }) => {
    await request.get('/about');
    const hidden = probe();
    await addBehindTheBff(hidden);
    for (let visit = 0; visit < 10; visit += 1) {
      const page = await request.get(`/about?cb=${randomBytes(6).toString('hex')}`);
      expect(page.status()).toBe(200);
      expect(await page.text()).not.toContain(hidden);
    }
  });
});

test.describe('client addresses', () => {
  /** A loopback address of this run's own, so a limit reached here is never another test's or run's. */
  const address = (last: number) => `127.0.${randomInt(1, 250)}.${last}`;

  test('an X-Forwarded-For a visitor writes does not move them out of their login limit', async () => {
    const visitor = address(55);
    const statuses: number[] = [];
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const answer = await sendFrom(visitor, PORTS.shell, {
        path: '/api/users/login',
        headers: { 'x-forwarded-for': `203.0.113.${attempt}` },
        json: { username: 'operator', password: `guess-${attempt}` },
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });

  test('the operator gets in with the right password from their address, whatever other addresses do', async () => {
    const { username, password } = adminCredentials();
    const logIn = (from: string, secret: string) =>
      sendFrom(from, PORTS.shell, { path: '/api/users/login', json: { username, password: secret } });
    const operator = address(60);

    expect((await logIn(operator, 'mistyped')).status).toBe(401);
    for (let other = 61; other <= 66; other += 1) {
      const attacker = address(other);
      await logIn(attacker, 'guess-1');
      await logIn(attacker, 'guess-2');
    }
    const answer = await logIn(operator, password);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).token).toEqual(expect.any(String));
  });
});

test.describe('uploads are private until prepared, and no served file says where it was made', () => {
  interface Part {
    /** `files`, or `poster` for the poster of the file part before it. */
    field?: 'files' | 'poster';
    name: string;
    type: string;
    bytes: Buffer;
  }
  let authorization = '';

  test.beforeEach(async ({ request }) => {
    const login = await request.post('/api/users/login', { data: adminCredentials() });
    authorization = `Bearer ${(await login.json()).token}`;
  });

  /** A gallery upload through the shell, as the admin sends it. */
  const upload = (request: APIRequestContext, parts: Part[]) => {
    const form = new FormData();
    for (const { field = 'files', name, type, bytes } of parts)
      form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
    return request.post('/api/gallery', { headers: { Authorization: authorization }, multipart: form });
  };

  /** Every file the public answers name, with every width and the preview of each picture. */
  async function everyServedAddress(request: APIRequestContext): Promise<Set<string>> {
    const answers = await Promise.all(
      ['/api/gallery/images', '/api/gallery/videos', '/api/packages', '/api/hajj/getallimages'].map(
        async (path) => (await request.get(path)).json() as Promise<Array<Record<string, unknown>>>,
      ),
    );
    const addresses = new Set<string>();
    for (const record of answers.flat()) {
      const pictures = (record.pictures ?? {}) as Record<string, { widths: number[] }>;
      const urls = [record.url, record.poster, ...((record.images as unknown[] | undefined) ?? [])];
      for (const url of urls.filter((value): value is string => typeof value === 'string')) {
        addresses.add(url);
        for (const width of pictures[url]?.widths ?? [])
          for (const format of ['avif', 'webp'] as const) addresses.add(pictureUrl(url, width, format));
        if (pictures[url]) addresses.add(previewUrl(url));
      }
    }
    return addresses;
  }

  test('during a slow upload, no id just below a fresh public id serves anything', async ({ request }) => {
    test.setTimeout(120_000);
    const large = await cameraPhoto({ width: 4000, height: 3000 });
    // Two large pictures take the queue for seconds; the geotagged photo waits behind them.
    const ahead = [1, 2].map((n) =>
      upload(request, [{ name: `${uniqueName(`large ${n}`)}.jpg`, type: 'image/jpeg', bytes: large }]),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    let photoAnswered = false;
    const photo = upload(request, [
      { name: `${uniqueName('gps')}.jpg`, type: 'image/jpeg', bytes: await geotaggedPhoto() },
    ]).then((response) => {
      photoAnswered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 500));

    const email = `scan-${Date.now().toString(36)}@example.com`;
    const signUp = await request.post('/api/newsletter', { data: { email } });
    expect(signUp.status()).toBe(201);
    const served: string[] = [];
    for (const id of idsMadeJustBefore((await signUp.json()).id, { count: 48, seconds: 3 })) {
      const response = await request.get(`/api/media/${id}`);
      if (response.status() !== 404) served.push(`${id}: ${response.status()}`);
    }
    expect(photoAnswered, 'the scan must run while the photo waits its turn').toBe(false);
    expect(served).toEqual([]);
    for (const response of await Promise.all([...ahead, photo])) expect(response.status()).toBe(201);
  });

  test('no picture, GIF or video served names a place, and the videos still play', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const names = { gif: uniqueName('wave'), mp4: uniqueName('beach'), webm: uniqueName('lagoon') };
    const parts: Part[] = [
      { name: `${names.gif}.gif`, type: 'image/gif', bytes: await locatedGif() },
      {
        name: `${names.mp4}.mp4`,
        type: 'video/mp4',
        bytes: withPlaceInMovie(await recordVideo(page, 'video/mp4;codecs=avc1')),
      },
      { field: 'poster', name: `${names.mp4}.jpg`, type: 'image/jpeg', bytes: await geotaggedPhoto() },
      {
        name: `${names.webm}.webm`,
        type: 'video/webm',
        bytes: withPlaceTags(await recordVideo(page, 'video/webm;codecs=vp8')),
      },
    ];
    expect(parts.filter(({ bytes }) => namesThePlace(bytes)).length).toBe(3);
    expect((await upload(request, parts)).status()).toBe(201);

    const addresses = await everyServedAddress(request);
    expect(addresses.size).toBeGreaterThan(30);
    const keepingAPlace: string[] = [];
    for (const address of addresses) {
      const file = await request.get(address);
      const bytes = await file.body();
      const type = file.headers()['content-type'] ?? '';
      const exif = type.startsWith('image/') ? (await sharp(bytes).metadata()).exif : undefined;
      if (namesThePlace(bytes) || exif) keepingAPlace.push(`${address} (${type})`);
    }
    expect(keepingAPlace).toEqual([]);

    const videos: Array<{ name: string; url: string }> = await (
      await request.get('/api/gallery/videos')
    ).json();
    const ours = videos.filter(({ name }) => name.startsWith(names.mp4) || name.startsWith(names.webm));
    expect(ours).toHaveLength(2);
    await page.goto('/gallery');
    for (const { name, url } of ours) {
      expect({ name, ...(await playsInPage(page, url)) }).toEqual({ name, width: 64, error: null });
    }
  });
});
