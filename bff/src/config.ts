import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const list = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

const environmentSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    HOST: z.string().default('0.0.0.0'),
    // BFF_PORT when the whole stack shares one environment (npm start); PORT for platforms that set it.
    BFF_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
    PORT: z.coerce.number().int().min(0).max(65_535).default(4000),
    MONGODB_URI: z
      .string()
      .startsWith('mongodb', { error: 'MONGODB_URI must be a mongodb:// URI.' })
      .optional(),
    ADMIN_USERNAME: z.string().trim().min(1).default('admin'),
    ADMIN_PASSWORD: z.string().min(1).optional(),
    JWT_SECRET: z.string().min(1).optional(),
    JWT_TTL_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(8 * 60 * 60),
    CORS_ORIGINS: list.default([]),
    SEED_DEMO_DATA: booleanFlag.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: booleanFlag.default(true),
    PUBLIC_POST_LIMIT: z.coerce.number().int().positive().default(10),
    PUBLIC_POST_WINDOW_SECONDS: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60),
    SHUTDOWN_GRACE_MS: z.coerce.number().int().positive().default(10_000),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV !== 'production') return;
    if (!env.MONGODB_URI) {
      context.addIssue({ code: 'custom', path: ['MONGODB_URI'], message: 'is required in production' });
    }
    if (!env.ADMIN_PASSWORD) {
      context.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'is required in production' });
    }
    if (!env.JWT_SECRET || env.JWT_SECRET.length < 32) {
      context.addIssue({
        code: 'custom',
        path: ['JWT_SECRET'],
        message: 'must be set to at least 32 random characters in production',
      });
    }
  });

export type Environment = z.infer<typeof environmentSchema>;

/** At most `max` attempts per key within a fixed window of `windowMs`. */
export interface WindowLimit {
  max: number;
  windowMs: number;
}

export interface Config {
  env: Environment['NODE_ENV'];
  host: string;
  port: number;
  mongodbUri: string | undefined;
  admin: { username: string; password: string | undefined };
  jwt: { secret: string | undefined; ttlSeconds: number; issuer: string; audience: string };
  corsOrigins: string[];
  seedDemoData: boolean;
  logLevel: Environment['LOG_LEVEL'];
  trustProxy: boolean;
  shutdownGraceMs: number;
  limits: {
    /** Failed logins per username and per client address (fixed by the issue: 5 in 15 minutes). */
    login: WindowLimit;
    /** Public POSTs (/messages, /newsletter) per client address and call. */
    publicPosts: WindowLimit;
  };
}

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Parses the environment once; nothing else in the BFF reads `process.env`. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.BFF_PORT ?? env.PORT,
    mongodbUri: env.MONGODB_URI,
    admin: { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD },
    jwt: {
      secret: env.JWT_SECRET,
      ttlSeconds: env.JWT_TTL_SECONDS,
      issuer: 'safa-bff',
      audience: 'safa-admin',
    },
    corsOrigins: env.CORS_ORIGINS,
    seedDemoData: env.SEED_DEMO_DATA ?? env.NODE_ENV !== 'production',
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    shutdownGraceMs: env.SHUTDOWN_GRACE_MS,
    limits: {
      login: { max: 5, windowMs: 15 * 60 * 1000 },
      publicPosts: { max: env.PUBLIC_POST_LIMIT, windowMs: env.PUBLIC_POST_WINDOW_SECONDS * 1000 },
    },
  };
}
