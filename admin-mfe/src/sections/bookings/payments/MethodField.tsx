import { PAYMENT_METHODS } from '@safa/contract';
import { Select } from '@safa/shared-ui';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../common/FormField';
import { methodLabel } from './payment-text';

interface MethodFieldProps {
  field: UseFormRegisterReturn;
  error: string | undefined;
}

/** How money was paid or given back: transfer, cash or card, chosen by the operator. */
export const MethodField = ({ field, error }: MethodFieldProps) => (
  <FormField label="Method" error={error}>
    {(control) => (
      <Select {...control} {...field}>
        <option value="">Choose…</option>
        {PAYMENT_METHODS.map((method) => (
          <option key={method} value={method}>
            {methodLabel(method)}
          </option>
        ))}
      </Select>
    )}
  </FormField>
);
