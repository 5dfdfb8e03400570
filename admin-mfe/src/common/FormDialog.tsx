import { Modal, useDialogs } from '@safa/shared-ui';
import type { FormEventHandler, ReactNode } from 'react';
import { discardConfirm } from './feedback';
import { DialogForm, FormActions } from './form-layout';

interface FormDialogProps {
  title: string;
  /** Read out with the title. */
  description?: string;
  /** Widest size on large screens. */
  width?: string;
  /** What would be lost, as 'Discard changes?' says it: 'this payment'. */
  what: string;
  /** Something is typed and not saved: closing asks first. */
  dirty: boolean;
  /** While it is saved, it does not close. */
  saving: boolean;
  saveLabel?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A form in a dialog, its fields then Cancel and save: closed at once when untouched, after
 * 'Discard changes?' when something is typed, never while it is being saved.
 */
export function FormDialog({
  title,
  description,
  width,
  what,
  dirty,
  saving,
  saveLabel,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const dialogs = useDialogs();
  const close = async () => {
    if (saving) return;
    if (dirty && !(await dialogs.confirm(discardConfirm(what)))) return;
    onClose();
  };
  return (
    <Modal
      title={title}
      description={description}
      width={width}
      open
      onOpenChange={(open) => !open && close()}
    >
      <DialogForm onSubmit={onSubmit} noValidate>
        {children}
        <FormActions saving={saving} onCancel={close} saveLabel={saveLabel} />
      </DialogForm>
    </Modal>
  );
}
