import type { Booking } from '@safa/contract';
import { FieldError } from '@safa/shared-ui';
import { type FormEvent, useId, useState } from 'react';
import { FormDialog } from '../../../common/FormDialog';
import { refusalText } from '../../../common/feedback';
import { Choice, Fieldset } from '../../../common/form-layout';
import { useDepartures } from '../../packages/departures/useDepartures';
import { moveChoices } from './move-choices';
import { useMoveBooking } from './useOperatorBookings';

interface MoveBookingDialogProps {
  booking: Booking;
  onClose: () => void;
}

/**
 * Moves the booking, all its travellers in the same room type, to another open departure of its
 * package, chosen among those with its seats left and its price there; the BFF's refusal (the seats
 * went meanwhile) is said in place.
 */
export function MoveBookingDialog({ booking, onClose }: MoveBookingDialogProps) {
  const { data: departures = [] } = useDepartures();
  const choices = moveChoices(booking, departures);
  const [chosen, setChosen] = useState('');
  const [problem, setProblem] = useState<string>();
  const problemId = useId();
  const move = useMoveBooking((error) => {
    const refusal = refusalText(error, 400, 409);
    setProblem(refusal);
    return refusal !== undefined;
  });

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const to = choices.find((choice) => choice.departure.id === chosen)?.departure;
    if (!to) {
      setProblem('Choose the departure to move to.');
      return;
    }
    setProblem(undefined);
    if (await move.run({ booking, to })) onClose();
  };

  return (
    <FormDialog
      title="Move to another departure"
      description={`Booking ${booking.reference}, its travellers in the same room type`}
      what="this move"
      dirty={chosen !== ''}
      saving={move.isPending}
      saveLabel="Move booking"
      onSubmit={save}
      onClose={onClose}
    >
      <Fieldset aria-describedby={problem ? problemId : undefined}>
        <legend>Departure</legend>
        {choices.length === 0 ? <p>No other open departure of this package.</p> : null}
        {choices.map(({ departure, text, unfit }) => (
          <Choice key={departure.id}>
            <input
              type="radio"
              name="departureId"
              value={departure.id}
              disabled={unfit !== undefined}
              checked={chosen === departure.id}
              onChange={() => setChosen(departure.id)}
            />
            <span>{unfit ? `${text} · ${unfit}` : text}</span>
          </Choice>
        ))}
        {problem ? (
          <FieldError id={problemId} role="alert">
            {problem}
          </FieldError>
        ) : null}
      </Fieldset>
    </FormDialog>
  );
}
