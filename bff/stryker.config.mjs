// @ts-check
import shared from '../tooling/stryker.config.mjs';

/**
 * The BFF's pure modules (no database, no network), mutated against its unit tests alone
 * (jest.unit.config.js): the rules that guard logins and count limits, the outbox's entries, retries
 * and state, the models' schemas made from zod, the ledger and references of bookings,
 * client addresses, the cipher of personal data and the strength of secrets, the log's redaction, the
 * second factor's codes, and the count of a PDF's objects. What only MongoDB can
 * check (the outbox's claims and leases, conditional updates, counters) is tested over HTTP against a
 * database, which mutation testing would have to run for every mutant: it is left out.
 */
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  ...shared,
  jest: { configFile: 'jest.unit.config.js' },
  mutate: [
    'src/modules/users/login-guard.ts',
    'src/modules/throttle/window-limiter.ts',
    'src/modules/throttle/bounded-queue.ts',
    'src/http/rate-limit.ts',
    'src/modules/outbox/outbox-entry.ts',
    'src/modules/outbox/outbox-state.ts',
    'src/modules/notifications/retry-backoff.ts',
    'src/db/schema-from-zod.ts',
    'src/modules/bookings/booking-ledger.ts',
    'src/modules/bookings/booking-reference.ts',
    'src/network/addresses.ts',
    'src/modules/messages/sender-keys.ts',
    'src/modules/media/byte-range.ts',
    'src/data-cipher.ts',
    'src/secret-strength.ts',
    'src/logger.ts',
    'src/modules/users/totp.ts',
    'src/modules/users/recovery-codes.ts',
    'src/modules/private-files/pdf-cleaning/object-count.ts',
  ],
};
