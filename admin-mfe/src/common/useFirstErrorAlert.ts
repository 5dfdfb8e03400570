import { useDialogs } from '@safa/shared-ui';
import { useCallback } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { warningAlert } from './feedback';

/**
 * react-hook-form's invalid handler that shows only the first failing check, in the order of
 * `fieldOrder` (the spec's order), as a warning dialog.
 */
export function useFirstErrorAlert<Values extends FieldValues>(
  fieldOrder: ReadonlyArray<keyof Values & string>,
  title: string,
) {
  const dialogs = useDialogs();
  return useCallback(
    (errors: FieldErrors<Values>) => {
      const field = fieldOrder.find((name) => errors[name]);
      const message = field ? errors[field]?.message : undefined;
      if (typeof message === 'string') void dialogs.alert(warningAlert(message, title));
    },
    [dialogs, fieldOrder, title],
  );
}
