/**
 * Calling two backends alike and comparing their answers by shape: the status, and the keys of the body (not the
 * texts of messages, which are the frameworks' and differ in wording and translation).
 *
 * - Error answers (4xx/5xx) must have exactly the same keys, at every level (`detail`, `code`, `messages[]` with
 *   `tokenClass`…, field names in camelCase): the dashboard reads them, and a renamed key is a silent bug.
 * - Success answers: every key the real backend sends must be in ours too (real ⊆ ours). Ours may send more: the
 *   dashboard reads tolerantly and ignores unknown keys (ARCHITECTURE rule 3), while a key the real one has and
 *   ours lacks is one the dashboard could come to rely on and never be tested with.
 * - `code` values (SimpleJWT's machine-readable reasons) must be equal: they are not prose.
 */

export interface Answer {
  status: number;
  /** Parsed JSON, the text when it is not JSON, null when empty. */
  body: unknown;
  headers: Headers;
}

export interface Call {
  method?: string;
  json?: unknown;
  /** A raw body (sent as application/json unless `headers` say otherwise), for malformed JSON. */
  raw?: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  headers?: Record<string, string>;
}

/** One request; never throws on an HTTP status. */
export async function call(
  baseUrl: string,
  path: string,
  { method = 'GET', json, raw, token, headers = {} }: Call = {},
): Promise<Answer> {
  const sent: Record<string, string> = {};
  if (json !== undefined || raw !== undefined) sent['Content-Type'] = 'application/json';
  if (token !== undefined) sent.Authorization = `Bearer ${token}`;
  Object.assign(sent, headers);
  const response = await fetch(baseUrl + path, {
    method,
    headers: sent,
    body: raw ?? (json === undefined ? undefined : JSON.stringify(json)),
  });
  const text = await response.text();
  let body: unknown = null;
  if (text !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  }
  return { status: response.status, body, headers: response.headers };
}

function kind(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The differences of shape between ours and the real answer's body, as readable lines (empty: the same contract).
 * `success` selects the real ⊆ ours rule for keys; otherwise keys must be equal.
 */
export function shapeDifferences(ours: unknown, real: unknown, success: boolean, at = 'body'): string[] {
  // A field that is null in one answer and a value in the other (lastLogin before/after a sign-in) is no drift.
  if (ours === null || real === null)
    return ours === real || success ? [] : [`${at}: ours is ${kind(ours)}, real is ${kind(real)}`];
  if (kind(ours) !== kind(real)) return [`${at}: ours is ${kind(ours)}, real is ${kind(real)}`];
  if (Array.isArray(ours) && Array.isArray(real)) {
    const ourItems = ours.filter(isObject);
    const realItems = real.filter(isObject);
    if (ourItems.length === 0 || realItems.length === 0) {
      // Lists of messages (field errors) or of scalars: the same kind of items is enough.
      const ourKinds = [...new Set(ours.map(kind))].sort().join();
      const realKinds = [...new Set(real.map(kind))].sort().join();
      return ours.length > 0 && real.length > 0 && ourKinds !== realKinds
        ? [`${at}[]: ours holds ${ourKinds}, real holds ${realKinds}`]
        : [];
    }
    // Objects in a list: the union of their keys, compared as one object.
    const merge = (items: Record<string, unknown>[]) => Object.assign({}, ...items) as Record<string, unknown>;
    return shapeDifferences(merge(ourItems), merge(realItems), success, `${at}[]`);
  }
  if (isObject(ours) && isObject(real)) {
    const problems: string[] = [];
    const ourKeys = new Set(Object.keys(ours));
    const realKeys = new Set(Object.keys(real));
    for (const key of realKeys) if (!ourKeys.has(key)) problems.push(`${at}.${key}: only the real backend sends it`);
    if (!success) for (const key of ourKeys) if (!realKeys.has(key)) problems.push(`${at}.${key}: only ours sends it`);
    for (const key of realKeys) {
      if (!ourKeys.has(key)) continue;
      if (key === 'code' && ours[key] !== real[key])
        problems.push(`${at}.code: ours ${JSON.stringify(ours[key])}, real ${JSON.stringify(real[key])}`);
      problems.push(...shapeDifferences(ours[key], real[key], success, `${at}.${key}`));
    }
    return problems;
  }
  return [];
}

/** The keys of an answer's body (of its first item for a list), sorted: for `expect(...).toEqual([...])`. */
export function keysOf(body: unknown): string[] {
  const value: unknown = Array.isArray(body) ? (body as unknown[])[0] : body;
  return isObject(value) ? Object.keys(value).sort() : [];
}
