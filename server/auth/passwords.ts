/**
 * Password hashing with scrypt (node:crypto, no native add-on). OWASP's parameters: N=2^17, r=8, p=1, a 64-byte
 * key and a 16-byte random salt. Hashes are stored as `scrypt$N$r$p$salt$hash` (base64) so that verification
 * reads the parameters back from the hash: raising the cost later never breaks existing accounts.
 */
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
const R = 8;
const P = 1;

function scryptAsync(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** scrypt needs 128·N·r bytes; node's default cap (32 MiB) is below OWASP's 128 MiB, so raise it to just enough. */
function maxmem(n: number, r: number, p: number): number {
  return 128 * n * r + 128 * r * p + 1024 * 1024;
}

/**
 * Hashes a password with N = 2^cost (config `PASSWORD_HASH_COST`). Asynchronous on purpose: scrypt runs on
 * libuv's thread pool, so several hashes (the seed) run in parallel and requests keep being served meanwhile.
 */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const n = 2 ** cost;
  const salt = randomBytes(SALT_LENGTH);
  const key = await scryptAsync(password, salt, KEY_LENGTH, { N: n, r: R, p: P, maxmem: maxmem(n, R, P) });
  return ['scrypt', n, R, P, salt.toString('base64'), key.toString('base64')].join('$');
}

/**
 * Checks a password against a stored hash in constant time. Anything that is not a well-formed scrypt hash
 * (an unusable password, a damaged row) simply does not match.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![n, r, p].every((value) => Number.isInteger(value) && value > 0) || n > 2 ** 22) return false;
  const salt = Buffer.from(parts[4]!, 'base64');
  const expected = Buffer.from(parts[5]!, 'base64');
  if (expected.length === 0) return false;
  const actual = await scryptAsync(password, salt, expected.length, { N: n, r, p, maxmem: maxmem(n, r, p) });
  return timingSafeEqual(actual, expected);
}

/** Reads the scrypt parameters of a stored hash (null if it is not one), e.g. to assert the OWASP cost. */
export function hashParameters(
  stored: string,
): { n: number; r: number; p: number; saltBytes: number; keyBytes: number } | null {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  return {
    n: Number(parts[1]),
    r: Number(parts[2]),
    p: Number(parts[3]),
    saltBytes: Buffer.from(parts[4]!, 'base64').length,
    keyBytes: Buffer.from(parts[5]!, 'base64').length,
  };
}
