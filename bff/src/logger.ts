import pino, { type Logger } from 'pino';

export type { Logger };

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { service: 'bff' },
    redact: { paths: ['req.headers.authorization', 'password', '*.password'], censor: '[redacted]' },
  });
}
