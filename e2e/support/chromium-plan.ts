/** Debian's Chromium, which our CI installs. */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';

export const INSTALL_COMMAND = 'npx playwright install chromium';

export interface ChromiumLookup {
  /** `CHROMIUM_PATH` from the environment, when set. */
  configuredPath: string | undefined;
  /** Where Playwright keeps its own Chromium once installed. */
  playwrightPath: string;
  exists: (path: string) => boolean;
}

/** The Chromium to run the suite in, and whether Playwright must install it first. */
export interface ChromiumPlan {
  executablePath: string;
  install: boolean;
}

/** CHROMIUM_PATH, else Debian's Chromium, else Playwright's own browser (installed when missing). */
export function planChromium({ configuredPath, playwrightPath, exists }: ChromiumLookup): ChromiumPlan {
  if (configuredPath) {
    if (exists(configuredPath)) return { executablePath: configuredPath, install: false };
    throw new Error(
      `CHROMIUM_PATH is ${configuredPath}, but there is no file there. Point it at a Chromium.`,
    );
  }
  const found = [SYSTEM_CHROMIUM, playwrightPath].find(exists);
  return found
    ? { executablePath: found, install: false }
    : { executablePath: playwrightPath, install: true };
}

/**
 * Follows the plan: installs Playwright's Chromium when no browser is found (`install` answers
 * whether the command succeeded), and returns the browser to launch, or fails saying what to do.
 */
export function provisionChromium(lookup: ChromiumLookup, install: () => boolean): string {
  const plan = planChromium(lookup);
  if (!plan.install) return plan.executablePath;
  console.log(`No Chromium found: running \`${INSTALL_COMMAND}\` (once per machine).`);
  if (install() && lookup.exists(plan.executablePath)) return plan.executablePath;
  throw new Error(
    `The e2e suite found no Chromium and \`${INSTALL_COMMAND}\` could not install one (the machine may be offline, ` +
      `or Playwright's download blocked). Install Chromium (on Debian: apt-get install chromium) and set ` +
      `CHROMIUM_PATH to it if it is not at ${SYSTEM_CHROMIUM}, or run \`${INSTALL_COMMAND}\` in e2e/ ` +
      'where the machine can download it.',
  );
}
