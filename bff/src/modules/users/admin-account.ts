import { randomBytes } from 'node:crypto';
import type { Logger } from '../../logger';
import { AdminUserModel } from './admin-user.model';
import { hashPassword, verifyPassword } from './password';

/**
 * Creates or updates the admin from ADMIN_USERNAME / ADMIN_PASSWORD. Outside production an unset
 * password is replaced by a random one, printed once (production refuses to start without one).
 */
export async function ensureAdminAccount(
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
  const existing = await AdminUserModel.findOne({ username }).lean();
  if (existing && (await verifyPassword(password, existing.passwordHash))) return;
  const passwordHash = await hashPassword(password);
  await AdminUserModel.updateOne({ username }, { $set: { passwordHash } }, { upsert: true });
  logger.info({ username }, existing ? 'admin password updated' : 'admin account created');
}
