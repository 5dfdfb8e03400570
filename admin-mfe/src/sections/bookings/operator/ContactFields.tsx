import { Input } from '@safa/shared-ui';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FormField } from '../../../common/FormField';
import { Fieldset } from '../../../common/form-layout';

type ContactField = 'name' | 'phone' | 'email';

interface ContactFieldsProps {
  register: (field: ContactField) => UseFormRegisterReturn;
  /** react-hook-form's errors of the contact. */
  errors: Partial<Record<ContactField, { message?: string }>> | undefined;
}

/** The booking's lead contact, as the public form asks: who the agency calls, WhatsApps and e-mails. */
export function ContactFields({ register, errors }: ContactFieldsProps) {
  return (
    <Fieldset>
      <legend>Lead contact</legend>
      <FormField label="Name" error={errors?.name?.message}>
        {(control) => <Input autoComplete="off" {...control} {...register('name')} />}
      </FormField>
      <FormField label="Phone" error={errors?.phone?.message}>
        {(control) => <Input type="tel" autoComplete="off" {...control} {...register('phone')} />}
      </FormField>
      <FormField label="Email" error={errors?.email?.message}>
        {(control) => <Input type="email" autoComplete="off" {...control} {...register('email')} />}
      </FormField>
    </Fieldset>
  );
}
