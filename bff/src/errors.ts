/**
 * What can go wrong in the BFF's own terms. Services and modules throw these; the HTTP layer alone
 * decides what each becomes on the wire (src/http/error-handler.ts).
 */
export abstract class DomainError extends Error {
  constructor(
    message: string,
    /** Extra fields for the client, such as `{error}` beside `message`. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The input breaks a rule the schemas cannot express (a poster before its file, an unknown picture). */
export class InvalidInput extends DomainError {}

/** No credentials, wrong ones, or a session that has ended. */
export class Unauthenticated extends DomainError {}

/** Known, and not allowed (a login while a second factor is required and none is set up). */
export class Forbidden extends DomainError {}

export class NotFound extends DomainError {}

/** The thing exists already (a subscribed address). */
export class Conflict extends DomainError {}

export class TooLarge extends DomainError {}

/** A file that is not of a type the call accepts, judged by its bytes. */
export class UnsupportedType extends DomainError {}

/** What is kept has reached its cap (transfer proofs): nothing more is taken until room is made. */
export class StorageFull extends DomainError {}

/** A service the BFF depends on (Paystack) failed or answered what it should not. */
export class UpstreamFailed extends DomainError {}

/** Refused for now, until `retryAfterSeconds` have passed. */
abstract class TryLater extends DomainError {
  readonly retryAfterSeconds: number;

  constructor(message: string, retryAfterSeconds: number) {
    super(message);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }
}

/** Too many attempts from this client (or at this account). */
export class RateLimited extends TryLater {}

/** The server has too much of this work in hand. */
export class Busy extends TryLater {}

export const isTryLater = (error: DomainError): error is TryLater => error instanceof TryLater;
