import mongoose from 'mongoose';
import { loadConfig } from '../src/config';
import { MessageModel } from '../src/modules/messages/message.model';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';

const DURABLE = { w: 'majority', journal: true };

describe('durable writes', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await setUpTestApp();
  });
  afterAll(tearDownTestApp);

  it('acknowledges a write only once a majority has it in its journal, for every collection', async () => {
    const db = mongoose.connection.db;
    const names = Object.values(mongoose.connection.models).map((model) => model.collection.name);
    expect(names.length).toBeGreaterThan(5);
    for (const name of [...names, 'media.files', 'media.chunks']) {
      expect({ name, writeConcern: db?.collection(name).writeConcern }).toEqual({
        name,
        writeConcern: expect.objectContaining(DURABLE),
      });
    }
  });

  it('stores an enquiry with that write concern', async () => {
    const response = await context.http.post('/api/messages').send({
      name: 'Aisha',
      phone: '0803 123 4567',
      email: 'aisha@example.com',
      message: 'Hello',
      category: 'contactmessage',
    });
    expect(response.status).toBe(201);
    expect(await MessageModel.countDocuments()).toBe(1);
  });

  it('lets the write concern be configured', () => {
    expect(loadConfig({}).writeConcern).toEqual(DURABLE);
    expect(loadConfig({ MONGODB_WRITE_CONCERN: '1', MONGODB_JOURNAL: 'false' }).writeConcern).toEqual({
      w: 1,
      journal: false,
    });
  });
});
