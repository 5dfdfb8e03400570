import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** The alert dialog titled `title`, once it shows. */
export const findAlert = (title: string, { timeout = 1000 } = {}) =>
  screen.findByRole('alertdialog', { name: title }, { timeout });

/** Answers the confirmation titled `title` with its confirm (or cancel) button. */
export async function answerConfirm(user: UserEvent, title: string, accept = true) {
  const dialog = await screen.findByRole('dialog', { name: title });
  const buttons = within(dialog).getAllByRole('button');
  const button = accept ? buttons.at(-1) : buttons.at(0);
  if (!button) throw new Error(`The "${title}" dialog has no buttons`);
  await user.click(button);
}

/** Closes the alert titled `title` with its OK button. */
export async function dismissAlert(user: UserEvent, title: string) {
  const dialog = await findAlert(title);
  await user.click(within(dialog).getByRole('button', { name: 'OK' }));
}
