import { Button, Input, media } from '@safa/shared-ui';
import styled from 'styled-components';

/** A dialog's form: its fields one under the other. */
export const DialogForm = styled.form`
  display: grid;
  gap: 1rem;
  & > p { margin: 0; }
`;

/** Two fields side by side from a small tablet up; one under the other on a phone. */
export const FieldPair = styled.div`
  display: grid;
  gap: 1rem;
  ${media.up('sm')} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
`;

/** Fields that go together, framed and named by their legend (a note under it muted). */
export const Fieldset = styled.fieldset`
  display: grid;
  gap: 0.75rem;
  min-width: 0;
  margin: 0;
  padding: 0.75rem 1rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  legend { padding: 0 0.35rem; font-weight: 700; }
  p { margin: 0; color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** A checkbox or radio with its words, the whole row to tap (44 px high at least). */
export const Choice = styled.label`
  display: flex;
  gap: 0.6rem;
  align-items: flex-start;
  min-height: 44px;
  padding: 0.5rem 0;
  cursor: pointer;
  input { width: 1.25rem; height: 1.25rem; margin: 0.1rem 0 0; flex: none; accent-color: ${({ theme }) => theme.colors.primary}; }
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 0.75rem;
`;

interface FormActionsProps {
  /** While the form is being saved: neither button can be used again. */
  saving: boolean;
  onCancel: () => void;
  /** What the submit button says, 'Save' unless told. */
  saveLabel?: string;
}

/** A form's Cancel and submit buttons, at its end. */
export const FormActions = ({ saving, onCancel, saveLabel = 'Save' }: FormActionsProps) => (
  <Actions>
    <Button type="button" $variant="secondary" onClick={onCancel} disabled={saving}>
      Cancel
    </Button>
    <Button type="submit" disabled={saving}>
      {saving ? 'Saving…' : saveLabel}
    </Button>
  </Actions>
);

/** A count or an amount of whole naira, typed on a phone's number pad. */
export const WholeNumberInput = styled(Input).attrs({ type: 'number', inputMode: 'numeric', step: 1 })``;
