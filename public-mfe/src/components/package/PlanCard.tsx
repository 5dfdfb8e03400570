import type { Package } from '@safa/contract';
import { formatNaira, peopleLabel } from '@safa/shared-ui';
import styled from 'styled-components';
import { durationOf } from '../../site/packages';

const Card = styled.article`
  height: 100%;
  padding: 1.5rem;
  border-top: 4px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadows.card};
  h3 { margin: 0 0 0.5rem; font-size: 1.25rem; }
  h4 { margin: 1rem 0 0.25rem; }
  ul { margin: 0; padding-left: 1.25rem; }
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1rem;
  margin: 1rem 0 0;
  strong { color: ${({ theme }) => theme.colors.primaryDark}; font-size: 1.3rem; }
`;

/** A Hajj or Umrah plan: title, description, 'Package Features', price and days. */
export function PlanCard({ plan }: { plan: Package }) {
  const features = plan.inclusions;
  const duration = durationOf(plan);
  return (
    <Card>
      <h3>{plan.title}</h3>
      <p>{plan.description}</p>
      {features.length > 0 ? (
        <>
          <h4>Package Features</h4>
          <ul>
            {features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </>
      ) : null}
      <Facts>
        <strong>{formatNaira(plan.price)}</strong>
        <span>
          {plan.numberOfPeople} {peopleLabel(plan.numberOfPeople)}
        </span>
        {duration ? <span>{duration}</span> : null}
      </Facts>
    </Card>
  );
}
