/* No zod here: the browsers' bundles and the BFF's e-mails use these without carrying a schema. */

const naira = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });

/** ₦1,500,000: whole naira with the naira sign and thousands separators (spec §9). */
export function formatNaira(amount: number): string {
  return `₦${naira.format(amount)}`;
}
