import { Button } from '@safa/shared-ui';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSectionPath } from '../../../dashboard/section-paths';
import { DownloadButton } from './DownloadButton';

const Panel = styled.div`
  display: grid;
  gap: 0.75rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  p { margin: 0; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 0.75rem;
`;

/**
 * One departure's paperwork, from its bookings: who is ready to fly, who sleeps where, the manifest
 * for the airline and the visa office (its CSV, or a page to print), and the money a booking a row.
 */
export function DepartureActions({
  departureId,
  departureName,
}: {
  departureId: string;
  departureName: string;
}) {
  const page = useSectionPath('bookings');
  return (
    <Panel role="group" aria-label="Departure paperwork">
      <p>
        <strong>{departureName}</strong>: its travellers’ readiness and rooms, the manifest (passport numbers
        whole) and the money.
      </p>
      <Actions>
        <Button as={Link} to={`${page}/readiness/${departureId}`}>
          Readiness board
        </Button>
        <Button as={Link} to={`${page}/rooming/${departureId}`} $variant="secondary">
          Rooming list
        </Button>
        <Button as={Link} to={`${page}/manifest/${departureId}`} $variant="secondary">
          Manifest print view
        </Button>
        <DownloadButton departureId={departureId} file="departureManifest" />
        <DownloadButton departureId={departureId} file="departureMoney" />
      </Actions>
    </Panel>
  );
}
