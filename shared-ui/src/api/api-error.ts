import type { ErrorBody } from '../contract/common';

/** A failed API call, carrying the server's own words (`message`, or `error` as the newsletter says it). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    readonly body: Partial<ErrorBody> | undefined,
  ) {
    super(message);
  }

  /** The server's text, for dialogs that show it ("…with the server's message, or '<fallback>'"). */
  serverText(): string | undefined {
    return this.body?.error ?? this.body?.message;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }
}

/** The request never got an answer (offline, DNS, connection reset). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}
