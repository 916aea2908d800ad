/**
 * The account endpoints of the real backend: SimpleJWT's `/auth/token/`, `/auth/token/refresh/` and
 * `/auth/token/blacklist/`, djoser's activation, password reset and `users/me/`. Bodies, status codes and messages
 * follow SimpleJWT 5.2/5.3 and djoser 2.1 (ARCHITECTURE.md's contract table). Rate limits (docs/CONTRACTS.md, «Rate
 * limits»): sign-in per client IP (`AUTH_RATE_LIMIT`, a bucket shared with the other anonymous account POSTs) and per
 * account (`AUTH_ACCOUNT_RATE_LIMIT`); refresh and sign-out in a bucket of their own per IP (`REFRESH_RATE_LIMIT`),
 * so that a hotel's staff behind one address do not lock each other out by merely staying signed in.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { activationMail, passwordResetMail } from '../auth/emails';
import { issueToken, type TokenClaims, verifyToken } from '../auth/jwt';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { checkUserToken, decodeUid } from '../auth/user-tokens';
import type { Database } from '../db/database';
import { blacklistedTokens, type UserRow, users } from '../db/schema';
import { assertAcceptablePassword, setPassword } from '../domain/accounts';
import { findUserByEmail, findUserById, meResponse, normalizeEmail } from '../domain/users';
import { HttpError, permissionDenied, unauthorized, validationError } from '../http/errors';
import { currentUser, requireUser } from '../http/guard';
import { limiter } from '../http/throttle';
import { Fields } from '../http/validation';
import { sendMail } from '../outbox';

/** djoser's UidAndTokenSerializer: a uid that names a user, and a token valid for that user. */
async function userOfUidAndToken(
  app: FastifyInstance,
  fields: Fields,
  uid: string | undefined,
  token: string | undefined,
): Promise<UserRow> {
  fields.done();
  const id = decodeUid(uid!);
  const user = id === null ? undefined : await findUserById(app.db, id);
  if (!user) throw validationError({ uid: ["Invalid user id or user doesn't exist."] });
  if (!checkUserToken(user, token!, app.config.secretKey, app.config.passwordResetTimeout)) {
    throw validationError({ token: ['Invalid token for given user.'] });
  }
  return user;
}

/**
 * The claims of a usable refresh token, as SimpleJWT's `RefreshToken(token)` checks it with the token_blacklist app
 * installed: signature, expiry and type first, then the blacklist. Both refusals are its TokenError turned into
 * InvalidToken (401 `token_not_valid`), with the TokenError's own message as the detail.
 */
async function refreshClaims(app: FastifyInstance, token: string): Promise<TokenClaims> {
  const claims = await verifyToken(token, 'refresh', app.config);
  if (!claims) throw unauthorized({ detail: 'Token is invalid or expired', code: 'token_not_valid' });
  const [revoked] = await app.db
    .select({ jti: blacklistedTokens.jti })
    .from(blacklistedTokens)
    .where(eq(blacklistedTokens.jti, claims.jti));
  if (revoked) throw unauthorized({ detail: 'Token is blacklisted', code: 'token_not_valid' });
  return claims;
}

function noContent(reply: FastifyReply): FastifyReply {
  return reply.code(204).send();
}

async function updateProfile(db: Database, user: UserRow, body: unknown): Promise<UserRow> {
  const fields = new Fields(body);
  const changes: Partial<Pick<UserRow, 'firstName' | 'lastName' | 'phone'>> = {};
  if (fields.has('firstName')) changes.firstName = fields.string('firstName', { allowBlank: true, maxLength: 150 });
  if (fields.has('lastName')) changes.lastName = fields.string('lastName', { allowBlank: true, maxLength: 150 });
  if (fields.has('phone')) changes.phone = fields.string('phone', { allowBlank: true, maxLength: 32 });
  fields.done();
  if (Object.keys(changes).length === 0) return user;
  const [updated] = await db.update(users).set(changes).where(eq(users.id, user.id)).returning();
  return updated!;
}

/** Registers the `/auth/...` routes. */
export function authRoutes(app: FastifyInstance): void {
  const { config } = app;
  // One bucket per IP for sign-in and the anonymous account POSTs; counted before the body is read.
  const throttle = limiter(app, 'auth-ip', config.authRateLimit, (request) => request.ip);
  // Sign-in per account: the e-mail as findUserByEmail compares it, whichever IPs the attempts come from.
  const throttleAccount = limiter(app, 'sign-in-account', config.authAccountRateLimit, (request) => {
    const email = (request.body as { email?: unknown } | null | undefined)?.email;
    return typeof email === 'string' && email.trim() !== '' ? normalizeEmail(email).slice(0, 254) : null;
  });
  const throttleRefresh = limiter(app, 'refresh-ip', config.refreshRateLimit, (request) => request.ip);

  app.post('/auth/token/', { onRequest: throttle, preHandler: throttleAccount }, async (request) => {
    const fields = new Fields(request.body);
    const email = fields.string('email');
    const password = fields.string('password');
    fields.done();
    const user = await findUserByEmail(app.db, email!);
    // Like Django's ModelBackend, hash even for an unknown e-mail so that timing does not reveal accounts.
    const ok = user
      ? await verifyPassword(password!, user.password)
      : (await hashPassword(password!, config.passwordHashCost), false);
    if (!user || !ok || !user.isActive) {
      throw new HttpError(401, { detail: 'No active account found with the given credentials' });
    }
    const lastLogin = new Date();
    await app.db.update(users).set({ lastLogin }).where(eq(users.id, user.id));
    const [refresh, access] = await Promise.all([
      issueToken('refresh', user.id, config),
      issueToken('access', user.id, config),
    ]);
    return { refresh, access, id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName };
  });

  app.post('/auth/token/refresh/', { onRequest: throttleRefresh }, async (request) => {
    const fields = new Fields(request.body);
    const token = fields.string('refresh');
    fields.done();
    const claims = await refreshClaims(app, token!);
    const user = await findUserById(app.db, claims.user_id);
    // SimpleJWT 5.3's check: a refresh token of a deleted or deactivated account no longer works.
    if (!user?.isActive)
      throw unauthorized({ detail: 'No active account found for the given token.', code: 'no_active_account' });
    // ROTATE_REFRESH_TOKENS is off (SimpleJWT's default; SPEC: refresh gives `access` only): the refresh token stays
    // the same, so nothing is blacklisted here (BLACKLIST_AFTER_ROTATION has nothing to act on).
    return { access: await issueToken('access', user.id, config) };
  });

  // SimpleJWT 5.3's TokenBlacklistView, which the dashboard's logout calls: the refresh token stops working at once
  // (its access tokens live on until their short expiry). No Authorization header: the token in the body is the
  // credential. A deactivated user's token is blacklisted too (TokenBlacklistSerializer checks no user).
  app.post('/auth/token/blacklist/', { onRequest: throttleRefresh }, async (request) => {
    const fields = new Fields(request.body);
    const token = fields.string('refresh');
    fields.done();
    const claims = await refreshClaims(app, token!);
    // SimpleJWT's get_or_create: two logouts racing with one token both succeed. The user id is stored only while
    // the account exists (SimpleJWT looks the user up and stores None otherwise).
    await app.db
      .insert(blacklistedTokens)
      .values({
        jti: claims.jti,
        userId: sql`(SELECT ${users.id} FROM ${users} WHERE ${users.id} = ${claims.user_id})`,
        expiresAt: new Date(claims.exp * 1000),
      })
      .onConflictDoNothing();
    return {};
  });

  app.post('/auth/users/activation/', { onRequest: throttle }, async (request, reply) => {
    const fields = new Fields(request.body);
    const uid = fields.string('uid');
    const token = fields.string('token');
    const user = await userOfUidAndToken(app, fields, uid, token);
    // A deactivated account must not switch itself back on through its old activation link.
    if (user.isActive || user.deactivatedAt) throw permissionDenied('Stale token for given user.');
    await app.db.update(users).set({ isActive: true }).where(eq(users.id, user.id));
    return noContent(reply);
  });

  // djoser 2.1's resend_activation, as contract/contract.test.ts checks against the real one: a fresh activation
  // e-mail and 204 for an account that is not active yet; an empty 400 for any other address (unknown or already
  // active: `get_user(is_active=False)` finds nobody). djoser 2.2 answers 204 there too (sunscrapers/djoser#721);
  // the dashboard reads both. A deactivated account gets no mail: its old and new links would be refused anyway.
  app.post('/auth/users/resend_activation/', { onRequest: throttle }, async (request, reply) => {
    const fields = new Fields(request.body);
    const email = fields.string('email', { email: true, maxLength: 254 });
    fields.done();
    const user = await findUserByEmail(app.db, email!);
    if (!user || user.isActive || user.deactivatedAt) return reply.code(400).send();
    await sendMail(app.db, app.logger, activationMail(config, user));
    return noContent(reply);
  });

  app.post('/auth/users/reset_password/', { onRequest: throttle }, async (request, reply) => {
    const fields = new Fields(request.body);
    const email = fields.string('email', { email: true, maxLength: 254 });
    fields.done();
    const user = await findUserByEmail(app.db, email!);
    // djoser does not reveal whether the address has an account (PASSWORD_RESET_SHOW_EMAIL_NOT_FOUND = False).
    if (user?.isActive) await sendMail(app.db, app.logger, passwordResetMail(config, user));
    return noContent(reply);
  });

  app.post('/auth/users/reset_password_confirm/', { onRequest: throttle }, async (request, reply) => {
    const fields = new Fields(request.body);
    const uid = fields.string('uid');
    const token = fields.string('token');
    const newPassword = fields.string('newPassword');
    fields.done();
    // djoser's PasswordResetConfirmSerializer runs the password validators before it looks at the uid and token
    // (PasswordSerializer.validate comes first), against the request's user: anonymous on this call, so without
    // the similarity check. A weak password with a bad link is therefore a `newPassword` error, not a `token` one.
    assertAcceptablePassword(newPassword!);
    const user = await userOfUidAndToken(app, fields, uid, token);
    await setPassword(app, user.id, newPassword!, true);
    return noContent(reply);
  });

  app.get('/auth/users/me/', { preHandler: requireUser }, async (request) => meResponse(app.db, currentUser(request)));

  app.patch('/auth/users/me/', { preHandler: requireUser }, async (request) => {
    const updated = await updateProfile(app.db, currentUser(request), request.body);
    return meResponse(app.db, updated);
  });
}
