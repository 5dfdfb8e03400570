import { ApiError } from '@safa/api-client';
import type { Dialogs, DialogTone } from '@safa/shared-ui';

/** What the visitor is told after sending: in a dialog with the app, in the page without it. */
export interface Notice {
  title: string;
  text?: string;
  tone: Extract<DialogTone, 'success' | 'error' | 'warning'>;
}

/** What a form tells the visitor after sending (spec §8, per page). */
export interface SendFeedback {
  success: Notice;
  /** The failure, with the server's own words when it gave any. */
  failure(serverText: string | undefined): Notice;
  /** §8: the contact page tells a failure with the browser's own alert, not a dialog. */
  failureInBrowserAlert?: boolean;
}

/** The server's own words for a failure, if it gave any. */
export const serverTextOf = (error: unknown) => (error instanceof ApiError ? error.serverText() : undefined);

/** The server's own words for a failure, else the page's fallback text. */
export const serverTextOr = (error: unknown, fallback: string) => serverTextOf(error) ?? fallback;

const enquiryFailure = (serverText: string | undefined): Notice => ({
  title: 'Error!',
  text: serverText ?? 'Something went wrong',
  tone: 'error',
});

/** Hajj, single package and flights: 'Success! Your message has been sent.' */
export const ENQUIRY_FEEDBACK: SendFeedback = {
  success: { title: 'Success!', text: 'Your message has been sent.', tone: 'success' },
  failure: enquiryFailure,
};

/** The Umrah page words its success without the full stop. */
export const UMRAH_FEEDBACK: SendFeedback = {
  success: { title: 'Success!', text: 'Your message has been sent', tone: 'success' },
  failure: enquiryFailure,
};

/** The contact page: a success dialog, but a plain browser alert on failure. */
export const CONTACT_FEEDBACK: SendFeedback = {
  success: { title: 'Message sent successfully ✨', tone: 'success' },
  failure: () => ({ title: 'Something went wrong. Please try again later.', tone: 'error' }),
  failureInBrowserAlert: true,
};

/** §8 newsletter: 'Subscribed! …', or 'Error' with the server's error text. */
export const NEWSLETTER_FEEDBACK: SendFeedback = {
  success: { title: 'Subscribed!', text: 'Thanks for joining our newsletter.', tone: 'success' },
  failure: (serverText) => ({ title: 'Error', text: serverText ?? 'Something went wrong', tone: 'error' }),
};

/** §5 newsletter: the warning for an address that is not one. */
export const INVALID_EMAIL: Notice = {
  title: 'Invalid email',
  text: 'Please enter a valid address.',
  tone: 'warning',
};

/** Tells a notice in a dialog. */
export const showNotice = (dialogs: Dialogs, { title, text, tone }: Notice) => {
  void dialogs.alert({ title, tone, ...(text ? { text } : {}) });
};

/** Tells a failure as the page does: its dialog, or the browser's alert. */
export function showFailure(dialogs: Dialogs, feedback: SendFeedback, error: unknown): void {
  const notice = feedback.failure(serverTextOf(error));
  if (feedback.failureInBrowserAlert) window.alert(notice.title);
  else showNotice(dialogs, notice);
}
