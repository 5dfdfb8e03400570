import { fieldIdOf, placeIssues } from '../../components/forms/useFormFields';
import { usePostedForm } from '../../forms/posted-form';
import type { Fields } from '../../forms/site-form';
import { type BookingRefusal, bookingRefusalOf, type FieldProblem } from './booking-refusal';

/** The booking posted without the app and refused: as a whole, or at its fields (each to mend). */
export interface RefusedPosting {
  refusal: BookingRefusal | undefined;
  values: Fields;
  problems: FieldProblem[];
}

/** The booking posted without the app and refused, as the page came back with it. */
export function useRefusedPosting(): RefusedPosting | undefined {
  const posted = usePostedForm('booking');
  if (!posted) return undefined;
  const { placed, unplaced } = placeIssues(posted.refusal.issues, posted.values);
  const problems = Object.entries(placed).map(([name, message = '']) => ({
    id: fieldIdOf('booking', name),
    message,
  }));
  const refusedWhole = problems.length === 0 || unplaced > 0;
  return {
    refusal: refusedWhole ? bookingRefusalOf(posted.refusal) : undefined,
    values: posted.values,
    problems,
  };
}
