/**
 * JSON Web Tokens as SimpleJWT issues them (HS256, claims `token_type`, `exp`, `iat`, `jti`, `user_id`), so the
 * dashboard sees the same tokens as from the Django backend: an access token (5 minutes by default) and a refresh
 * token (1 day). Refresh does not rotate the refresh token (SimpleJWT's default).
 */
import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { ServerConfig } from '../config';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  token_type: TokenType;
  exp: number;
  iat: number;
  jti: string;
  user_id: number;
}

const keys = new Map<string, Uint8Array>();

function keyOf(secret: string): Uint8Array {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
}

const issuedListeners = new Set<(claims: TokenClaims) => void>();

/** Calls `listener` with the claims of every token signed from now on (the development fault switches use it). */
export function onTokenIssued(listener: (claims: TokenClaims) => void): () => void {
  issuedListeners.add(listener);
  return () => {
    issuedListeners.delete(listener);
  };
}

/** Signs one token of the given type for a user; `now` (seconds) lets tests mint tokens in the past. */
export async function issueToken(
  type: TokenType,
  userId: number,
  config: Pick<ServerConfig, 'secretKey' | 'accessTokenLifetime' | 'refreshTokenLifetime'>,
  now = Math.floor(Date.now() / 1000),
): Promise<string> {
  const lifetime = type === 'access' ? config.accessTokenLifetime : config.refreshTokenLifetime;
  const claims: TokenClaims = {
    token_type: type,
    exp: now + lifetime,
    iat: now,
    jti: randomUUID().replaceAll('-', ''),
    user_id: userId,
  };
  for (const listener of issuedListeners) listener(claims);
  return new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(keyOf(config.secretKey));
}

/**
 * Verifies signature, expiry and type. Returns null for anything unusable (malformed, tampered, expired, wrong
 * type): callers answer every such case with the same SimpleJWT error, as the real backend does.
 */
export async function verifyToken(
  token: string,
  type: TokenType,
  config: Pick<ServerConfig, 'secretKey'>,
): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, keyOf(config.secretKey), { algorithms: ['HS256'] });
    if (payload.token_type !== type || typeof payload.exp !== 'number') return null;
    const userId = payload.user_id;
    if (typeof userId !== 'number' || !Number.isInteger(userId)) return null;
    return payload as unknown as TokenClaims;
  } catch {
    return null;
  }
}
