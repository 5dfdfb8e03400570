import { lagosClock } from '@safa/contract';

/**
 * When a message to a phone may be sent: now in Lagos daytime (`from` to `to` o'clock), else at the
 * next `from` o'clock in Lagos (a 22:00 booking's WhatsApp message waits for 8:00).
 */
export function nextDaytime(now: Date, [from, to]: readonly [number, number]): Date {
  const lagos = lagosClock(now);
  const hour = lagos.getUTCHours();
  if (hour >= from && hour < to) return now;
  const start = new Date(lagos);
  start.setUTCHours(from, 0, 0, 0);
  if (hour >= to) start.setUTCDate(start.getUTCDate() + 1);
  // Back from the Lagos clock to the instant.
  return new Date(start.getTime() - (lagos.getTime() - now.getTime()));
}
