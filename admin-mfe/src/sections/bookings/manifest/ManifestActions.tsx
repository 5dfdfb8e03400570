import { Button } from '@safa/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSectionPath } from '../../../dashboard/section-paths';
import { useDownloadManifest } from './useManifest';

const Panel = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  p { flex: 1 1 14rem; margin: 0; }
`;

/** The manifest of one departure: its CSV for the airline and the visa office, or a page to print. */
export function ManifestActions({
  departureId,
  departureName,
}: {
  departureId: string;
  departureName: string;
}) {
  const downloadManifest = useDownloadManifest();
  const printView = useSectionPath(`bookings/manifest/${departureId}`);
  return (
    <Panel role="group" aria-label="Manifest">
      <p>
        Manifest of <strong>{departureName}</strong>: every traveller holding a seat, passport numbers whole.
      </p>
      <Button
        type="button"
        disabled={downloadManifest.isPending}
        onClick={() => downloadManifest.run(departureId)}
      >
        Download manifest (CSV)
      </Button>
      <Button as={Link} to={printView} $variant="secondary">
        Print view
      </Button>
    </Panel>
  );
}
