import type { LoginRequest } from '@safa/shared-ui/contract';
import { unauthorized } from '../../http/errors';
import { AdminUserModel } from './admin-user.model';
import { decoy, verifyPassword } from './password';
import type { IssuedToken, TokenService } from './token-service';

/** One message for every failure, so an answer never tells whether the username exists. */
export const LOGIN_FAILED_MESSAGE = 'Invalid username or password.';

export async function logIn(credentials: Required<LoginRequest>, tokens: TokenService): Promise<IssuedToken> {
  const user = await AdminUserModel.findOne({ username: credentials.username }).lean();
  const valid = await verifyPassword(credentials.password, user?.passwordHash ?? (await decoy()));
  if (!user || !valid) throw unauthorized(LOGIN_FAILED_MESSAGE);
  return tokens.issue(user.username);
}
