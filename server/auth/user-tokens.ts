/**
 * Activation and password-reset links as djoser makes them: `uid` is Django's `urlsafe_base64_encode` of the user
 * id, `token` is Django's `PasswordResetTokenGenerator` token — a timestamp and an HMAC over the user's id,
 * password hash, last login, the timestamp and the e-mail. Nothing is stored: a token stops working when the
 * password changes (so a reset link works once), when the user signs in, or after `PASSWORD_RESET_TIMEOUT`.
 *
 * `is_active` is deliberately not part of the hash (as in Django): re-using an activation link of an account that
 * is already active must reach djoser's "Stale token" answer (403), not "Invalid token" (400).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The fields of a user a token depends on. */
export interface TokenUser {
  id: number;
  password: string;
  lastLogin: Date | null;
  email: string;
}

const KEY_SALT = 'django.contrib.auth.tokens.PasswordResetTokenGenerator';
/** Django counts token timestamps in seconds since 2001-01-01 UTC. */
const EPOCH_2001 = Date.UTC(2001, 0, 1) / 1000;

function secondsNow(now: Date): number {
  return Math.floor(now.getTime() / 1000) - EPOCH_2001;
}

/** Django's str(datetime) of the last login without microseconds, e.g. `2024-05-01 10:20:30`. */
function loginStamp(lastLogin: Date | null): string {
  if (!lastLogin) return '';
  return lastLogin.toISOString().slice(0, 19).replace('T', ' ');
}

function hashFor(user: TokenUser, timestamp: number, secret: string): string {
  const key = createHash('sha256')
    .update(KEY_SALT + secret)
    .digest();
  const value = `${user.id}${user.password}${loginStamp(user.lastLogin)}${timestamp}${user.email}`;
  const hex = createHmac('sha256', key).update(value).digest('hex');
  // Django keeps every other character to shorten the URL.
  return [...hex].filter((_, index) => index % 2 === 0).join('');
}

/** Makes a token for the user as of `now`. */
export function makeUserToken(user: TokenUser, secret: string, now = new Date()): string {
  const timestamp = secondsNow(now);
  return `${timestamp.toString(36)}-${hashFor(user, timestamp, secret)}`;
}

/** Checks a token against the user's current state and its age (`timeoutSeconds`). */
export function checkUserToken(
  user: TokenUser,
  token: string,
  secret: string,
  timeoutSeconds: number,
  now = new Date(),
): boolean {
  const match = /^([0-9a-z]{1,13})-([0-9a-f]+)$/.exec(token);
  if (!match) return false;
  const timestamp = Number.parseInt(match[1]!, 36);
  if (!Number.isSafeInteger(timestamp)) return false;
  const expected = Buffer.from(hashFor(user, timestamp, secret));
  const given = Buffer.from(match[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
  return secondsNow(now) - timestamp <= timeoutSeconds;
}

/** Django's `urlsafe_base64_encode(force_bytes(pk))`: base64url of the decimal id, without padding. */
export function encodeUid(id: number): string {
  return Buffer.from(String(id)).toString('base64url');
}

/** The user id inside a `uid`, or null when it is not one (djoser then answers "Invalid user id…"). */
export function decodeUid(uid: string): number | null {
  if (!/^[A-Za-z0-9_-]+$/.test(uid)) return null;
  const text = Buffer.from(uid, 'base64url').toString('utf8');
  if (!/^\d{1,10}$/.test(text) || Buffer.from(text).toString('base64url') !== uid) return null;
  const id = Number(text);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
