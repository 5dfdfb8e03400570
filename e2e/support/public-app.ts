import { expect, type Page } from '@playwright/test';

/** Waits until the public remote's app has taken the page over (the header says so once it runs). */
export async function expectAppRunning(page: Page, timeout?: number): Promise<void> {
  await expect(page.getByTestId('header-content')).toHaveAttribute('data-live', 'true', { timeout });
}
