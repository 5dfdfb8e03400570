import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's findings of impact moderate or worse on the page as it is, each with where it is. */
export async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => ['moderate', 'serious', 'critical'].includes(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
