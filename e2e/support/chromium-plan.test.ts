import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { type ChromiumLookup, planChromium, provisionChromium, SYSTEM_CHROMIUM } from './chromium-plan';

const PLAYWRIGHT_CHROMIUM = '/home/me/.cache/ms-playwright/chromium-1/chrome-linux64/chrome';

/** A machine where only `present` exist. */
const machine = (present: string[], configuredPath?: string): ChromiumLookup => ({
  configuredPath,
  playwrightPath: PLAYWRIGHT_CHROMIUM,
  exists: (path) => present.includes(path),
});

describe('planChromium', () => {
  it('uses CHROMIUM_PATH first when it names a file', () => {
    expect(planChromium(machine(['/opt/chrome', SYSTEM_CHROMIUM], '/opt/chrome'))).toEqual({
      executablePath: '/opt/chrome',
      install: false,
    });
  });

  it('refuses a CHROMIUM_PATH with no file behind it, naming the variable', () => {
    expect(() => planChromium(machine([SYSTEM_CHROMIUM], '/opt/nothing'))).toThrow(
      'CHROMIUM_PATH is /opt/nothing, but there is no file there',
    );
  });

  it("uses Debian's Chromium before Playwright's own", () => {
    expect(planChromium(machine([SYSTEM_CHROMIUM, PLAYWRIGHT_CHROMIUM]))).toEqual({
      executablePath: SYSTEM_CHROMIUM,
      install: false,
    });
  });

  it("uses Playwright's own Chromium when it is installed", () => {
    expect(planChromium(machine([PLAYWRIGHT_CHROMIUM]))).toEqual({
      executablePath: PLAYWRIGHT_CHROMIUM,
      install: false,
    });
  });

  it("plans to install Playwright's Chromium when no browser is found", () => {
    expect(planChromium(machine([]))).toEqual({ executablePath: PLAYWRIGHT_CHROMIUM, install: true });
  });
});

describe('provisionChromium', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('installs nothing when a browser is there', () => {
    const install = jest.fn(() => true);
    expect(provisionChromium(machine([SYSTEM_CHROMIUM]), install)).toBe(SYSTEM_CHROMIUM);
    expect(install).not.toHaveBeenCalled();
  });

  it("installs Playwright's Chromium when none is found, then launches it", () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const present: string[] = [];
    const install = jest.fn(() => {
      present.push(PLAYWRIGHT_CHROMIUM);
      return true;
    });
    expect(provisionChromium(machine(present), install)).toBe(PLAYWRIGHT_CHROMIUM);
    expect(install).toHaveBeenCalledTimes(1);
  });

  it('fails naming CHROMIUM_PATH and the install command when the install does not work', () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const failure = () => provisionChromium(machine([]), () => false);
    expect(failure).toThrow(/CHROMIUM_PATH/);
    expect(failure).toThrow(/npx playwright install chromium/);
  });

  it('fails the same way when the install claims success but no browser appears', () => {
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    expect(() => provisionChromium(machine([]), () => true)).toThrow(/CHROMIUM_PATH/);
  });
});
