import { devices, expect, test } from '@playwright/test';
import { FIRST_LOAD_BUDGET_KB, firstLoadScripts, totalKb } from '../support/first-load';

const { defaultBrowserType: _, ...pixel5 } = devices['Pixel 5'];
test.use(pixel5);

test(`a phone's first load of / downloads at most ${FIRST_LOAD_BUDGET_KB} KB of JavaScript, gzipped, until the app has started`, async ({
  page,
}) => {
  const scripts = await firstLoadScripts(page, '/');
  const sizes = scripts.map((script) => `${(script.gzipped / 1024).toFixed(1)} KB ${script.url}`);
  expect(totalKb(scripts), sizes.join('\n')).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB);
});
