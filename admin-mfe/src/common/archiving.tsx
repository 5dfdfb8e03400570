import { Button, type ConfirmOptions } from '@safa/shared-ui';
import styled from 'styled-components';

/** Beside an archived record's name in the operator's lists. */
export const ArchivedBadge = styled.span.attrs({ children: 'Archived' })`
  display: inline-block;
  margin-inline-start: 0.5rem;
  padding: 0.1rem 0.5rem;
  border-radius: 999px;
  font-size: 0.75rem;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.textMuted};
  border: 1px solid currentColor;
`;

const Choice = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  white-space: nowrap;
`;

/** The lists leave archived records out until the operator asks for them. */
export function ShowArchived({ shown, onChange }: { shown: boolean; onChange: (shown: boolean) => void }) {
  return (
    <Choice>
      <input type="checkbox" checked={shown} onChange={(event) => onChange(event.target.checked)} />
      Show archived
    </Choice>
  );
}

/** Asked before a record with bookings is hidden from the site (`what`: 'package'). */
export const archiveConfirm = (what: string, text: string): ConfirmOptions => ({
  title: `Archive ${what}?`,
  text,
  tone: 'warning',
  confirmLabel: 'Archive',
});

/** Asked before an archived record is shown on the site again. */
export const restoreConfirm = (what: string, text: string): ConfirmOptions => ({
  title: `Restore ${what}?`,
  text,
  confirmLabel: 'Restore',
});

/** "Archive" for a record that had bookings, "Restore" for an archived one: `onToggle` gets what it is to be. */
export function ArchiveButton({
  archived,
  disabled,
  onToggle,
}: {
  archived: boolean;
  disabled: boolean;
  onToggle: (archived: boolean) => void;
}) {
  return (
    <Button type="button" $variant="secondary" disabled={disabled} onClick={() => onToggle(!archived)}>
      {archived ? 'Restore' : 'Archive'}
    </Button>
  );
}
