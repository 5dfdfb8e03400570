import type { SecondFactorSetup } from '@safa/contract';
import { Button } from '@safa/shared-ui';
import styled from 'styled-components';
import { CodeForm } from './CodeForm';

const Steps = styled.ol`
  display: grid;
  gap: 1.25rem;
  margin: 0;
  padding-left: 1.5rem;
  list-style: decimal;
  li::marker { font-weight: 700; }
  li > * + * { margin-top: 0.5rem; }
  p { margin: 0; }
`;

const QrCode = styled.img`
  display: block;
  width: 12rem;
  height: 12rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: #fff;
`;

/** The secret in groups of four, as apps ask it to be typed; it wraps on a phone between groups only. */
const Secret = styled.code`
  display: block;
  font-size: 1.05rem;
  letter-spacing: 0.05em;
  word-spacing: 0.3em;
  overflow-wrap: normal;
`;

const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

interface SetUpAuthenticatorProps {
  setup: SecondFactorSetup;
  confirming: boolean;
  onConfirm: (code: string) => Promise<boolean>;
  onCancel: () => void;
}

/** The QR code and the secret for the app, then a code of it to turn the second factor on. */
export function SetUpAuthenticator({ setup, confirming, onConfirm, onCancel }: SetUpAuthenticatorProps) {
  return (
    <Steps>
      <li>
        <p>In your authenticator app, add an account and scan this QR code.</p>
        <QrCode src={setup.qrCode} alt="QR code for your authenticator app" width={192} height={192} />
      </li>
      <li>
        <p>If you cannot scan it, type this key into the app instead:</p>
        <Secret aria-label="Secret key">{grouped(setup.secret)}</Secret>
      </li>
      <li>
        <p>Enter the 6-digit code the app now shows for Safa Travels.</p>
        <CodeForm
          name="Turn the second factor on"
          label="Code from the app"
          submitLabel="Turn on"
          pending={confirming}
          onCode={onConfirm}
        >
          <Button type="button" $variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        </CodeForm>
      </li>
    </Steps>
  );
}
