import { Button } from '@safa/shared-ui';
import styled from 'styled-components';
import { downloadTextFile } from '../../common/download';
import { Toolbar } from '../../common/layout';

const Codes = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: 0.5rem;
  margin: 0;
  padding: 1rem;
  list-style: none;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 1.05rem;
`;

const fileText = (codes: string[]) =>
  [
    'Safa Travels admin: recovery codes',
    'Each logs in once in place of the authenticator app’s code.',
    '',
    ...codes,
    '',
  ].join('\n');

/** The recovery codes, shown once, to keep before going on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <>
      <p>
        The second factor is on. Each recovery code below logs you in once without your phone. Keep them
        somewhere safe, printed or in a password manager: they are shown only now.
      </p>
      <Codes aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <Toolbar>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => downloadTextFile('safa-recovery-codes.txt', fileText(codes), 'text/plain')}
        >
          Download the codes
        </Button>
        <Button type="button" onClick={onDone}>
          I have kept them
        </Button>
      </Toolbar>
    </>
  );
}
