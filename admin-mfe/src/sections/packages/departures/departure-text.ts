import { type Departure, lagosToday, type OfferedPlan, type RoomType } from '@safa/contract';
import { formatDay } from '@safa/shared-ui';

const ROOM_LABELS: Record<RoomType, string> = {
  single: 'Single',
  double: 'Double',
  triple: 'Triple',
  quad: 'Quad',
};

/** 'Double', as the operator reads a room type. */
export const roomLabel = (type: RoomType): string => ROOM_LABELS[type];

/** 'Hajj 2026 Premium Package, 12 Jun 2027': a departure as a list or a title names it. */
export const departureName = (packageTitle: string, departsOn: string): string =>
  `${packageTitle}, ${formatDay(departsOn)}`;

/** Whether a departure takes bookings: open, closed by the operator, or already gone. */
export function departureState(departure: Pick<Departure, 'status' | 'departsOn'>, today = lagosToday()) {
  if (departure.departsOn <= today) return 'Departed';
  return departure.status === 'open' ? 'Open' : 'Closed';
}

/** '3 of 40 booked · 37 left': the seats of a departure at a glance. */
export const seatsText = ({
  seats,
  seatsBooked,
  seatsLeft,
}: Pick<Departure, 'seats' | 'seatsBooked' | 'seatsLeft'>) =>
  `${seatsBooked} of ${seats} booked · ${seatsLeft} left`;

const PLAN_WORDS: Record<OfferedPlan, string> = {
  monthly: 'or monthly',
  flexible: 'or at their pace',
};

/** 'or monthly': a plan a departure offers besides the deposit then the balance, in a table's few words. */
export const planWords = (plan: OfferedPlan): string => PLAN_WORDS[plan];
