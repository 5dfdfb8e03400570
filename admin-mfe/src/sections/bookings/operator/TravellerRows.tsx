import { BOOKING_LIMITS, TRAVELLER_TYPE_LABELS, TRAVELLER_TYPES } from '@safa/contract';
import { Button, FieldError, Input, Select } from '@safa/shared-ui';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { FormField } from '../../../common/FormField';
import { FieldPair, Fieldset } from '../../../common/form-layout';

const Row = styled.div`
  display: grid;
  gap: 0.5rem;
  padding-bottom: 0.75rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h4 { margin: 0; }
  button { justify-self: start; }
`;

interface TravellerRowsProps {
  /** Each row's key, in the form's order (react-hook-form's field ids). */
  keys: readonly string[];
  register: (index: number, field: 'fullName' | 'type') => UseFormRegisterReturn;
  errorsAt: (index: number) => { fullName?: string; type?: string };
  /** A problem of the travellers as a whole: none left, or too few seats for them. */
  error: string | undefined;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

/** Who travels on a booking: each traveller's name as in the passport and type; added and removed. */
export function TravellerRows({ keys, register, errorsAt, error, onAdd, onRemove }: TravellerRowsProps) {
  const errorId = useId();
  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <legend>Travellers</legend>
      <p>Each name exactly as in the passport.</p>
      {keys.map((key, index) => {
        const errors = errorsAt(index);
        return (
          <Row key={key}>
            <h4>Traveller {index + 1}</h4>
            <FieldPair>
              <FormField label="Full name, as in the passport" error={errors.fullName}>
                {(control) => <Input autoComplete="off" {...control} {...register(index, 'fullName')} />}
              </FormField>
              <FormField label="Who travels" error={errors.type}>
                {(control) => (
                  <Select {...control} {...register(index, 'type')}>
                    {TRAVELLER_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {TRAVELLER_TYPE_LABELS[type]}
                      </option>
                    ))}
                  </Select>
                )}
              </FormField>
            </FieldPair>
            {keys.length > 1 ? (
              <Button type="button" $variant="ghost" onClick={() => onRemove(index)}>
                Remove traveller {index + 1}
              </Button>
            ) : null}
          </Row>
        );
      })}
      {keys.length < BOOKING_LIMITS.travellersMax ? (
        <Button type="button" $variant="secondary" onClick={onAdd}>
          Add a traveller
        </Button>
      ) : null}
      {error ? (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      ) : null}
    </Fieldset>
  );
}
