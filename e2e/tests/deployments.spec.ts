/**
 * Deploying the public remote while visitors use the site: immutable versions, a pointer the shell
 * follows, open pages that keep their own version, rollback, and the compatibility gate.
 */
import { chmod, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { publishBuild } from '@safa/tooling/deploy/operations';
import { shellSharedVersions } from '@safa/tooling/deploy/shared-versions';
import { deploymentStore } from '@safa/tooling/deploy/store';
import { watchConsole } from '../support/console';
import { makeBuild, startTestDeployment, type TestDeployment } from '../support/deployment';
import { expectAppRunning } from '../support/public-app';
import { PORTS, URLS } from '../support/stack';

/** A heading of the About page (its own chunk), as version A has it and as version B says it. */
const A_HEADING = 'Who are we';
const B_CHANGE = { from: A_HEADING, to: 'Who we are, in version B' };

let deployment: TestDeployment;
let versionA: string;

const html = async (path: string) => (await fetch(`${deployment.shellUrl}${path}`)).text();

/** The public remote's version a page names (its shell state), as the shell serves it now. */
async function versionNamedBy(path: string): Promise<string | undefined> {
  const state = /<script type="application\/json" id="shell-state">(.*?)<\/script>/.exec(
    await html(path),
  )?.[1];
  const entry: string = JSON.parse(state ?? '{}').remotes?.public_mfe?.entry ?? '';
  return /\/versions\/([^/]+)\//.exec(entry)?.[1];
}

/** Waits until the shell renders `path` with `version`, server-side. */
async function shellRenders(path: string, version: string, timeout = 10_000): Promise<void> {
  await expect.poll(() => versionNamedBy(path), { timeout }).toBe(version);
}

/** Checks that the home and About pages are answered 200, server-rendered by A; resolves with them. */
async function expectPagesRenderedByA(): Promise<string[]> {
  const pages = [];
  for (const path of ['/', '/about']) {
    const response = await fetch(`${deployment.shellUrl}${path}`);
    expect(response.status).toBe(200);
    pages.push(await response.text());
  }
  for (const page of pages) expect(page).toContain('data-server-rendered="true"');
  expect(await versionNamedBy('/about')).toBe(versionA);
  return pages;
}

test.beforeAll(async () => {
  deployment = await startTestDeployment(PORTS.testDeployment, PORTS.shellOfTestDeployment, {
    BFF_URL: URLS.bff,
    ADMIN_MFE_ORIGIN: URLS.adminMfe,
    SSR_REMOTE_POLL_MS: '250',
    SSR_RETRY_AFTER_MS: '500',
  });
  versionA = (await deployment.current()) ?? '';
  expect(versionA).toMatch(/^[0-9a-z]+-[0-9a-f]{8}$/);
});
test.afterAll(() => deployment.close());

// Every test starts from the store's first version (the build itself), rendered by the shell.
test.beforeEach(async () => {
  if ((await deployment.current()) !== versionA) {
    expect((await deployment.run('rollback', 'public', '--to', versionA)).status).toBe(0);
  }
  await shellRenders('/about', versionA);
});

test('a page opened on version A keeps working after B is deployed, and a reload shows B', async ({
  browser,
}) => {
  const page = await browser.newPage({ baseURL: deployment.shellUrl });
  const problems = watchConsole(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expectAppRunning(page);

  const versionB = await deployment.deploy(B_CHANGE);
  await shellRenders('/about', versionB);
  const filesAfterTheDeploy: string[] = [];
  page.on('request', (request) => filesAfterTheDeploy.push(new URL(request.url()).pathname));
  // The About page's code is a chunk of its own, which the page on A has not loaded yet.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Us' }).click();

  await expect(page.getByRole('heading', { name: A_HEADING })).toBeVisible();
  const scripts = filesAfterTheDeploy.filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.every((file) => file.startsWith(`/mfe/public/versions/${versionA}/`))).toBe(true);
  expect(problems).toEqual([]);

  await page.reload();
  await expect(page.getByRole('heading', { name: B_CHANGE.to })).toBeVisible();
  await page.close();
});

test('a rollback returns A to the server-rendered and the browser-rendered page within 5 s, without a restart', async ({
  browser,
}) => {
  const versionB = await deployment.deploy(B_CHANGE);
  await shellRenders('/about', versionB);
  const page = await browser.newPage({ baseURL: deployment.shellUrl });
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: B_CHANGE.to })).toBeVisible();

  const rollback = await deployment.run('rollback', 'public');
  const rolledBackAt = Date.now();

  expect(rollback.status).toBe(0);
  expect(rollback.output).toContain(`${versionA} is now current (was ${versionB})`);
  await expect.poll(() => html('/about'), { timeout: 5000 }).toContain(`>${A_HEADING}</h2>`);
  // Pages the browser renders alone (the admin's, and any the server leaves to it) name A too.
  await expect.poll(() => versionNamedBy('/admin'), { timeout: 5000 }).toBe(versionA);
  await page.reload();
  await expect(page.getByRole('heading', { name: A_HEADING })).toBeVisible({ timeout: 5000 });
  const elapsed = Date.now() - rolledBackAt;
  console.info(`rollback shown after ${elapsed} ms`);
  expect(elapsed).toBeLessThan(5000);
  await page.close();
});

test('a page rendered by A while B is deployed mid-request hydrates with A, without a console error', async ({
  browser,
}) => {
  const page = await browser.newPage({ baseURL: deployment.shellUrl });
  const problems = watchConsole(page);
  let versionB = '';
  await page.route('**/about', async (route) => {
    // The page leaves the shell rendered by A; B is deployed and taken before it reaches the browser.
    const response = await route.fetch();
    const body = await response.text();
    versionB = await deployment.deploy(B_CHANGE);
    await shellRenders('/about', versionB);
    await route.fulfill({ response, body });
  });

  await page.goto('/about', { waitUntil: 'networkidle' });

  expect(versionB).not.toBe('');
  await expectAppRunning(page);
  await expect(page.getByRole('heading', { name: A_HEADING })).toBeVisible();
  expect(problems).toEqual([]);
  await page.close();
});

test('a build whose shared React is ^18 is refused by deploy, naming the package and both versions', async () => {
  const build = await makeBuild(B_CHANGE);
  const manifestFile = path.join(build, 'mf-manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  for (const shared of manifest.shared) {
    if (shared.name === 'react' || shared.name.startsWith('react/')) shared.requiredVersion = '^18.3.1';
  }
  await writeFile(manifestFile, JSON.stringify(manifest));
  // The store as the tool leaves it: its versions and its pointer (the listing's ages move with the clock).
  const store = deploymentStore(deployment.folder);
  const storeState = async () => ({ versions: await store.versions(), current: await store.current() });
  const before = await storeState();

  const attempt = await deployment.run('deploy', 'public', '--prebuilt', build);
  await rm(build, { recursive: true, force: true });

  expect(attempt.status).toBe(1);
  expect(attempt.output).toContain('react: the remote requires ^18.3.1, the shell shares 19.3.1');
  expect(attempt.output).toContain('Nothing was changed.');
  expect(await storeState()).toEqual(before);
  expect(await versionNamedBy('/about')).toBe(versionA);
});

test('a version the shell cannot run, pointed at by hand, is not taken: the shell keeps A', async () => {
  const build = await makeBuild(B_CHANGE);
  const manifestFile = path.join(build, 'mf-manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  for (const shared of manifest.shared)
    if (shared.name === 'styled-components') shared.requiredVersion = '^5.3.0';
  await writeFile(manifestFile, JSON.stringify(manifest));
  // What an old deploy tool, or a hand, could do: publish it and move the pointer past the gate.
  const store = deploymentStore(deployment.folder);
  const olderShell = { ...shellSharedVersions, 'styled-components': '5.3.11' };
  const { id } = await publishBuild({ store, remote: 'public_mfe', sharedVersions: olderShell }, build, {
    commit: undefined,
    uncommittedChanges: false,
  });
  await rm(build, { recursive: true, force: true });
  await store.switchTo(id);

  // Several of the shell's looks at the pointer.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await deployment.current()).toBe(id);
  expect(await versionNamedBy('/about')).toBe(versionA);
  expect(await versionNamedBy('/admin')).toBe(versionA);
});

test('a version whose server build fails is not rendered: pages stay rendered by A, never a 500', async () => {
  const build = await makeBuild(B_CHANGE);
  await writeFile(
    path.join(build, 'server', 'remoteEntry.js'),
    `throw new Error('a broken build');\n// ${Date.now()}\n`,
  );
  const deployed = await deployment.run('deploy', 'public', '--prebuilt', build);
  await rm(build, { recursive: true, force: true });
  expect(deployed.status).toBe(0);

  // Give the shell time to find the version and fail to load it.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  await expectPagesRenderedByA();
});

test('a server build whose bytes changed after it was deployed is not run: pages stay rendered by A', async () => {
  const build = await makeBuild(B_CHANGE);
  const store = deploymentStore(deployment.folder);
  const context = { store, remote: 'public_mfe', sharedVersions: shellSharedVersions };
  const { id } = await publishBuild(context, build, { commit: undefined, uncommittedChanges: false });
  await rm(build, { recursive: true, force: true });
  // The store's copy changes after the deploy (by hand, or on a host serving it): the pointer still
  // names the SHA-256 B was published with, as it did when B became current.
  const entry = path.join(deployment.folder, 'versions', id, 'server', 'remoteEntry.js');
  await chmod(entry, 0o644);
  await writeFile(entry, (await readFile(entry, 'utf8')).replaceAll(B_CHANGE.to, 'Who we are, say others'));
  await store.switchTo(id);

  // Several of the shell's looks at the pointer.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect((await expectPagesRenderedByA()).join('\n')).not.toContain('say others');
});

test('the list shows each version with its time and commit, the current one marked, and where a rollback goes', async () => {
  const versionB = await deployment.deploy(B_CHANGE);
  const [title, header, ...rows] = (await deployment.run('list', 'public')).output.trim().split('\n');

  expect(title).toMatch(
    new RegExp(`^public_mfe: \\d+ version\\(s\\), \\* is current, rollback returns to ${versionA}$`),
  );
  expect(header).toMatch(/^\s+VERSION\s+PUBLISHED\s+COMMIT$/);
  expect(rows[0]).toMatch(
    new RegExp(`^\\*\\s+${versionB}\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d \\(just now\\)\\s+[0-9a-f]{7}`),
  );
  expect(rows.at(-1)).toMatch(new RegExp(`^\\s+${versionA}\\s`));
});
