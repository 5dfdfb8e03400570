import { buildStack, startStack } from './stack';

/** Builds (Nx-cached) and starts the stack; the returned function stops it after the run. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  buildStack();
  const stack = await startStack();
  process.env.E2E_ADMIN_USERNAME = stack.credentials.username;
  process.env.E2E_ADMIN_PASSWORD = stack.credentials.password;
  return stack.stop;
}
