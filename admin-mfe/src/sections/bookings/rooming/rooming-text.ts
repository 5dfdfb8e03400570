import { ROOM_CAPACITY, ROOM_LABELS, type RoomType } from '@safa/contract';

/** 'Double room (2 sharing) · 1 of 2 beds taken', or what an empty room is waiting for. */
export function roomFacts(type: RoomType | undefined, beds: number): string {
  if (type === undefined) return 'Empty: put travellers in it, or it is not kept';
  return `${ROOM_LABELS[type]} · ${beds} of ${ROOM_CAPACITY[type]} ${ROOM_CAPACITY[type] === 1 ? 'bed' : 'beds'} taken`;
}
