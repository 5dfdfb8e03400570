import type { Package } from '@safa/contract';
import { EmptyState } from '../EmptyState';
import { AutoGrid } from '../layout-styles';
import { PlanCard } from './PlanCard';

/** The plans of one category, or a friendly note when there are none (or they failed to load). */
export function PlanList({
  plans,
  loading,
  emptyText,
}: {
  plans: Package[];
  loading: boolean;
  emptyText: string;
}) {
  if (plans.length === 0) return loading ? null : <EmptyState>{emptyText}</EmptyState>;
  return (
    <AutoGrid>
      {plans.map((plan) => (
        <li key={plan.id}>
          <PlanCard plan={plan} />
        </li>
      ))}
    </AutoGrid>
  );
}
