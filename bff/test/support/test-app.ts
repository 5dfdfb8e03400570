import { randomBytes } from 'node:crypto';
import path from 'node:path';
import mongoose from 'mongoose';
import pino from 'pino';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { createApp } from '../../src/app';
import { connectDatabase } from '../../src/db/connection';
import { createTokenService, type TokenService } from '../../src/modules/users/token-service';

export const TEST_JWT = {
  secret: 'test-secret-that-is-long-enough-0123456789',
  ttlSeconds: 3600,
  issuer: 'safa-bff',
  audience: 'safa-admin',
};

export interface TestContext {
  http: TestAgent;
  tokens: TokenService;
  databaseName: string;
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
export async function setUpTestApp(): Promise<TestContext> {
  const uri = process.env.TEST_MONGODB_URI;
  if (!uri) throw new Error('TEST_MONGODB_URI is not set: the Jest global setup did not run.');
  const databaseName = databaseNameFor(expect.getState().testPath ?? 'unknown');
  await connectDatabase(uri, { dbName: databaseName });
  await mongoose.connection.syncIndexes();
  const tokens = createTokenService(TEST_JWT);
  const app = createApp({ config: { trustProxy: true }, logger: pino({ level: 'silent' }), tokens });
  return { http: request(app.callback()), tokens, databaseName };
}

export async function tearDownTestApp(): Promise<void> {
  if (mongoose.connection.readyState === mongoose.ConnectionStates.connected) {
    await mongoose.connection.dropDatabase();
  }
  await mongoose.disconnect();
}
