import { BOOKING_LIMITS, TRAVELLER_TYPE_LABELS, TRAVELLER_TYPES } from '@safa/contract';
import { Button, FieldError, Input, Select } from '@safa/shared-ui';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { FormField } from '../../../common/FormField';
import { FieldPair, Fieldset } from '../../../common/form-layout';
import { newTravellerRow, type TravellerRow } from './booking-form-rules';

const Row = styled.div`
  display: grid;
  gap: 0.5rem;
  padding-bottom: 0.75rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h4 { margin: 0; }
  button { justify-self: start; }
`;

interface Problem {
  message?: string;
}

/** react-hook-form's errors of the travellers: the list's own (none left, too few seats), then each row's. */
interface TravellerErrors extends Problem {
  root?: Problem;
  [index: number]: { fullName?: Problem; type?: Problem } | undefined;
}

interface TravellerRowsProps {
  /** react-hook-form's field array of the travellers. */
  rows: {
    fields: readonly { id: string }[];
    append: (row: TravellerRow) => void;
    remove: (index: number) => void;
  };
  register: (index: number, field: 'fullName' | 'type') => UseFormRegisterReturn;
  errors: TravellerErrors | undefined;
}

/** Who travels on a booking: each traveller's name as in the passport and type; added and removed. */
export function TravellerRows({ rows, register, errors }: TravellerRowsProps) {
  const errorId = useId();
  const error = errors?.message ?? errors?.root?.message;
  return (
    <Fieldset aria-describedby={error ? errorId : undefined}>
      <legend>Travellers</legend>
      <p>Each name exactly as in the passport.</p>
      {rows.fields.map(({ id }, index) => {
        const problems = errors?.[index];
        return (
          <Row key={id}>
            <h4>Traveller {index + 1}</h4>
            <FieldPair>
              <FormField label="Full name, as in the passport" error={problems?.fullName?.message}>
                {(control) => <Input autoComplete="off" {...control} {...register(index, 'fullName')} />}
              </FormField>
              <FormField label="Who travels" error={problems?.type?.message}>
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
            {rows.fields.length > 1 ? (
              <Button type="button" $variant="ghost" onClick={() => rows.remove(index)}>
                Remove traveller {index + 1}
              </Button>
            ) : null}
          </Row>
        );
      })}
      {rows.fields.length < BOOKING_LIMITS.travellersMax ? (
        <Button type="button" $variant="secondary" onClick={() => rows.append(newTravellerRow())}>
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
