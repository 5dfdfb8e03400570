import { randomBytes } from 'node:crypto';
import { trusted } from 'mongoose';
import type { Logger } from '../../logger';
import { AdminSessionModel } from './admin-session.model';
import { AdminUserModel } from './admin-user.model';
import { hashPassword, verifyPassword } from './password';

/**
 * Makes ADMIN_USERNAME / ADMIN_PASSWORD the one admin account. Outside production an unset password is
 * replaced by a random one, printed once (production refuses to start without one). A changed password
 * raises the account's session version, and a renamed account leaves no other behind, so every session
 * opened before either change ends. A second factor required but not set up is said in the log, since
 * every login is refused until then.
 */
export async function ensureAdminAccount(
  admin: { username: string; password: string | undefined; secondFactorRequired?: boolean },
  logger: Logger,
): Promise<void> {
  await ensurePassword(admin, logger);
  if (
    admin.secondFactorRequired &&
    !(await AdminUserModel.exists({ username: admin.username, totpSecret: trusted({ $exists: true }) }))
  ) {
    logger.warn(
      { username: admin.username },
      'ADMIN_TOTP_REQUIRED is set and the admin has no second factor: every login is refused until one is set up (see bff/README.md, The admin account)',
    );
  }
}

async function ensurePassword(
  admin: { username: string; password: string | undefined },
  logger: Logger,
): Promise<void> {
  const { username } = admin;
  let password = admin.password;
  if (!password) {
    password = randomBytes(12).toString('base64url');
    logger.warn(
      { username },
      `ADMIN_PASSWORD is not set: generated a one-time admin password for this run: ${password}`,
    );
  }
  // sanitizeFilter turns operators into values unless they are marked as ours.
  const notTheAdmin = { username: trusted({ $ne: username }) };
  const others = await AdminUserModel.deleteMany(notTheAdmin);
  await AdminSessionModel.deleteMany(notTheAdmin);
  if (others.deletedCount > 0) logger.info({ removed: others.deletedCount }, 'removed former admin accounts');

  const existing = await AdminUserModel.findOne({ username }).lean();
  if (existing && (await verifyPassword(password, existing.passwordHash))) return;
  const passwordHash = await hashPassword(password);
  await AdminUserModel.updateOne(
    { username },
    { $set: { passwordHash }, $inc: { sessionVersion: existing ? 1 : 0 } },
    { upsert: true },
  );
  await AdminSessionModel.deleteMany({ username });
  logger.info(
    { username },
    existing ? 'admin password updated: earlier sessions ended' : 'admin account created',
  );
}
