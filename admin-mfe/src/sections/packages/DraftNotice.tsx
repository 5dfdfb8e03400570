import { Button } from '@safa/shared-ui';
import styled from 'styled-components';
import type { PackageDraft } from './package-form';

const Notice = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentLight};
  p { flex: 1 1 16rem; margin: 0; }
`;

interface DraftNoticeProps {
  draft: PackageDraft;
  onResume: () => void;
  onDiscard: () => void;
}

/** Offers back a package the operator was editing when the session ended or the page closed. */
export function DraftNotice({ draft, onResume, onDiscard }: DraftNoticeProps) {
  const name = draft.values.title.trim() || 'untitled package';
  return (
    <Notice role="status">
      <p>
        You have unsaved changes to {draft.packageId ? 'the package' : 'a new package'} “{name}”.
      </p>
      <Button type="button" onClick={onResume}>
        Resume editing
      </Button>
      <Button type="button" $variant="ghost" onClick={onDiscard}>
        Discard
      </Button>
    </Notice>
  );
}
