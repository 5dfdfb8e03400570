import { routes } from '@safa/contract';
import { HttpResponse, http } from 'msw';
import { CONTACTS, makePackage, server } from '../test/msw-server';
import publicServer from './server';

/** A BFF at `origin` whose one package is called `title`. */
const bffAt = (origin: string, title: string) => [
  http.get(`${origin}/api${routes.listPackages.path}`, () =>
    HttpResponse.json([makePackage({ id: 'p1', title })]),
  ),
  http.get(`${origin}/api${routes.listContacts.path}`, () => HttpResponse.json(CONTACTS)),
];

describe("the public remote's server side", () => {
  it('asks the BFF it was made for, however many are made and however many pages are prepared at once', async () => {
    server.use(
      ...bffAt('http://bff-a.internal:4000', 'From A'),
      ...bffAt('http://bff-b.internal:4000', 'From B'),
    );
    const a = publicServer({ bffUrl: 'http://bff-a.internal:4000' });
    const b = publicServer({ bffUrl: 'http://bff-b.internal:4000/' });
    const address = new URL('https://safa.example/otherpackages');

    const pages = await Promise.all([
      a.preparePage(address, { dataBudgetMs: 1000 }),
      b.preparePage(address, { dataBudgetMs: 1000 }),
      a.preparePage(address, { dataBudgetMs: 1000 }),
    ]);

    expect(pages.map((page) => page.initialData.answers.listPackages)).toEqual([
      [expect.objectContaining({ title: 'From A' })],
      [expect.objectContaining({ title: 'From B' })],
      [expect.objectContaining({ title: 'From A' })],
    ]);
    expect(await b.sitemap('https://safa.example')).toContain(
      '<loc>https://safa.example/eachpackage?id=p1</loc>',
    );
  });

  it('sends the customer back from a card payment to their booking’s page, the way back traded once as theirs', async () => {
    const asked: unknown[] = [];
    const code = 'oneTimeCodeOfTheWayBack_0123456789';
    server.use(
      http.post(`http://bff.internal:4000/api${routes.redeemCardReturn.path}`, async ({ request }) => {
        asked.push({ body: await request.json(), forwardedFor: request.headers.get('x-forwarded-for') });
        return asked.length === 1
          ? HttpResponse.json({ token: 'theBookingsLinkToken_0123456789' })
          : HttpResponse.json({ message: 'used' }, { status: 404 });
      }),
      http.get(`http://bff.internal:4000/api${routes.listContacts.path}`, () => HttpResponse.json(CONTACTS)),
    );
    const site = publicServer({ bffUrl: 'http://bff.internal:4000' });
    const wayBack = new URL(
      `https://safa.example/booking?return=${code}&trxref=SAFA-7K3Q9-1&reference=SAFA-7K3Q9-1`,
    );
    const visitor = { 'x-forwarded-for': '203.0.113.7' };

    const first = await site.preparePage(wayBack, { dataBudgetMs: 1000, visitor });
    expect(first.redirect).toBe(
      '/booking?token=theBookingsLinkToken_0123456789&trxref=SAFA-7K3Q9-1&reference=SAFA-7K3Q9-1',
    );
    expect(asked).toEqual([{ body: { code, reference: 'SAFA-7K3Q9-1' }, forwardedFor: '203.0.113.7' }]);

    const again = await site.preparePage(wayBack, { dataBudgetMs: 1000, visitor });
    expect([again.redirect, again.status]).toEqual([undefined, 404]);
  });
});
