import { zodResolver } from '@hookform/resolvers/zod';
import { type SecondFactorCode, secondFactorCodeSchema } from '@safa/contract';
import { Button, Input } from '@safa/shared-ui';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { FormField } from '../../common/FormField';
import { Toolbar } from '../../common/layout';

interface CodeFormProps {
  /** What the form does, for screen readers: 'Turn the second factor on'. */
  name: string;
  label: string;
  hint?: ReactNode;
  submitLabel: string;
  pending: boolean;
  /** Resolves true when the code was taken; the field is emptied otherwise, for the next code. */
  onCode: (code: string) => Promise<boolean>;
  children?: ReactNode;
}

/** A code of the authenticator app (or a recovery code), checked as the server checks it, then sent. */
export function CodeForm({ name, label, hint, submitLabel, pending, onCode, children }: CodeFormProps) {
  const { register, handleSubmit, reset, formState } = useForm<SecondFactorCode>({
    resolver: zodResolver(secondFactorCodeSchema),
    defaultValues: { code: '' },
  });
  const submit = handleSubmit(async ({ code }) => {
    if (!(await onCode(code))) reset({ code: '' });
  });
  return (
    <form onSubmit={submit} noValidate aria-label={name}>
      <Toolbar>
        <FormField label={label} hint={hint} error={formState.errors.code?.message}>
          {(control) => (
            <Input
              {...control}
              autoComplete="one-time-code"
              spellCheck={false}
              autoCapitalize="none"
              {...register('code')}
            />
          )}
        </FormField>
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
        {children}
      </Toolbar>
    </form>
  );
}
