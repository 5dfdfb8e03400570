import { formatNaira } from '@safa/shared-ui';

/**
 * A whole amount as typed, read back with separators so that a missing zero shows ('₦8,500,000 per
 * person'); undefined while nothing, or nothing above 0, is typed.
 */
export function amountHint(text: string, suffix = ''): string | undefined {
  const amount = Number(text);
  return text.trim() !== '' && Number.isSafeInteger(amount) && amount > 0
    ? `${formatNaira(amount)}${suffix}`
    : undefined;
}
