import type { RoomType } from '@safa/contract';
import { media } from '@safa/shared-ui';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import styled from 'styled-components';
import { amountHint } from '../../../common/amount-hint';
import { FormField } from '../../../common/FormField';
import { Fieldset, WholeNumberInput } from '../../../common/form-layout';
import { CHILD_PRICES, type ChildPrice, type DepartureFormValues } from './departure-form';
import { roomLabel } from './departure-text';

/** Who pays each of a room's prices besides an adult, short enough for three fields side by side. */
const PAYERS: Record<ChildPrice, string> = {
  childBedPrice: 'Child with a bed',
  childNoBedPrice: 'Child, no bed',
  infantPrice: 'Infant (under 2)',
};

const Prices = styled.div`
  display: grid;
  gap: 0.75rem;
  ${media.up('sm')} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`;

const RoomPrices = styled(Fieldset)`
  padding: 0.5rem 0.75rem 0.75rem;
`;

interface ChildPricesFieldProps {
  /** The room types the departure offers (an adult's price typed). */
  rooms: RoomType[];
  /** What is typed of them, for the amounts read back. */
  prices: DepartureFormValues['childPrices'];
  register: UseFormRegister<DepartureFormValues>;
  errors: FieldErrors<DepartureFormValues>['childPrices'];
}

/**
 * A departure's prices for a child with a bed, a child without one and an infant, per room type it
 * offers: each optional, an adult's price when left empty.
 */
export function ChildPricesField({ rooms, prices, register, errors }: ChildPricesFieldProps) {
  return (
    <Fieldset>
      <legend>Child and infant prices per person (₦)</legend>
      <p>
        {rooms.length === 0
          ? 'Give a room’s price first.'
          : 'Optional: left empty, a child or an infant pays an adult’s price.'}
      </p>
      {rooms.map((type) => (
        <RoomPrices key={type}>
          <legend>{roomLabel(type)} room</legend>
          <Prices>
            {CHILD_PRICES.map((price) => (
              <FormField
                key={price}
                label={PAYERS[price]}
                hint={amountHint(prices[type][price])}
                error={errors?.[type]?.[price]?.message}
              >
                {(control) => (
                  <WholeNumberInput min={0} {...control} {...register(`childPrices.${type}.${price}`)} />
                )}
              </FormField>
            ))}
          </Prices>
        </RoomPrices>
      ))}
    </Fieldset>
  );
}
