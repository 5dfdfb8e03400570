import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { type ChromiumLookup, INSTALL_COMMAND, planChromium, provisionChromium } from './chromium-plan';

const lookup = (): ChromiumLookup => ({
  configuredPath: process.env.CHROMIUM_PATH,
  playwrightPath: chromium.executablePath(),
  exists: existsSync,
});

function runPlaywrightInstall(): boolean {
  const [command = 'npx', ...args] = INSTALL_COMMAND.split(' ');
  return spawnSync(command, args, { cwd: __dirname, stdio: 'inherit' }).status === 0;
}

/** The Chromium the suite launches (see planChromium); the global setup installs it when missing. */
export function chromiumExecutable(): string {
  return planChromium(lookup()).executablePath;
}

/** Makes sure a Chromium is there before the stack is built, installing Playwright's when none is. */
export function ensureChromium(): string {
  return provisionChromium(lookup(), runPlaywrightInstall);
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
