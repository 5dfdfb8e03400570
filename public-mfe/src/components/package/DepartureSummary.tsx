import styled from 'styled-components';
import { useDepartures } from '../../api/queries';
import { departureSummaryOf } from '../../site/departures';

const Line = styled.p`
  margin: 0;
  font-weight: 700;
  color: ${({ theme }) => theme.colors.primaryDark};
`;

/** A package's departures in a line of its card (see `departureSummaryOf`), once they are in. */
export function DepartureSummary({ packageId }: { packageId: string }) {
  const summary = departureSummaryOf(useDepartures(packageId).data ?? []);
  return summary ? <Line>{summary}</Line> : null;
}
