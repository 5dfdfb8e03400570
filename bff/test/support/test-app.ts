import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type Koa from 'koa';
import mongoose from 'mongoose';
import pino from 'pino';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { DataCipher } from '../../src/data-cipher';
import { createDataCipher } from '../../src/data-cipher';
import { connectDatabase } from '../../src/db/connection';
import type { AppState } from '../../src/http/context';
import type { Logger } from '../../src/logger';
import { AdminUserModel } from '../../src/modules/users/admin-user.model';
import { createSessionService, type SessionService } from '../../src/modules/users/session-service';
import { createTokenService, type TokenService } from '../../src/modules/users/token-service';

export const TEST_JWT = {
  secret: 'test-secret-that-is-long-enough-0123456789',
  ttlSeconds: 3600,
  issuer: 'safa-bff',
  audience: 'safa-admin',
};

export const ALLOWED_ORIGIN = 'https://site.example';

/** The tests' data key: the raw documents they read hold what it sealed. */
export const TEST_CIPHER = createDataCipher(
  Buffer.from('a3f1c2e4b5d6978812345678901234567890abcdef0123456789abcdef012345', 'hex'),
);

/** A test configuration (the development bank account, no cards, e-mails' default limits). */
export const TEST_CONFIG = loadConfig({ NODE_ENV: 'test' });

export interface TestContext {
  http: TestAgent;
  /** The configuration the app was built with (the test defaults and the test's own environment). */
  config: Config;
  app: Koa<AppState>;
  tokens: TokenService;
  cipher: DataCipher;
  /** Sessions on the app's own token key (for tests that open or end one). */
  sessions: SessionService;
  databaseName: string;
  /** `Authorization` header value of the token of a live session of the admin account `admin`. */
  adminAuth: string;
}

export interface TestAppOptions {
  /** Environment variables on top of the test defaults (high public POST and e-mail limits, every seat holdable unpaid, one allowed origin). */
  env?: Record<string, string>;
  logger?: Logger;
  /** Another MongoDB address than the test server's (e.g. a proxy in front of it). */
  mongodbUri?: string;
}

export function testMongoUri(): string {
  const uri = process.env.TEST_MONGODB_URI;
  if (!uri) throw new Error('TEST_MONGODB_URI is not set: the Jest global setup did not run.');
  return uri;
}

/** The test file's own database name, unique per run. */
function databaseNameFor(testPath: string): string {
  const base = path
    .basename(testPath)
    .replace(/\.test\.ts$/, '')
    .replace(/\W+/g, '_');
  return `test_${base}_${randomBytes(3).toString('hex')}`.slice(0, 60);
}

/** Connects mongoose to this test file's own database and builds the app around it. */
export async function setUpTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const databaseName = databaseNameFor(expect.getState().testPath ?? 'unknown');
  const config = loadConfig({
    NODE_ENV: 'test',
    CORS_ORIGINS: ALLOWED_ORIGIN,
    PUBLIC_POST_LIMIT: '100000',
    // Tests book many times on small departures; those of the hold policy set their own share.
    BOOKING_UNPAID_SHARE: '1',
    ENQUIRY_MAILS_PER_SENDER: '100000',
    ...options.env,
  });
  await connectDatabase(options.mongodbUri ?? testMongoUri(), {
    dbName: databaseName,
    writeConcern: config.writeConcern,
  });
  await mongoose.connection.syncIndexes();
  const tokens = createTokenService(TEST_JWT);
  const logger = options.logger ?? pino({ level: 'silent' });
  const cipher = TEST_CIPHER;
  const app = createApp({ config, logger, tokens, cipher });
  const sessions = createSessionService(tokens);
  await AdminUserModel.create({ username: 'admin', passwordHash: 'not a password hash' });
  const { token } = await sessions.start('admin');
  return {
    http: request(app.callback()),
    config,
    app,
    tokens,
    cipher,
    sessions,
    databaseName,
    adminAuth: `Bearer ${token}`,
  };
}

export async function tearDownTestApp(): Promise<void> {
  if (mongoose.connection.readyState === mongoose.ConnectionStates.connected) {
    await mongoose.connection.dropDatabase();
  }
  await mongoose.disconnect();
}
