import { zodResolver } from '@hookform/resolvers/zod';
import { ApiError, call } from '@safa/api-client';
import { type LoginRequest, loginRequestSchema } from '@safa/contract';
import { BRAND, Button, Logo, useDialogs } from '@safa/shared-ui';
import { type ComponentPropsWithRef, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useSession } from '../session/SessionProvider';

const Page = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: 1rem;
  background: ${({ theme }) => theme.colors.surface};
`;

const Card = styled.form`
  width: min(100%, 24rem);
  padding: 2rem 1.5rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
  display: grid;
  gap: 1rem;
  h1 { margin: 0; font-size: 1.5rem; text-align: center; }
`;

const Field = styled.label`
  display: grid;
  gap: 0.35rem;
  font-weight: 600;
  input {
    min-height: 44px;
    padding: 0.5rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.md};
    font-weight: 400;
  }
`;

const FieldError = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 400;
  font-size: 0.9rem;
`;

const Notice = styled.p`
  margin: 0;
  padding: 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentLight};
  color: ${({ theme }) => theme.colors.text};
`;

/** A required field of the login, its problem announced under it. */
function LoginField({
  label,
  error,
  ...input
}: ComponentPropsWithRef<'input'> & { label: string; error?: string }) {
  return (
    <>
      <Field>
        {label}
        <input required aria-invalid={Boolean(error)} {...input} />
      </Field>
      {error ? <FieldError role="alert">{error}</FieldError> : null}
    </>
  );
}

export function LoginPage() {
  const { logIn, endedBecause } = useSession();
  const dialogs = useDialogs();
  /** What the server said when the password was right and the second factor's code is needed. */
  const [codeAsked, setCodeAsked] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { username: '', password: '' },
  });

  // The code field appears once the password is right: the operator types there next.
  useEffect(() => {
    if (codeAsked) setFocus('code');
  }, [codeAsked, setFocus]);

  const submit = handleSubmit(async (credentials) => {
    try {
      const { token } = await call('login', { body: credentials });
      logIn(token);
      await dialogs.alert({ title: 'Login successful', tone: 'success', autoCloseMs: 1500 });
    } catch (error) {
      // The first time, the code is asked for, not a failure; a wrong code is one, and is typed again.
      if (error instanceof ApiError && error.needsSecondFactor && !codeAsked) {
        setCodeAsked(error.message);
        return;
      }
      if (codeAsked) resetField('code');
      const text = error instanceof ApiError ? (error.serverText() ?? 'Server error') : 'Server error';
      await dialogs.alert({ title: 'Login Failed', text, tone: 'error' });
    }
  });

  return (
    <Page>
      <Card onSubmit={submit} noValidate aria-labelledby="login-title">
        <div style={{ display: 'grid', placeItems: 'center' }}>
          <Logo size={56} />
        </div>
        <h1 id="login-title">{BRAND.name} Admin</h1>
        {endedBecause === 'expired' ? (
          <Notice role="alert">
            Your session has expired. Please log in again. Anything you were typing in a package has been kept
            as a draft and will be offered back.
          </Notice>
        ) : null}
        <LoginField
          label="Username"
          type="text"
          autoComplete="username"
          error={errors.username?.message}
          {...register('username')}
        />
        <LoginField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        {codeAsked ? (
          <>
            <Notice role="status">{codeAsked}</Notice>
            <LoginField
              label="Authentication code"
              type="text"
              autoComplete="one-time-code"
              spellCheck={false}
              autoCapitalize="none"
              error={errors.code?.message}
              {...register('code')}
            />
          </>
        ) : null}
        <Button type="submit" $block disabled={isSubmitting}>
          {isSubmitting ? 'Logging in...' : 'Log In'}
        </Button>
      </Card>
    </Page>
  );
}
