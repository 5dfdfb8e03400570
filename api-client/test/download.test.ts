import { HttpResponse, http } from 'msw';
import { ApiError, download, NetworkError, tokenStore } from '../src';
import { useServer } from './server';

const server = useServer();

const id = '65a1f0c2e4b0a1b2c3d4e5f6';
const manifestUrl = `http://localhost/api/departures/${id}/manifest`;
const CSV = '"Name as in passport"\r\n"Amina Bello"';

const answerCsv = (disposition?: string) =>
  server.use(
    http.get(manifestUrl, ({ request }) =>
      request.headers.get('Authorization') === 'Bearer tok.en'
        ? new HttpResponse(CSV, {
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              ...(disposition && { 'Content-Disposition': disposition }),
            },
          })
        : HttpResponse.json({ message: 'Please log in.' }, { status: 401 }),
    ),
  );

describe('download', () => {
  beforeEach(() => tokenStore.set('tok.en'));

  it('fetches a file with the stored token and names it as the server does', async () => {
    answerCsv('attachment; filename="manifest-2027-06-12-hajj-2026-premium.csv"');

    const file = await download('departureManifest', { id });

    expect(file.fileName).toBe('manifest-2027-06-12-hajj-2026-premium.csv');
    expect(file.blob.type).toMatch(/^text\/csv;\s?charset=utf-8$/);
    await expect(file.blob.text()).resolves.toBe(CSV);
  });

  it.each([
    ['attachment; filename=plain.csv', 'plain.csv'],
    ["attachment; filename*=UTF-8''manifest-%C3%A9t%C3%A9.csv", 'manifest-été.csv'],
    [`attachment; filename="fallback.csv"; filename*=UTF-8''pr%C3%A9f%C3%A9r%C3%A9.csv`, 'préféré.csv'],
    ['attachment; filename="with \\"quotes\\".csv"', 'with "quotes".csv'],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
  ])('reads the file name of %s', async (disposition, fileName) => {
    answerCsv(disposition);
    await expect(download('departureManifest', { id })).resolves.toMatchObject({ fileName });
  });

  it('asks for a file by its query too: a receipt by its number', async () => {
    const asked: string[] = [];
    server.use(
      http.get(`http://localhost/api/bookings/${id}/receipt`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return new HttpResponse('%PDF-1.7', {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="receipt-SAFA-2026-000123.pdf"',
          },
        });
      }),
    );

    const file = await download('bookingReceipt', { id, query: { number: 'SAFA-2026-000123' } });

    expect(asked).toEqual(['?number=SAFA-2026-000123']);
    expect(file.fileName).toBe('receipt-SAFA-2026-000123.pdf');
    expect(file.blob.type).toBe('application/pdf');
  });

  it('names the file after the endpoint when the server gives no name', async () => {
    answerCsv();
    await expect(download('departureManifest', { id })).resolves.toMatchObject({
      fileName: 'departureManifest',
    });
  });

  it("rejects a refusal with the server's words, as call does", async () => {
    server.use(
      http.get(manifestUrl, () => HttpResponse.json({ message: 'Departure not found.' }, { status: 404 })),
    );
    const refused = download('departureManifest', { id });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    await expect(refused).rejects.toMatchObject({ status: 404, message: 'Departure not found.' });
  });

  it('rejects with a NetworkError when the server cannot be reached', async () => {
    server.use(http.get(manifestUrl, () => HttpResponse.error()));
    await expect(download('departureManifest', { id })).rejects.toBeInstanceOf(NetworkError);
  });
});
