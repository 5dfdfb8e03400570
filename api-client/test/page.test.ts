import { HttpResponse } from 'msw';
import { ApiError, callPage, tokenStore } from '../src';
import { recordRequests, useServer } from './server';

const server = useServer();

const subscriber = {
  id: '65a1f0c2e4b0a1b2c3d4e5f6',
  email: 'amina@mail.ng',
  createdAt: '2026-11-20T09:00:00.000Z',
};
const page = { items: [subscriber], page: 2, pageSize: 5, total: 6, pageCount: 2 };

describe('a page of a list', () => {
  it('is asked for with its filters, search and paging in the query, the admin token, and answered as the contract reads a page', async () => {
    tokenStore.set('admin-token');
    const sent = recordRequests(server, () => HttpResponse.json(page));

    await expect(
      callPage('listSubscribers', {
        filters: { since: '2026-11-17T12:00:00.000Z' },
        search: 'Amina B.',
        page: 2,
        pageSize: 5,
      }),
    ).resolves.toEqual(page);
    expect(sent.map(({ url }) => url)).toEqual([
      'http://localhost/api/newsletter?since=2026-11-17T12%3A00%3A00.000Z&search=Amina+B.&page=2&pageSize=5',
    ]);
    expect(sent[0]?.headers.get('Authorization')).toBe('Bearer admin-token');
  });

  it('is refused when the answer is not a page (a whole list), in tests and development', async () => {
    recordRequests(server, () => HttpResponse.json([subscriber]));

    const error = await callPage('listSubscribers', { filters: {}, page: 1, pageSize: 5 }).catch(
      (caught: unknown) => caught,
    );
    expect((error as Error).name).toMatch(/ZodError/);
  });

  it('rejects with the server’s words', async () => {
    recordRequests(server, () => HttpResponse.json({ message: 'page must be at least 1.' }, { status: 400 }));

    const error = await callPage('listMessages', {
      filters: { status: 'Responded' },
      page: 0,
      pageSize: 5,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('page must be at least 1.');
  });
});
