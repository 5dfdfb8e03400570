import { call } from '@safa/api-client';
import { useDialogs } from '@safa/shared-ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorAlert, isSessionEnd, refusalText, successAlert } from '../../common/feedback';
import { useAdminMutation } from '../../common/useAdminMutation';
import { useAdminQuery } from '../../common/useAdminQuery';

const statusKey = ['second-factor'];

/** The server's words for a refused code or step, else the catalogue's words for the failure. */
const refusal = (failureText: string) => (error: unknown) =>
  errorAlert(refusalText(error, 400, 409, 429) ?? failureText);

export const useSecondFactorStatus = () =>
  useAdminQuery({
    queryKey: statusKey,
    queryFn: (signal) => call('secondFactor', { signal }),
    failureText: 'Failed to load the account’s security',
  });

/**
 * A step whose answer the screen shows once (the new secret, the recovery codes): kept by the screen
 * alone, never in a cache; a refusal in a dialog.
 */
function useShownOnce<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  failureText: string,
) {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    gcTime: 0,
    onSettled: () => queryClient.invalidateQueries({ queryKey: statusKey }),
    onError: (error) => {
      if (!isSessionEnd(error)) void dialogs.alert(refusal(failureText)(error));
    },
  });
}

export const useSetUpSecondFactor = () =>
  useShownOnce(() => call('setUpSecondFactor'), 'Failed to start setting up the authenticator app');

export const useConfirmSecondFactor = () =>
  useShownOnce(
    (code: string) => call('confirmSecondFactor', { body: { code } }),
    'Failed to turn the second factor on',
  );

export const useTurnOffSecondFactor = () =>
  useAdminMutation({
    mutationKey: ['second-factor', 'off'],
    mutationFn: (code: string) => call('turnOffSecondFactor', { body: { code } }),
    invalidates: [statusKey],
    success: successAlert('Second factor turned off', 'Logging in takes your password alone again.'),
    failure: refusal('Failed to turn the second factor off'),
  });
