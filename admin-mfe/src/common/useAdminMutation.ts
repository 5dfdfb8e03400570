import { type AlertOptions, type ConfirmOptions, useDialogs } from '@safa/shared-ui';
import { type QueryKey, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isSessionEnd } from './feedback';

interface AdminMutationOptions<Variables, Result> {
  /** Also tells which of several concurrent runs are still pending. */
  mutationKey: QueryKey;
  mutationFn: (variables: Variables) => Promise<Result>;
  /** Lists to reload once the change is stored. */
  invalidates: QueryKey[];
  /** Asked first; nothing happens when the operator declines. */
  confirm?: ConfirmOptions | ((variables: Variables) => ConfirmOptions);
  /** Undefined when what follows on the screen says it (a form that opens next). */
  success: AlertOptions | ((variables: Variables, result: Result) => AlertOptions | undefined);
  /** What the screen does next with what was stored (going to the booking just made). */
  onStored?: (result: Result) => void;
  /** Undefined when the screen shows the refusal itself (at a form's fields). */
  failure: AlertOptions | ((error: unknown, variables: Variables) => AlertOptions | undefined);
}

/**
 * A change the operator asks for: optional confirmation, the call, the lists reloaded, and the
 * catalogue's success or failure message. `run` resolves true when the change was stored.
 */
export function useAdminMutation<Variables, Result>({
  mutationKey,
  mutationFn,
  invalidates,
  confirm,
  success,
  onStored,
  failure,
}: AdminMutationOptions<Variables, Result>) {
  const dialogs = useDialogs();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationKey,
    mutationFn,
    onSettled: () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
  const pendingVariables = useMutationState({
    filters: { mutationKey, status: 'pending' },
    select: (pending) => pending.state.variables as Variables,
  });
  const { mutateAsync } = mutation;

  const run = useCallback(
    async (variables: Variables): Promise<boolean> => {
      if (confirm) {
        const question = typeof confirm === 'function' ? confirm(variables) : confirm;
        if (!(await dialogs.confirm(question))) return false;
      }
      let result: Result;
      try {
        result = await mutateAsync(variables);
      } catch (error) {
        if (!isSessionEnd(error)) {
          console.error(error);
          const alert = typeof failure === 'function' ? failure(error, variables) : failure;
          if (alert) void dialogs.alert(alert);
        }
        return false;
      }
      const note = typeof success === 'function' ? success(variables, result) : success;
      if (note) void dialogs.alert(note);
      onStored?.(result);
      return true;
    },
    [confirm, dialogs, failure, mutateAsync, onStored, success],
  );

  return { run, isPending: mutation.isPending, pendingVariables };
}
