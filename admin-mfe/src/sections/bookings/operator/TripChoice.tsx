import type { Departure, Package } from '@safa/contract';
import { formatDay, Select } from '@safa/shared-ui';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../common/FormField';
import { FieldPair } from '../../../common/form-layout';

/** '12 Jun 2099 · 37 seats left', or sold out: a departure as the operator chooses it. */
export const departureChoiceText = ({ departsOn, seatsLeft }: Pick<Departure, 'departsOn' | 'seatsLeft'>) =>
  `${formatDay(departsOn)} · ${
    seatsLeft === 0 ? 'sold out' : `${seatsLeft} ${seatsLeft === 1 ? 'seat' : 'seats'} left`
  }`;

interface TripChoiceProps {
  packages: readonly Package[];
  /** The chosen package's departures that take bookings. */
  departures: readonly Departure[];
  packageField: UseFormRegisterReturn;
  departureField: UseFormRegisterReturn;
  errors: { packageId?: string; departureId?: string };
}

/** The package, then one of its open departures to come, with the seats each has left. */
export function TripChoice({ packages, departures, packageField, departureField, errors }: TripChoiceProps) {
  return (
    <FieldPair>
      <FormField label="Package" error={errors.packageId}>
        {(control) => (
          <Select {...control} {...packageField}>
            <option value="">Choose…</option>
            {packages.map((item) => (
              <option key={item.id} value={item.id}>
                {item.title}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label="Departure" error={errors.departureId}>
        {(control) => (
          <Select {...control} {...departureField}>
            <option value="">{departures.length > 0 ? 'Choose…' : 'No open departure'}</option>
            {departures.map((departure) => (
              <option key={departure.id} value={departure.id} disabled={departure.seatsLeft === 0}>
                {departureChoiceText(departure)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </FieldPair>
  );
}
