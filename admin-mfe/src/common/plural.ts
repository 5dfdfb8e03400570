/** A count with its noun: '1 booking', '3 bookings' ('1 message fails', '2 messages fail'). */
export const plural = (count: number, one: string, many: string): string =>
  `${count} ${count === 1 ? one : many}`;
