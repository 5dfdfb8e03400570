import { Writable } from 'node:stream';
import { createLogger } from '../../src/logger';

/** A logger at `trace` writing into an array, line by line. */
function capturingLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: createLogger('trace', destination), text: () => lines.join('') };
}

const SECRET = 'S3CR3T-MARKER';

describe('the logger', () => {
  it.each(['password', 'token', 'passportNumber', 'authorization', 'cookie', 'secret', 'recoveryCodes'])(
    'writes no %s, at the top of a line or nested in what it logs',
    (key) => {
      const { logger, text } = capturingLogger();
      logger.info({ [key]: SECRET }, 'top');
      logger.info({ body: { [key]: SECRET } }, 'nested');
      logger.info({ req: { headers: { [key]: SECRET } } }, 'two deep');
      logger.info({ booking: { travellers: [{ [key]: SECRET }] } }, 'in a list');
      expect(text()).not.toContain(SECRET);
      expect(text().match(/\[redacted\]/g)).toHaveLength(4);
    },
  );

  it('keeps what an error is and why, and none of the data it carries', () => {
    const { logger, text } = capturingLogger();
    const parserError = Object.assign(new Error('Parse Error: Data after `Connection: close`'), {
      code: 'HPE_CLOSED_CONNECTION',
      rawPacket: Buffer.from(`POST /api/users/login HTTP/1.1\r\nAuthorization: Bearer ${SECRET}\r\n\r\n`),
    });
    const bodyError = Object.assign(new Error('invalid JSON'), {
      status: 400,
      body: `{"password":"${SECRET}"}`,
    });
    logger.error({ err: new Error('the request failed', { cause: parserError }) }, 'wrapped');
    logger.error({ err: bodyError }, 'body');
    logger.error({ err: 'a thrown string' }, 'not an error');

    const lines = text()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.service)).toEqual(['bff', 'bff', 'bff']);
    const [wrapped, body, notAnError] = lines.map((line) => line.err);
    expect(text()).not.toContain(SECRET);
    expect(text()).not.toContain(String([...Buffer.from(SECRET)]));
    expect(wrapped).toMatchObject({
      type: 'Error',
      message: 'the request failed',
      stack: expect.stringContaining('logger.test.ts'),
      cause: { type: 'Error', code: 'HPE_CLOSED_CONNECTION', message: parserError.message },
    });
    expect(body).toEqual({
      type: 'Error',
      message: 'invalid JSON',
      status: 400,
      stack: expect.stringContaining('logger.test.ts'),
    });
    expect(notAnError).toEqual({ type: 'string' });
  });
});
