import { ApiError } from '@safa/api-client';
import type { AlertOptions, ConfirmOptions } from '@safa/shared-ui';

/** A refused token ends the session (SessionProvider); a second error dialog would only add noise. */
export function isSessionEnd(error: unknown): boolean {
  return error instanceof ApiError && error.isUnauthorized;
}

/** The server's own words for a refusal of one of `statuses` (a rule it explains), else undefined. */
export const refusalText = (error: unknown, ...statuses: number[]): string | undefined =>
  error instanceof ApiError && statuses.includes(error.status) ? error.serverText() : undefined;

export const errorAlert = (text: string): AlertOptions => ({ title: 'Error', text, tone: 'error' });

export const successAlert = (title: string, text?: string): AlertOptions => ({
  title,
  text,
  tone: 'success',
  autoCloseMs: 2000,
});

/** Splits a catalogue message such as 'Missing Category: Please select a category.' into title and text. */
export function warningAlert(message: string, fallbackTitle: string): AlertOptions {
  const match = /^([^:]{1,40}): (.+)$/.exec(message);
  return match
    ? { title: match[1] ?? fallbackTitle, text: match[2], tone: 'warning' }
    : { title: fallbackTitle, text: message, tone: 'warning' };
}

/** A confirmation before something is removed for good. */
export const deleteConfirm = (title: string, text?: string): ConfirmOptions => ({
  title,
  text,
  tone: 'warning',
  confirmLabel: 'Delete',
  destructive: true,
});

/** Asked before a form closes with what was typed in it unsaved (`what`: 'this departure'). */
export const discardConfirm = (what: string): ConfirmOptions => ({
  title: 'Discard changes?',
  text: `What you typed in ${what} will be lost.`,
  tone: 'warning',
  confirmLabel: 'Discard',
  cancelLabel: 'Keep editing',
  destructive: true,
});
