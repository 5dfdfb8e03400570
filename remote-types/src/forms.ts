/**
 * How a form of the public site is posted without the app, spelled once for the side that writes it
 * (the remote's forms) and the side that reads it (the shell's server, `shell/server/forms/`).
 */

/** The hidden field that names the form. */
export const FORM_FIELD = 'form';

/** The honeypot: a field people never see and bots fill in (never shown again). */
export const HONEYPOT_FIELD = 'website';

/** Where the page a sent form redirects to says it was sent: `?sent=<form>`. */
export const SENT_PARAMETER = 'sent';

/** The id of a form's element, which the addresses that come back to it point at (`#booking-form`). */
export const formAnchor = (form: string): string => `${form}-form`;
