import { call } from '@safa/api-client';
import type { TravelRulesByKind } from '@safa/contract';
import { errorAlert, refusalText, successAlert } from '../../../common/feedback';
import { useAdminMutation } from '../../../common/useAdminMutation';
import { useAdminQuery } from '../../../common/useAdminQuery';
import { paperworkKey } from '../../bookings/departure/paperwork-keys';
import { bookingsKey } from '../../bookings/useBookings';

export const travelRulesKey = ['travel-rules'];

/** The rules of travel per kind of trip: passport validity after the return, the vaccinations. */
export const useTravelRules = () =>
  useAdminQuery({
    queryKey: travelRulesKey,
    queryFn: (signal) => call('getTravelRules', { signal }),
    failureText: 'Failed to load the travel rules',
  });

/** Changes the rules of travel: every traveller's checklist follows them. */
export const useSaveTravelRules = () =>
  useAdminMutation({
    mutationKey: ['travel-rules', 'save'],
    mutationFn: (rules: TravelRulesByKind) => call('saveTravelRules', { body: rules }),
    invalidates: [travelRulesKey, bookingsKey, paperworkKey],
    success: successAlert('Travel rules saved'),
    failure: (error) => errorAlert(refusalText(error, 400) ?? 'Failed to save the travel rules'),
  });
