import { RECOVERY_CODE_COUNT } from '@safa/contract';
import { Button } from '@safa/shared-ui';
import styled from 'styled-components';
import { Section, SectionTitle } from '../../common/layout';
import { CodeForm } from './CodeForm';
import { RecoveryCodes } from './RecoveryCodes';
import { SetUpAuthenticator } from './SetUpAuthenticator';
import {
  useConfirmSecondFactor,
  useSecondFactorStatus,
  useSetUpSecondFactor,
  useTurnOffSecondFactor,
} from './useSecondFactor';

const Card = styled.section`
  display: grid;
  gap: 1rem;
  max-width: 44rem;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  h3 { margin: 0; font-size: 1.15rem; }
  p { margin: 0; }
  & > button { justify-self: start; }
`;

/** The operator's second factor: set up with an authenticator app, its recovery codes shown once, turned off with a code. */
export function SecuritySection() {
  const { data: status } = useSecondFactorStatus();
  const setUp = useSetUpSecondFactor();
  const confirm = useConfirmSecondFactor();
  const turnOff = useTurnOffSecondFactor();
  const recoveryCodes = confirm.data?.recoveryCodes;
  const finish = () => {
    confirm.reset();
    setUp.reset();
  };

  const body = () => {
    if (!status) return null;
    if (recoveryCodes) return <RecoveryCodes codes={recoveryCodes} onDone={finish} />;
    if (status.enabled) {
      return (
        <>
          <p>
            On: logging in takes a code from your authenticator app besides your password.{' '}
            {status.recoveryCodesLeft} of {RECOVERY_CODE_COUNT} recovery codes left.
          </p>
          {status.required ? (
            <p>The server requires a second factor (ADMIN_TOTP_REQUIRED): it stays on.</p>
          ) : (
            <CodeForm
              name="Turn the second factor off"
              label="Code from the app, or a recovery code"
              submitLabel="Turn off"
              pending={turnOff.isPending}
              onCode={turnOff.run}
            />
          )}
        </>
      );
    }
    if (setUp.data) {
      return (
        <SetUpAuthenticator
          setup={setUp.data}
          confirming={confirm.isPending}
          onConfirm={(code) =>
            confirm.mutateAsync(code).then(
              () => true,
              () => false,
            )
          }
          onCancel={() => setUp.reset()}
        />
      );
    }
    return (
      <>
        <p>
          Off. With it on, logging in takes a code from an authenticator app on your phone (Google
          Authenticator, Microsoft Authenticator, 2FAS…) besides your password, so a stolen password alone
          opens nothing.
        </p>
        <Button type="button" onClick={() => setUp.mutate()} disabled={setUp.isPending}>
          Set up an authenticator app
        </Button>
      </>
    );
  };

  return (
    <Section aria-labelledby="security-title">
      <SectionTitle id="security-title">Account security</SectionTitle>
      <Card aria-labelledby="second-factor-title">
        <h3 id="second-factor-title">Second factor</h3>
        {body()}
      </Card>
    </Section>
  );
}
