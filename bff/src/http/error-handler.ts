import type { Middleware } from 'koa';
import mongoose, { mongo } from 'mongoose';
import { ZodError } from 'zod';
import { DomainError } from '../errors';
import { fromDomainError, HttpError, serviceUnavailable, validationError } from './errors';

/** Errors of a MongoDB that cannot be reached (as opposed to one that refused an operation). */
const DATABASE_DOWN_ERRORS = [
  mongo.MongoNetworkError, // includes timeouts of a lost connection and a pool cleared by one
  mongo.MongoServerSelectionError,
  mongo.MongoNotConnectedError,
  mongo.MongoTopologyClosedError,
  mongoose.Error.MongooseServerSelectionError,
];

function isDatabaseDown(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (DATABASE_DOWN_ERRORS.some((type) => error instanceof type)) return true;
  // With buffering off, mongoose refuses operations while disconnected with a plain Error.
  return /buffering timed out|before initial connection is complete|Client must be connected/i.test(
    error.message,
  );
}

/** Errors thrown by middleware we use (koa-body, koa itself) carry a `status`. */
function isStatusError(error: unknown): error is Error & { status: number } {
  return error instanceof Error && typeof (error as { status?: unknown }).status === 'number';
}

/** koa-body's own texts ("invalid JSON, only supports object and array") are not for people. */
const EXPOSED_MESSAGES: Record<number, string> = {
  400: 'The request body is not valid JSON.',
  413: 'The request is too large.',
  415: 'Unsupported content type.',
};

function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof DomainError) return fromDomainError(error);
  if (error instanceof ZodError) return validationError(error);
  if (isDatabaseDown(error)) return serviceUnavailable();
  if (isStatusError(error) && error.status < 500) {
    return new HttpError(error.status, EXPOSED_MESSAGES[error.status] ?? 'Bad request.');
  }
  return new HttpError(500, 'Something went wrong. Please try again later.');
}

/** First middleware: turns any error into `{message, ...}` with the right status; never leaks a stack. */
export function errorHandler(): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const httpError = toHttpError(error);
      ctx.status = httpError.status;
      ctx.body = { message: httpError.message, ...httpError.body };
      ctx.type = 'json';
      ctx.set(httpError.headers);
      if (httpError.status >= 500) ctx.app.emit('error', error, ctx);
    }
  };
}
