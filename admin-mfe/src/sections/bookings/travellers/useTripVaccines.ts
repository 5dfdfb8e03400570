import { type BookingSummary, tripKindOf } from '@safa/contract';
import { useDepartures } from '../../packages/departures/useDepartures';
import { useTravelRules } from '../../packages/travel-rules/useTravelRules';
import { usePackages } from '../../packages/usePackages';

/**
 * The vaccinations a booking's trip asks a certificate of: the rules' for its kind of trip (from its
 * package's category) and those its departure lists besides. Empty until all three are loaded.
 */
export function useTripVaccines(trip: BookingSummary['trip']): string[] {
  const { data: rules } = useTravelRules();
  const { data: packages } = usePackages();
  const { data: departures } = useDepartures();
  const category = packages?.find((item) => item.id === trip.packageId)?.category;
  const departure = departures?.find((each) => each.id === trip.departureId);
  if (!rules || category === undefined || !departure) return [];
  return [...rules[tripKindOf(category)].vaccines.map((rule) => rule.name), ...departure.extraVaccines];
}
