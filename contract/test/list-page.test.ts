import { z } from 'zod';
import {
  contactListQuerySchema,
  messageListQuerySchema,
  pageSchema,
  SEARCH_MAX,
  subscriberListQuerySchema,
} from '../src';
import { problemsByPath } from './issues';

describe('a list query', () => {
  it('reads page and pageSize as the query string writes them', () => {
    expect(subscriberListQuerySchema.parse({ page: '3', pageSize: '5' })).toEqual({ page: 3, pageSize: 5 });
    expect(subscriberListQuerySchema.parse({ page: '1' })).toEqual({ page: 1 });
    expect(subscriberListQuerySchema.parse({})).toEqual({});
  });

  it.each([
    [{ page: '0' }, 'page: page must be at least 1.'],
    [{ page: '-1' }, 'page: page must be a whole number.'],
    [{ page: '2.5' }, 'page: page must be a whole number.'],
    [{ page: 'last' }, 'page: page must be a whole number.'],
    [{ page: '' }, 'page: page must be a whole number.'],
    [{ page: ['1', '2'] }, 'page: Invalid input: expected string, received array'],
    [{ page: '1000001' }, 'page: page must be at most 1000000.'],
    [{ page: '1', pageSize: '101' }, 'pageSize: pageSize must be at most 100.'],
    [{ pageSize: '5' }, 'pageSize: pageSize goes with page.'],
  ])('refuses %j: "%s"', (query, problem) => {
    expect(problemsByPath(subscriberListQuerySchema, query)).toEqual([problem]);
  });

  it('refuses a parameter the list does not know', () => {
    expect(subscriberListQuerySchema.safeParse({ page: '1', sort: 'email' }).success).toBe(false);
    expect(contactListQuerySchema.safeParse({ page: '1' }).success).toBe(false);
  });

  it('takes a search as typed, but for the spaces around it, in one Unicode spelling', () => {
    expect(messageListQuerySchema.parse({ search: '  Amina (Bello)* ' })).toEqual({
      search: 'Amina (Bello)*',
    });
    // "é" typed as e + a combining accent is the é names are stored with.
    expect(messageListQuerySchema.parse({ search: 'Ade\u0301' }).search).toBe('Adé');
    expect(problemsByPath(messageListQuerySchema, { search: 'a'.repeat(SEARCH_MAX + 1) })).toEqual([
      `search: A search is at most ${SEARCH_MAX} characters.`,
    ]);
  });

  it("filters the enquiries as the dashboard's links do", () => {
    const query = {
      status: 'Unresponded',
      category: 'hajjmessage',
      packageId: '65a1f0c2e4b0a1b2c3d4e5f6',
      since: '2026-11-17T12:00:00.000Z',
    };
    expect(messageListQuerySchema.parse(query)).toEqual(query);
    expect(problemsByPath(messageListQuerySchema, { since: 'last week' })).toEqual([
      'since: since must be a date and time (ISO 8601).',
    ]);
    expect(problemsByPath(messageListQuerySchema, { packageId: 'umrah' })).toEqual([
      'packageId: Invalid id.',
    ]);
  });
});

describe('a page', () => {
  it('holds its items, where it is, and how many rows and pages the list has', () => {
    const page = pageSchema(z.object({ email: z.string() }));
    expect(
      page.safeParse({ items: [{ email: 'a@b.ng' }], page: 2, pageSize: 5, total: 6, pageCount: 2 }).success,
    ).toBe(true);
    expect(page.safeParse({ items: [], page: 0, pageSize: 5, total: 0, pageCount: 1 }).success).toBe(false);
    expect(page.safeParse({ items: [], page: 1, pageSize: 5, total: 0, pageCount: 0 }).success).toBe(false);
  });
});
