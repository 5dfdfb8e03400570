import type { SecondFactorSetup, SecondFactorStatus } from '@safa/contract';
import { type Types, trusted } from 'mongoose';
import type { DataCipher } from '../../data-cipher';
import { Conflict, Forbidden, InvalidInput, NotFound, Unauthenticated } from '../../errors';
import { type AdminUser, AdminUserModel } from './admin-user.model';
import type { LoginGuard } from './login-guard';
import { hashOfRecoveryCode, newRecoveryCodes } from './recovery-codes';
import type { SessionService } from './session-service';
import { isAppCode, newTotpSecret, otpauthUrl, qrCodeOf, stepOfCode } from './totp';

const CODE_NEEDED = 'Enter the 6-digit code from your authenticator app, or one of your recovery codes.';
const CODE_WRONG =
  'That code is not right. Enter the code your authenticator app shows now, or an unused recovery code.';
const SET_UP_FIRST =
  'This account needs a second factor (ADMIN_TOTP_REQUIRED), and none is set up yet. To set it up, start the BFF once without ADMIN_TOTP_REQUIRED, log in, set up the authenticator app under Account security, then set ADMIN_TOTP_REQUIRED=true again.';
const ALREADY_ON = 'An authenticator app is already set up: turn it off first to set up another.';
const NOT_STARTED = 'Start setting up the authenticator app first: its QR code comes with a new secret.';
const SETUP_CODE_WRONG =
  'That code is not right. Check that the app shows the account just added, and enter the code it shows now.';
const STAYS_ON = 'ADMIN_TOTP_REQUIRED is set: the second factor cannot be turned off.';
const NOT_ON = 'No authenticator app is set up.';

type Account = AdminUser & { _id: Types.ObjectId };

export interface SecondFactorService {
  status(username: string): Promise<SecondFactorStatus>;
  /** A new secret waiting to be confirmed (any secret waiting before is replaced). */
  setUp(username: string): Promise<SecondFactorSetup>;
  /** Turns it on with a code of the secret being set up, ending the account's other sessions; the recovery codes, once. */
  confirm(username: string, code: string, keptSessionId: string): Promise<string[]>;
  /** Turns it off with a code, counted by the login guard as a login is. */
  turnOff(username: string, code: string, address: string): Promise<void>;
  /**
   * Lets a login whose password was right go on: refuses it (401, `secondFactor: 'required'`) without a
   * code or with a wrong one when the account has a second factor, and (403) when one is required and
   * none is set up.
   */
  checkLogin(account: Account, code: string | undefined): Promise<void>;
}

/**
 * The operator's second factor: an authenticator app (TOTP, RFC 6238), its secret sealed with the data
 * key, and ten recovery codes kept as hashes. Each code is taken once: an app's code by its time step
 * (a later login needs a later code), a recovery code by its removal.
 */
export function createSecondFactorService({
  cipher,
  required,
  guard,
  sessions,
}: {
  cipher: DataCipher;
  required: boolean;
  guard: LoginGuard;
  sessions: SessionService;
}): SecondFactorService {
  const sealContext = (account: Account) => `admin-totp:${account._id.toHexString()}`;

  async function accountNamed(username: string): Promise<Account> {
    const account = await AdminUserModel.findOne({ username }).lean<Account>();
    if (!account) throw new NotFound('No such admin account.');
    return account;
  }

  /** Whether `code` proves the account's second factor; a code that does is used up. */
  async function proves(account: Account, code: string): Promise<boolean> {
    if (!account.totpSecret) return false;
    if (!isAppCode(code)) {
      const hash = hashOfRecoveryCode(code);
      const used = await AdminUserModel.updateOne(
        { _id: account._id, recoveryCodeHashes: hash },
        { $pull: { recoveryCodeHashes: hash } },
      );
      return used.modifiedCount === 1;
    }
    const step = stepOfCode(cipher.decrypt(account.totpSecret, sealContext(account)), code);
    if (step === undefined) return false;
    // sanitizeFilter turns operators into values unless they are marked as ours.
    const taken = await AdminUserModel.updateOne(
      {
        _id: account._id,
        $or: [{ totpLastStep: trusted({ $exists: false }) }, { totpLastStep: trusted({ $lt: step }) }],
      },
      { $set: { totpLastStep: step } },
    );
    return taken.modifiedCount === 1;
  }

  return {
    async status(username) {
      const account = await accountNamed(username);
      return {
        enabled: Boolean(account.totpSecret),
        required,
        recoveryCodesLeft: account.totpSecret ? account.recoveryCodeHashes.length : 0,
      };
    },

    async setUp(username) {
      const account = await accountNamed(username);
      if (account.totpSecret) throw new Conflict(ALREADY_ON);
      const secret = newTotpSecret();
      await AdminUserModel.updateOne(
        { _id: account._id },
        { $set: { pendingTotpSecret: cipher.encrypt(secret, sealContext(account)) } },
      );
      const url = otpauthUrl(secret, username);
      return { secret, otpauthUrl: url, qrCode: await qrCodeOf(url) };
    },

    async confirm(username, code, keptSessionId) {
      const account = await accountNamed(username);
      if (account.totpSecret) throw new Conflict(ALREADY_ON);
      const pending = account.pendingTotpSecret;
      if (!pending) throw new Conflict(NOT_STARTED);
      const step = stepOfCode(cipher.decrypt(pending, sealContext(account)), code);
      if (step === undefined) throw new InvalidInput(SETUP_CODE_WRONG);
      const recoveryCodes = newRecoveryCodes();
      const turnedOn = await AdminUserModel.updateOne(
        { _id: account._id, pendingTotpSecret: pending, totpSecret: trusted({ $exists: false }) },
        {
          $set: {
            totpSecret: pending,
            totpLastStep: step,
            recoveryCodeHashes: recoveryCodes.map(hashOfRecoveryCode),
          },
          $unset: { pendingTotpSecret: 1 },
        },
      );
      if (turnedOn.modifiedCount !== 1) throw new Conflict(ALREADY_ON);
      await sessions.endOthers(username, keptSessionId);
      return recoveryCodes;
    },

    async turnOff(username, code, address) {
      if (required) throw new Conflict(STAYS_ON);
      const account = await accountNamed(username);
      if (!account.totpSecret) throw new Conflict(NOT_ON);
      const attempt = await guard.admit(username, address);
      if (!(await proves(account, code))) throw new InvalidInput(CODE_WRONG);
      await attempt.succeeded();
      await AdminUserModel.updateOne(
        { _id: account._id },
        {
          $unset: { totpSecret: 1, pendingTotpSecret: 1, totpLastStep: 1 },
          $set: { recoveryCodeHashes: [] },
        },
      );
    },

    async checkLogin(account, code) {
      if (!account.totpSecret) {
        if (required) throw new Forbidden(SET_UP_FIRST);
        return;
      }
      if (!code) throw new Unauthenticated(CODE_NEEDED, { secondFactor: 'required' });
      if (!(await proves(account, code))) throw new Unauthenticated(CODE_WRONG, { secondFactor: 'required' });
    },
  };
}
