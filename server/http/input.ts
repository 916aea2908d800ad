/**
 * Guards on raw request input that every route shares (docs/decisions/194-server-limits.md): JSON
 * nesting is bounded before anything recurses into it, and a NUL character — which Postgres refuses in text and
 * jsonb — is DRF's 400 on its field instead of a database error. Every check here is one linear pass.
 */
import { HttpError, validationError } from './errors';

/**
 * The longest request target (path and query) answered: nginx's default header buffer (8 KiB), which a real
 * backend's front server refuses beyond with 414. Longer ones get DRF's shape of that 414, with the CORS headers,
 * so the dashboard can read and show it; Node reads request heads up to {@link MAX_HEADER_BYTES} for that.
 */
const MAX_URL_LENGTH = 8192;

/** How much of a request head (request line and headers) Node reads before answering 431 on its own. */
export const MAX_HEADER_BYTES = 64 * 1024;

/** Throws the 414 of an over-long request target (see {@link MAX_URL_LENGTH}). */
export function refuseLongUrl(url: string): void {
  if (url.length > MAX_URL_LENGTH) throw new HttpError(414, { detail: 'Request-URI Too Long.' });
}

/** The deepest JSON a request body may nest (objects and arrays); no form of the API needs more than a few. */
export const MAX_JSON_DEPTH = 64;

/** Django's ProhibitNullCharactersValidator, which DRF's CharField runs. */
export const NULL_CHARACTERS_MESSAGE = 'Null characters are not allowed.';

/**
 * Whether the JSON text nests deeper than `max` levels, read in one pass without parsing (brackets inside strings
 * do not count). Malformed text is left to JSON.parse to refuse.
 */
export function jsonNestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) {
      inString = true;
    } else if (code === 0x5b || code === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (code === 0x5d || code === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/** Whether a value holds a NUL character in any string or key, looked at without recursion. */
function holdsNulCharacter(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      for (const element of item) stack.push(element);
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, element] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push(element);
      }
    }
  }
  return false;
}

/**
 * Throws DRF's 400 naming each body field and query parameter that carries a NUL character (a body that is not
 * an object is named as a whole, under `nonFieldErrors`).
 */
export function refuseNulCharacters(body: unknown, query: unknown): void {
  const errors: Record<string, string[]> = {};
  if (typeof query === 'object' && query !== null) {
    for (const [name, value] of Object.entries(query)) {
      if (name.includes('\u0000') || holdsNulCharacter(value)) errors[name] = [NULL_CHARACTERS_MESSAGE];
    }
  }
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    for (const [name, value] of Object.entries(body)) {
      if (name.includes('\u0000') || holdsNulCharacter(value)) errors[name] = [NULL_CHARACTERS_MESSAGE];
    }
  } else if (holdsNulCharacter(body)) {
    errors.nonFieldErrors = [NULL_CHARACTERS_MESSAGE];
  }
  if (Object.keys(errors).length > 0) throw validationError(errors);
}
