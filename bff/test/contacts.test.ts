import { contactListSchema, contactSchema } from '@safa/contract';
import { ContactModel } from '../src/modules/contacts/contact.model';
import { snapshotDatabase } from './support/db-snapshot';
import { setUpTestApp, type TestContext, tearDownTestApp } from './support/test-app';

describe('contact entries', () => {
  let context: TestContext;

  beforeAll(async () => {
    context = await setUpTestApp();
  });
  afterAll(tearDownTestApp);
  beforeEach(() => ContactModel.deleteMany({}));

  const add = (body: unknown) =>
    context.http
      .post('/api/messages/addcontacts')
      .set('Authorization', context.adminAuth)
      .send(body as object);

  it('adds an e-mail and a phone entry, answers 201 with the entry, and lists them publicly in order', async () => {
    const email = await add({ title: '  desk@agency.example ', category: 'Email' });
    const phone = await add({ title: '+234 803 000 1111', category: 'Phone' });

    expect(email.status).toBe(201);
    expect(contactSchema.parse(email.body)).toMatchObject({
      title: 'desk@agency.example',
      category: 'Email',
    });
    expect(phone.status).toBe(201);
    const list = await context.http.get('/api/messages/getallcontacts');
    expect(list.status).toBe(200);
    expect(contactListSchema.parse(list.body).map((entry) => entry.title)).toEqual([
      'desk@agency.example',
      '+234 803 000 1111',
    ]);
    expect(list.body[0].id).toBe(email.body.id);
  });

  it.each([
    [{ category: 'Email' }, 'Error: Both fields are required.'],
    [{ title: '   ', category: 'Email' }, 'Error: Both fields are required.'],
    [{ title: 'desk@agency.example' }, 'Error: Both fields are required.'],
    [{ title: 'desk@agency.example', category: 'Fax' }, 'Category must be Email or Phone.'],
    [{ title: 'not an address', category: 'Email' }, 'Enter a valid email address.'],
    [{ title: 'call me maybe', category: 'Phone' }, 'Enter a valid phone number.'],
    [{ title: 'desk@agency.example', category: 'Email', extra: 1 }, 'Unrecognized key: "extra"'],
  ])('refuses %j with 400 "%s" and stores nothing', async (body, message) => {
    const before = await snapshotDatabase();
    const response = await add(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(response.body.issues.length).toBeGreaterThan(0);
    expect(await snapshotDatabase()).toBe(before);
  });

  it('deletes an entry and answers {id, message}; a second delete answers 404', async () => {
    const { body: entry } = await add({ title: '+234 805 000 2222', category: 'Phone' });
    const path = `/api/messages/contacts/${entry.id}`;

    const removed = await context.http.delete(path).set('Authorization', context.adminAuth);
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ id: entry.id, message: 'Contact removed.' });
    expect(await ContactModel.countDocuments()).toBe(0);

    const again = await context.http.delete(path).set('Authorization', context.adminAuth);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: 'Contact not found.' });
  });

  it('answers 400 "Invalid id." for an id that is not an ObjectId', async () => {
    const response = await context.http
      .delete('/api/messages/contacts/123')
      .set('Authorization', context.adminAuth);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Invalid id.');
  });
});
