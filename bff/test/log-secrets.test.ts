import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { bookingCreatedSchema, bookingViewSchema, departureSchema } from '@safa/contract';
import { passportPage } from '@safa/test-support/passport-page';
import mongoose from 'mongoose';
import { loadConfig } from '../src/config';
import { connectDatabase } from '../src/db/connection';
import {
  PRODUCTION_ADMIN as ADMIN,
  productionEnv as productionEnvOf,
  type RunningBff,
  startBff,
} from './support/bff-process';
import { aBooking, aDeparture, aPackage } from './support/bookings';
import { eventually } from './support/eventually';
import { testMongoUri } from './support/test-app';

/** A secret no one else would write: its value is searched for in the whole log afterwards. */
const marker = (kind: string) => `${kind}${randomBytes(6).toString('hex').toUpperCase()}`;

/** Every form a secret's bytes may take in a log line: as text, and as its bytes in the usual encodings. */
function spellings(secret: string): string[] {
  const bytes = Buffer.from(secret);
  return [
    secret,
    bytes.toString('hex'),
    bytes.toString('base64').replace(/=+$/, ''),
    bytes.toString('base64url'),
    [...bytes].join(','),
  ];
}

/** Sends `packet` as it is over a new connection and reads what comes back until the server closes it. */
function sendRaw(port: number, packet: string): Promise<string> {
  return new Promise((resolve) => {
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.end(packet));
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      answer += chunk;
    });
    socket.setTimeout(5000, () => socket.destroy());
    socket.on('close', () => resolve(answer));
    socket.on('error', () => undefined);
  });
}

describe('the log of a production BFF', () => {
  const databaseName = `test_log_secrets_${randomBytes(3).toString('hex')}`;
  let bff: RunningBff;
  let base: string;
  let port: number;

  beforeAll(async () => {
    bff = startBff({ ...productionEnvOf(databaseName), LOG_LEVEL: 'trace' });
    port = Number((await bff.waitFor((line) => line.msg === 'BFF listening')).port);
    base = `http://127.0.0.1:${port}/api`;
    await connectDatabase(testMongoUri(), {
      dbName: databaseName,
      writeConcern: loadConfig({ NODE_ENV: 'test' }).writeConcern,
    });
  }, 60_000);

  afterAll(async () => {
    bff.child.kill('SIGKILL');
    await bff.exited;
    await mongoose.connection.dropDatabase();
    await mongoose.disconnect();
  });

  const send = (path: string, init: RequestInit & { json?: unknown } = {}) =>
    fetch(`${base}${path}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', ...init.headers },
      body: init.json === undefined ? init.body : JSON.stringify(init.json),
    });

  it('holds none of the tokens, passwords, passport numbers and link tokens sent to it, in any way', async () => {
    const wrongPassword = marker('PASSWORD');
    const forgedToken = `${marker('FORGED')}.${marker('TOKEN')}.${marker('SIGNATURE')}`;
    const passports = [marker('P'), marker('P')];
    const foreignLinkToken = marker('LINKTOKEN');

    expect(
      (await send('/users/login', { method: 'POST', json: { ...ADMIN, password: wrongPassword } })).status,
    ).toBe(401);
    const login = await send('/users/login', { method: 'POST', json: ADMIN });
    const { token } = (await login.json()) as { token: string };
    const bearer = { Authorization: `Bearer ${token}` };
    expect((await send('/bookings', { headers: bearer })).status).toBe(200);
    expect((await send('/bookings', { headers: { Authorization: `Bearer ${forgedToken}` } })).status).toBe(
      401,
    );

    const departure = await send('/departures', {
      method: 'POST',
      headers: bearer,
      json: aDeparture(await aPackage()),
    });
    const departureId = departureSchema.parse(await departure.json()).id;
    const booking = aBooking(departureId, { travellers: 2 });
    booking.travellers.forEach((traveller, index) => {
      traveller.passportNumber = passports[index] ?? '';
    });
    const created = await send('/bookings', { method: 'POST', json: booking });
    expect(created.status).toBe(201);
    const { manageUrl } = bookingCreatedSchema.parse(await created.json());
    const linkToken = new URL(manageUrl).searchParams.get('token') ?? '';

    // A passport number typed later, and another read from a passport page in the background.
    const typedLater = marker('P');
    const onPage = `Z${String(randomBytes(4).readUInt32BE()).padStart(10, '0').slice(-8)}`;
    const seeBooking = async () =>
      bookingViewSchema.parse(await (await send(`/bookings/by-link?token=${linkToken}`)).json());
    const travellerId = (await seeBooking()).travellers[0]?.id ?? '';
    const completed = await send(`/bookings/by-link/travellers?token=${linkToken}`, {
      method: 'PUT',
      json: { travellerId, passportNumber: typedLater },
    });
    expect(completed.status).toBe(200);
    const upload = new FormData();
    const page = await passportPage({
      surname: 'BELLO',
      givenNames: 'AMINA',
      number: onPage,
      nationality: 'NGA',
      born: '850315',
      sex: 'F',
      expires: '310101',
    });
    upload.append('document', new Blob([page], { type: 'image/png' }), 'passport.png');
    const sent = await fetch(
      `${base}/bookings/by-link/documents?token=${linkToken}&traveller=${travellerId}&kind=passport_scan`,
      { method: 'POST', body: upload },
    );
    expect(sent.status).toBe(201);
    await eventually(async () => (await seeBooking()).travellers[0]?.documents[0]?.mrz !== undefined, 30_000);

    for (const secret of [linkToken, foreignLinkToken]) {
      await send(`/bookings/by-link?token=${secret}`);
      await send('/bookings/by-link/card-payments', { method: 'POST', json: { token: secret } });
      await send('/bookings/by-link/card-payments/verify', {
        method: 'POST',
        json: { token: secret, reference: 'SAFA-ABCDE-1' },
      });
    }

    // What the probe sent straight to the BFF, each a request Node's HTTP parser refuses part of.
    const loginBody = JSON.stringify({ username: ADMIN.username, password: ADMIN.password });
    const bookingBody = JSON.stringify(booking);
    const headers = (path: string, body: string, extra = '') =>
      `POST ${path} HTTP/1.1\r\nHost: bff\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\n${extra}Content-Length: ${Buffer.byteLength(body)}\r\n`;
    const packets = [
      // Data after `Connection: close`, the probe's own.
      `${headers('/api/users/login', loginBody, 'Connection: close\r\n')}\r\n${loginBody}GET /?token=${linkToken} HTTP/1.1\r\n\r\n`,
      `${headers('/api/bookings', bookingBody, 'Connection: close\r\n')}\r\n${bookingBody}${bookingBody}`,
      `GET /api/bookings/by-link?token=${linkToken} HTTP/1.1\r\nHost: bff\r\nAuthorization: Bearer ${token}\r\nConnection: close\r\n\r\nGET / HTTP/1.1\r\n\r\n`,
      // A header line that is not one.
      `${headers('/api/users/login', loginBody)}not a header line\r\n\r\n${loginBody}`,
      // A body cut short by the client.
      `${headers('/api/bookings', bookingBody).replace(/Content-Length: \d+/, 'Content-Length: 100000')}\r\n${bookingBody}`,
      // A chunked body whose chunk size is not a number.
      `POST /api/users/login HTTP/1.1\r\nHost: bff\r\nAuthorization: Bearer ${token}\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n${loginBody}\r\n0\r\n\r\n`,
      // Headers beyond the parser's limit.
      `GET /api/bookings/by-link?token=${linkToken} HTTP/1.1\r\nAuthorization: Bearer ${token}\r\nX-Padding: ${'a'.repeat(20_000)}\r\n\r\n`,
    ];
    for (const packet of packets) {
      const answer = await sendRaw(port, packet);
      expect(answer).toMatch(/^HTTP\/1\.1 (400 Bad Request|431 Request Header Fields Too Large)\r\n/);
    }
    // A client that goes away mid-request (a closed tab) is no client error.
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(`POST /api/users/login HTTP/1.1\r\nHost: bff\r\nAuthorization: Bearer ${token}\r\n`);
        setTimeout(() => {
          socket.resetAndDestroy();
          resolve();
        }, 200);
      });
    });
    // The lines of the last requests are written after their answers.
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const log = bff.lines.map((line) => JSON.stringify(line)).join('\n');
    const secrets = {
      'the admin password': ADMIN.password,
      'a wrong password': wrongPassword,
      'the session token': token,
      'a forged token': forgedToken,
      'a passport number': passports[0] ?? '',
      'another passport number': passports[1] ?? '',
      'a passport number typed later': typedLater,
      'a passport number read from a page': onPage,
      'the booking link token': linkToken,
      'a link token of no booking': foreignLinkToken,
    };
    const found = Object.entries(secrets).flatMap(([what, secret]) =>
      spellings(secret)
        .filter((spelling) => log.includes(spelling))
        .map((spelling) => `${what} (as ${spelling === secret ? 'text' : spelling.slice(0, 20)})`),
    );
    expect(found).toEqual([]);
    // Each packet refused is one line of its own, without its bytes.
    const clientErrors = bff.lines.filter((line) => line.msg === 'client error');
    expect(clientErrors.map((line) => line.code)).toEqual(
      expect.arrayContaining(['HPE_CLOSED_CONNECTION', 'HPE_INVALID_HEADER_TOKEN', 'HPE_HEADER_OVERFLOW']),
    );
    expect(clientErrors.map((line) => line.code)).not.toContain('ECONNRESET');
  }, 60_000);
});
