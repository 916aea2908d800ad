/** Password changes shared by djoser's reset confirm and `set_password`. */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type PasswordOwner, passwordProblems } from '../auth/password-rules';
import { hashPassword } from '../auth/passwords';
import { users } from '../db/schema';
import { validationError } from '../http/errors';

/** Sets a new password (hashed with the configured cost) and, like djoser's reset confirm, may touch last_login. */
export async function setPassword(
  app: FastifyInstance,
  userId: number,
  password: string,
  touchLastLogin = false,
): Promise<void> {
  const hash = await hashPassword(password, app.config.passwordHashCost);
  await app.db
    .update(users)
    .set({ password: hash, ...(touchLastLogin ? { lastLogin: new Date() } : {}) })
    .where(eq(users.id, userId));
}

/**
 * Throws `{"newPassword": [...]}` (or `{[field]: [...]}`) when Django's password validators reject the password.
 * `owner` is the account's e-mail and names, also of an account not created yet (add_staff); without one (djoser's
 * reset confirm validates against the anonymous request user) the similarity validator has nothing to compare.
 */
export function assertAcceptablePassword(password: string, owner?: PasswordOwner, field = 'newPassword'): void {
  const problems = passwordProblems(password, owner);
  if (problems.length > 0) throw validationError({ [field]: problems });
}
