import mongoose from 'mongoose';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';

describe('GET /api/health', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await setUpTestApp();
  });
  afterAll(tearDownTestApp);

  it('answers 200 when MongoDB answers', async () => {
    const response = await context.http.get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok', mongo: 'up' });
  });

  it('answers 503 when MongoDB does not answer', async () => {
    await mongoose.disconnect();
    try {
      const response = await context.http.get('/api/health');
      expect(response.status).toBe(503);
      expect(response.body).toEqual({ status: 'unavailable', mongo: 'down' });
    } finally {
      await mongoose.connect(process.env.TEST_MONGODB_URI ?? '', {
        dbName: context.databaseName,
        bufferCommands: false,
      });
    }
  });

  it('answers 404 with a message for an unknown API path', async () => {
    const response = await context.http.get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not found.' });
  });
});
