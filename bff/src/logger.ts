import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** The names under which a secret travels: passwords, bearer and link tokens, passport numbers, keys. */
const SECRET_KEYS = [
  'password',
  'token',
  'passportNumber',
  'authorization',
  'cookie',
  'secret',
  'recoveryCodes',
];

/** Each secret key at the top of a line and in objects nested up to three deep (a booking's travellers). */
const REDACTED_PATHS = SECRET_KEYS.flatMap((key) =>
  ['', '*.', '*.*.', '*.*.*.'].map((depth) => `${depth}${key}`),
);

interface ErrorFields {
  code?: unknown;
  status?: unknown;
}

/**
 * An error as a log line keeps it: what it is, where it came from and why, never the data it carries
 * (the HTTP parser's `rawPacket` holds the whole request; a body parser's error its `body`).
 */
function errorWithoutData(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const { code, status } = error as ErrorFields;
  return {
    type: error.name,
    message: error.message,
    stack: error.stack,
    code,
    status,
    cause: error.cause === undefined ? undefined : errorWithoutData(error.cause),
  };
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'bff' },
      serializers: { err: errorWithoutData },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    },
    destination,
  );
}
