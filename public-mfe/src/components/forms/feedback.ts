import { ApiError } from '@safa/api-client';
import type { Dialogs } from '@safa/shared-ui';

/** What a form tells the visitor after sending (spec §8, per page). */
export interface SendFeedback {
  success(dialogs: Dialogs): void;
  failure(dialogs: Dialogs, error: unknown): void;
}

/** The server's own words for a failure, else the page's fallback text. */
export const serverTextOr = (error: unknown, fallback: string) =>
  (error instanceof ApiError ? error.serverText() : undefined) ?? fallback;

const enquiryFailure = (dialogs: Dialogs, error: unknown) => {
  void dialogs.alert({ title: 'Error!', text: serverTextOr(error, 'Something went wrong'), tone: 'error' });
};

/** Hajj, single package and flights: 'Success! Your message has been sent.' */
export const ENQUIRY_FEEDBACK: SendFeedback = {
  success: (dialogs) => {
    void dialogs.alert({ title: 'Success!', text: 'Your message has been sent.', tone: 'success' });
  },
  failure: enquiryFailure,
};

/** The Umrah page words its success without the full stop. */
export const UMRAH_FEEDBACK: SendFeedback = {
  success: (dialogs) => {
    void dialogs.alert({ title: 'Success!', text: 'Your message has been sent', tone: 'success' });
  },
  failure: enquiryFailure,
};

/** The contact page: a success dialog, but a plain browser alert on failure. */
export const CONTACT_FEEDBACK: SendFeedback = {
  success: (dialogs) => {
    void dialogs.alert({ title: 'Message sent successfully ✨', tone: 'success' });
  },
  failure: () => window.alert('Something went wrong. Please try again later.'),
};
