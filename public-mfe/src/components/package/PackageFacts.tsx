import type { Package } from '@safa/contract';
import { formatNaira, peopleLabel } from '@safa/shared-ui';
import styled from 'styled-components';
import { durationOf } from '../../site/packages';

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 1rem;
  margin: 1rem 0;
  padding: 0;
  list-style: none;
  strong { color: ${({ theme }) => theme.colors.primaryDark}; font-size: 1.3rem; }
`;

/**
 * A package's price in naira, how many people it is for ('Person' or 'People', spec §2) and its days
 * when it has them: in the same words on its card, its plan and its page.
 */
export function PackageFacts({ item }: { item: Pick<Package, 'price' | 'numberOfPeople' | 'days'> }) {
  const duration = durationOf(item);
  return (
    <Facts data-testid="package-facts">
      <li>
        <strong>{formatNaira(item.price)}</strong>
      </li>
      <li>
        {item.numberOfPeople} {peopleLabel(item.numberOfPeople)}
      </li>
      {duration ? <li>{duration}</li> : null}
    </Facts>
  );
}
