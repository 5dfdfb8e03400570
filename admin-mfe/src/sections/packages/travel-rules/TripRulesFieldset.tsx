import type { TravelRulesByKind, TripKind } from '@safa/contract';
import { Button, Input, media } from '@safa/shared-ui';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import styled from 'styled-components';
import { FormField } from '../../../common/FormField';
import { Fieldset, WholeNumberInput } from '../../../common/form-layout';
import { NEW_VACCINE, TRIP_KIND_LABELS, type TravelRulesFormValues } from './travel-rules-form';

/** A vaccination's fields in a row from a tablet up, their inputs level whatever their labels' lines. */
const Vaccine = styled(Fieldset)`
  padding: 0.5rem 0.75rem 0.75rem;
  & > button { justify-self: start; }
  ${media.up('md')} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr) auto;
    align-items: end;
  }
`;

const MonthsField = styled.div`
  max-width: 28rem;
`;

interface TripRulesFieldsetProps {
  kind: TripKind;
  control: Control<TravelRulesFormValues, unknown, TravelRulesByKind>;
  register: UseFormRegister<TravelRulesFormValues>;
  errors: FieldErrors<TravelRulesFormValues>[TripKind];
}

/** One kind of trip's rules: how long the passport must last after the return, and each vaccination asked. */
export function TripRulesFieldset({ kind, control, register, errors }: TripRulesFieldsetProps) {
  const vaccines = useFieldArray({ control, name: `${kind}.vaccines` });
  const label = TRIP_KIND_LABELS[kind];
  return (
    <Fieldset>
      <legend>{label}</legend>
      <MonthsField>
        <FormField
          label="Passport valid after the return (months)"
          error={errors?.passportValidMonthsAfterReturn?.message}
        >
          {(control) => (
            <WholeNumberInput
              min={0}
              max={24}
              {...control}
              {...register(`${kind}.passportValidMonthsAfterReturn`)}
            />
          )}
        </FormField>
      </MonthsField>
      {vaccines.fields.length === 0 ? <p>No vaccination asked.</p> : null}
      {vaccines.fields.map((field, index) => {
        const problems = errors?.vaccines?.[index];
        return (
          <Vaccine key={field.id}>
            <legend>
              Vaccination {index + 1} for {label}
            </legend>
            <FormField label="Name" error={problems?.name?.message}>
              {(control) => (
                <Input autoComplete="off" {...control} {...register(`${kind}.vaccines.${index}.name`)} />
              )}
            </FormField>
            <FormField label="Valid for (years)" error={problems?.validYears?.message}>
              {(control) => (
                <WholeNumberInput
                  min={1}
                  max={10}
                  {...control}
                  {...register(`${kind}.vaccines.${index}.validYears`)}
                />
              )}
            </FormField>
            <FormField
              label="Given at least (days before departure)"
              error={problems?.daysBeforeDeparture?.message}
            >
              {(control) => (
                <WholeNumberInput
                  min={0}
                  max={60}
                  {...control}
                  {...register(`${kind}.vaccines.${index}.daysBeforeDeparture`)}
                />
              )}
            </FormField>
            <Button type="button" $variant="secondary" onClick={() => vaccines.remove(index)}>
              Remove
              <span className="visually-hidden">
                {' '}
                vaccination {index + 1} for {label}
              </span>
            </Button>
          </Vaccine>
        );
      })}
      {errors?.vaccines?.message ? <p role="alert">{errors.vaccines.message}</p> : null}
      <div>
        <Button type="button" $variant="secondary" onClick={() => vaccines.append(NEW_VACCINE)}>
          + Add a vaccination<span className="visually-hidden"> for {label}</span>
        </Button>
      </div>
    </Fieldset>
  );
}
