import { rmSync } from 'node:fs';
import { ensureChromium } from './browser';
import { SCREENSHOT_DIR } from './layout';
import { buildStack, startStack } from './stack';

/** Finds (or installs) Chromium, builds (Nx-cached) and starts the stack; the returned function stops it. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  ensureChromium();
  // This run's screenshots only: a page that is gone must not leave an old picture behind.
  rmSync(SCREENSHOT_DIR, { recursive: true, force: true });
  buildStack();
  const stack = await startStack();
  process.env.E2E_ADMIN_USERNAME = stack.credentials.username;
  process.env.E2E_ADMIN_PASSWORD = stack.credentials.password;
  process.env.E2E_MONGODB_URI = stack.mongoUri;
  process.env.E2E_MAIL_DIR = stack.mailDirectory;
  process.env.E2E_SMS_DIR = stack.smsDirectory;
  return stack.stop;
}
