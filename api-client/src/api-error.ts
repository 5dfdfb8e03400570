import type { ErrorBody } from '@safa/contract';

/** One problem the server found in a request's body, at a path of it (e.g. `['trip', 'departure']`). */
export type FieldIssue = NonNullable<ErrorBody['issues']>[number];

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

  /** The problems of a refused body (400 `{message, issues}`), each at its field; none otherwise. */
  get issues(): FieldIssue[] {
    return this.status === 400 ? (this.body?.issues ?? []) : [];
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  /** A login whose password was right, that needs the second factor's code (or a right one). */
  get needsSecondFactor(): boolean {
    return this.status === 401 && this.body?.secondFactor === 'required';
  }
}

/** The request never got an answer (offline, DNS, connection reset). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
}
