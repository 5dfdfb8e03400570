import type { ZodError } from 'zod';
import {
  Busy,
  Conflict,
  type DomainError,
  Forbidden,
  InvalidInput,
  isTryLater,
  NotFound,
  RateLimited,
  StorageFull,
  TooLarge,
  Unauthenticated,
  UnsupportedType,
  UpstreamFailed,
} from '../errors';

/** An error whose status, message and headers are meant for the client. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const serviceUnavailable = () => new HttpError(503, 'Service temporarily unavailable');

const STATUS_OF: Array<[new (...args: never[]) => DomainError, number]> = [
  [InvalidInput, 400],
  [Unauthenticated, 401],
  [Forbidden, 403],
  [NotFound, 404],
  [Conflict, 409],
  [TooLarge, 413],
  [UnsupportedType, 415],
  [RateLimited, 429],
  [UpstreamFailed, 502],
  [Busy, 503],
  [StorageFull, 507],
];

/** A domain error as the client hears it. */
export function fromDomainError(error: DomainError): HttpError {
  const status = STATUS_OF.find(([type]) => error instanceof type)?.[1] ?? 500;
  const headers: Record<string, string> = isTryLater(error)
    ? { 'Retry-After': String(error.retryAfterSeconds) }
    : {};
  return new HttpError(status, error.message, error.details, headers);
}

/** 400 `{message, issues}`: `message` is the first problem in human words. */
export function validationError(error: ZodError): HttpError {
  const issues = error.issues.map((issue) => ({
    path: issue.path.filter((key): key is string | number => typeof key !== 'symbol'),
    message: issue.message,
  }));
  return new HttpError(400, issues[0]?.message ?? 'Invalid request.', { issues });
}
