import {
  ROOM_CAPACITY,
  ROOM_LABELS,
  type RoomingTraveller,
  type RoomType,
  SEX_LABELS,
  TRAVELLER_TYPE_LABELS,
} from '@safa/contract';

/** 'Female · Adult · SAFA-7K3Q9': who a traveller is, as rooms are shared by gender or by family. */
export const travellerFacts = (traveller: RoomingTraveller): string =>
  [
    traveller.sex ? SEX_LABELS[traveller.sex] : 'Sex not given',
    TRAVELLER_TYPE_LABELS[traveller.type],
    traveller.bookingReference,
  ].join(' · ');

/** 'Double room (2 sharing) · 1 of 2 beds taken', or what an empty room is waiting for. */
export function roomFacts(type: RoomType | undefined, beds: number): string {
  if (type === undefined) return 'Empty: put travellers in it, or it is not kept';
  return `${ROOM_LABELS[type]} · ${beds} of ${ROOM_CAPACITY[type]} ${ROOM_CAPACITY[type] === 1 ? 'bed' : 'beds'} taken`;
}
