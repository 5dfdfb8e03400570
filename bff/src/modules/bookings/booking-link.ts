import { createHash, randomBytes } from 'node:crypto';

/**
 * A booking's private link: an unguessable token in the address of its page. Whoever has the link
 * sees the booking, so it goes to the customer alone; the store finds a booking by the token's hash.
 */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

export const hashOfLink = (token: string): string => createHash('sha256').update(token).digest('base64url');

export const manageUrl = (siteUrl: string, token: string): string => `${siteUrl}/booking?token=${token}`;

/** Where Paystack sends a customer back: the booking's page, with the card payment's one-time code. */
export const cardReturnUrl = (siteUrl: string, code: string): string => `${siteUrl}/booking?return=${code}`;

/** What a token that names no booking is told. */
export const LINK_NOT_VALID = 'This booking link is not valid.';
