import type { Package } from '@safa/contract';
import styled from 'styled-components';
import { DepartureSummary } from './DepartureSummary';
import { MoreDetailsLink } from './MoreDetailsLink';
import { PackageFacts } from './PackageFacts';

const Card = styled.article`
  height: 100%;
  padding: 1.5rem;
  border-top: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h3 { margin: 0 0 0.5rem; font-size: 1.25rem; }
  h4 { margin: 1rem 0 0.25rem; }
  > a { margin-top: 1rem; }
`;

const Features = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
`;

/**
 * A Hajj or Umrah plan: title, description, 'Package Features', price and days, its departures in a
 * line, and MORE DETAILS to its page (where its departures are booked).
 */
export function PlanCard({ plan }: { plan: Package }) {
  const features = plan.inclusions;
  return (
    <Card>
      <h3>{plan.title}</h3>
      <p>{plan.description}</p>
      {features.length > 0 ? (
        <>
          <h4>Package Features</h4>
          <Features>
            {features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </Features>
        </>
      ) : null}
      <PackageFacts item={plan} />
      <DepartureSummary packageId={plan.id} />
      <MoreDetailsLink id={plan.id} title={plan.title} />
    </Card>
  );
}
