import type { ZodError } from 'zod';

/** An error whose status and message are meant for the client. */
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

export const badRequest = (message: string, body?: Record<string, unknown>) =>
  new HttpError(400, message, body);
export const unauthorized = (message = 'Authentication required.') => new HttpError(401, message);
export const notFound = (message = 'Not found.') => new HttpError(404, message);
export const conflict = (message: string, body?: Record<string, unknown>) =>
  new HttpError(409, message, body);
export const payloadTooLarge = (message: string) => new HttpError(413, message);
export const unsupportedMediaType = (message: string) => new HttpError(415, message);
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = 'Too many attempts. Please try again later.',
) => new HttpError(429, message, {}, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
export const serviceUnavailable = () => new HttpError(503, 'Service temporarily unavailable');

/** 400 `{message, issues}`: `message` is the first problem in human words. */
export function validationError(error: ZodError): HttpError {
  const issues = error.issues.map((issue) => ({
    path: issue.path.filter((key): key is string | number => typeof key !== 'symbol'),
    message: issue.message,
  }));
  return badRequest(issues[0]?.message ?? 'Invalid request.', { issues });
}
