import { ApiError } from './errors';

/*
 * Filters a backend refuses (docs/decisions/193-an-ordinary-drf-backend.md). An ordinary Django REST
 * framework backend declares its django-filter parameters with the exact lookup only: it answers 400 under the
 * parameter's name for a value that lookup cannot take (`{"status": ["Select a valid choice. new,in_progress is
 * not one of the available choices."]}`) and ignores every parameter it does not declare. A fetcher that applies
 * its filters again in the browser can do without them: the client asks again without the parameters a 400
 * names, and remembers them per path so that later calls do not pay the 400 again. Free of UI and of ky.
 */

type SearchValue = string | number | boolean | null | undefined;
type SearchParams = Record<string, SearchValue>;

/** `created_after`, `createdAfter`, `status_In` (the camel-case renderer's `status__in`) all fold alike. */
function folded(name: string): string {
  return name.replace(/_/g, '').toLowerCase();
}

/** The field a django-filter parameter filters on: `status` of `status__in`, `check_out` of `check_out__gt`. */
function fieldOf(name: string): string {
  return name.split('__')[0] ?? name;
}

/**
 * Whether a key of a 400 body names `param`: the same name in snake_case or camelCase, or the field of a `__`
 * lookup (`status` names `status__in`, and `status__in` names `status`: django-filter keys a lookup's error by its
 * filter's name, which a backend may spell either way).
 */
function names(key: string, param: string): boolean {
  if (folded(key) === folded(param)) return true;
  if (!key.includes('__') && !param.includes('__')) return false;
  if (key.includes('__') && param.includes('__')) return false;
  return folded(fieldOf(key)) === folded(fieldOf(param));
}

/**
 * The parameters among `candidates` a refusal names: `error` is a 400 whose body is an object and every key of it
 * (DRF's `detail`/`code` included) names one of them. Anything else — another status, a `detail`, a key naming
 * another parameter or a body field — is a refusal the fetcher cannot do without: null.
 */
export function refusedParams(error: unknown, candidates: readonly string[]): string[] | null {
  if (!(error instanceof ApiError) || error.kind !== 'http' || error.status !== 400) return null;
  const { data } = error;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const keys = Object.keys(data);
  if (keys.length === 0) return null;
  const refused = new Set<string>();
  for (const key of keys) {
    const named = candidates.filter((param) => names(key, param));
    if (named.length === 0) return null;
    for (const param of named) refused.add(param);
  }
  return [...refused];
}

/** Whether a search value is sent at all (transport.ts leaves out null and undefined). */
function isSent(value: SearchValue): boolean {
  return value !== undefined && value !== null;
}

/** The refusals a backend gave, per path; one per API address (client.ts keeps it beside its transport). */
interface RefusalMemory {
  /**
   * Runs `call` with `params` less the parameters the backend refused on `path` before. A 400 naming only
   * parameters of `dispensable` (the fetcher applies them again in the browser) is remembered and the call sent
   * again without them; any other failure is thrown as it came.
   */
  send<T>(
    path: string,
    params: SearchParams | undefined,
    dispensable: readonly string[],
    call: (params: SearchParams | undefined) => Promise<T>,
  ): Promise<T>;
}

/** A fresh memory: nothing refused yet. */
export function createRefusalMemory(): RefusalMemory {
  const refusedByPath = new Map<string, Set<string>>();

  const without = (params: SearchParams | undefined, refused: ReadonlySet<string> | undefined) => {
    if (!params || !refused || refused.size === 0) return params;
    return Object.fromEntries(Object.entries(params).filter(([key]) => !refused.has(key)));
  };

  return {
    async send(path, params, dispensable, call) {
      const key = path.split('?')[0] ?? path;
      // Each round drops at least one parameter, so this ends; the last round's failure is thrown.
      for (;;) {
        const sent = without(params, refusedByPath.get(key));
        try {
          return await call(sent);
        } catch (error) {
          const candidates = dispensable.filter((name) => sent !== undefined && isSent(sent[name]));
          const refused = refusedParams(error, candidates);
          if (refused === null || refused.length === 0) throw error;
          const known = refusedByPath.get(key) ?? new Set<string>();
          for (const name of refused) known.add(name);
          refusedByPath.set(key, known);
        }
      }
    },
  };
}
