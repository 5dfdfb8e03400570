import type { Departure } from '@safa/contract';

/**
 * What a booking of `travellers` in `room` comes to, as the BFF counts it: the room's price per person
 * times the travellers, and the deposit per person times the travellers, never more than the total.
 * Shown as the visitor chooses; the booking's answer is the truth.
 */
export function bookingTotal(
  departure: Pick<Departure, 'rooms' | 'depositPerPerson'>,
  room: string,
  travellers: number,
): { total: number; depositDue: number } | undefined {
  const chosen = departure.rooms.find((offered) => offered.type === room);
  if (!chosen) return undefined;
  const total = chosen.price * travellers;
  const deposit = departure.depositPerPerson > 0 ? departure.depositPerPerson * travellers : total;
  return { total, depositDue: Math.min(deposit, total) };
}
