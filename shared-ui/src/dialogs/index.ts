export { DialogProvider, useDialogs } from './DialogProvider';
export type { AlertOptions, ConfirmOptions, Dialogs, DialogTone, ProgressOptions } from './types';
