import { ROOM_LABELS, type Room } from '@safa/contract';
import { FieldError, formatNaira } from '@safa/shared-ui';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Choice, Fieldset } from '../../../common/form-layout';
import { Unbroken } from '../../../common/layout';

interface RoomChoiceProps {
  /** The rooms the departure offers, with their prices per person. */
  rooms: readonly Room[];
  field: UseFormRegisterReturn;
  /** Not chosen, or not filled by the travellers (the BFF's words too). */
  error: string | undefined;
}

/** The room type, as the public booking form offers it: each with its price per person. */
export function RoomChoice({ rooms, field, error }: RoomChoiceProps) {
  const errorId = useId();
  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <legend>Room type</legend>
      <p>Prices are per person.</p>
      {rooms.map((room) => (
        <Choice key={room.type}>
          <input type="radio" value={room.type} {...field} />
          <span>
            {ROOM_LABELS[room.type]} · <Unbroken>{formatNaira(room.price)}</Unbroken>
          </span>
        </Choice>
      ))}
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Fieldset>
  );
}
