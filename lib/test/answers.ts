import './happy-dom-fetch';
import { type MockInstance, onTestFinished, vi } from 'vitest';

/**
 * Watching and bending the test backend's answers from the client's side, for the tests of the tolerant readers:
 * the backend double stays real (ARCHITECTURE.md: nobody hand-writes canned responses), and one answer at a time
 * loses what a reader cannot work without.
 */

/** The environment's fetch, taken before any test spies on it: the spies below pass calls on to it. */
const realFetch = globalThis.fetch;

type Json = Record<string, unknown>;

/** Query parameters the backend ignores, per path (`ignoreFilters`); every helper below sends through `forward`. */
const ignoredFilters = new Set<string>();

/** What a backend that declares no filters still reads: the page and the ordering (DRF's own). */
const KEPT_PARAMS = ['page', 'page_size', 'ordering'];

function requestOf(input: RequestInfo | URL, init?: RequestInit): Request {
  return input instanceof Request ? input : new Request(input, init);
}

/** The call as the backend sees it: a GET of a path in `ignoredFilters` loses its filter parameters. */
function forward(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (request.method !== 'GET' || !ignoredFilters.has(url.pathname)) return realFetch(request);
  for (const key of [...url.searchParams.keys()]) if (!KEPT_PARAMS.includes(key)) url.searchParams.delete(key);
  return realFetch(new Request(url, request));
}

/**
 * The backend ignores every filter of `paths` (exact pathnames), as an ordinary Django REST framework backend
 * ignores the query parameters it does not declare: their GETs reach it with the page and the ordering only, and
 * the real answer comes back. Combines with the other helpers here, called before or after them; undone when the
 * test ends.
 */
export function ignoreFilters(...paths: string[]): void {
  for (const path of paths) ignoredFilters.add(path);
  if (!vi.isMockFunction(globalThis.fetch)) {
    vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => forward(requestOf(input, init)));
  }
  onTestFinished(() => {
    for (const path of paths) ignoredFilters.delete(path);
  });
}

/**
 * Passes every call through to the backend, but answers `path` (the exact pathname, without the query) with its
 * real body changed by `cut`. A second call replaces the first cut; `vi.restoreAllMocks()` undoes it. The reader
 * reports the malformed answer (lib/sentry logs it with console.error in tests): that expected report is silenced.
 */
export function cutAnswer<Body>(path: string, cut: (body: Body) => unknown): void {
  cutAnswers({ [path]: cut as (body: unknown) => unknown });
}

/** {@link cutAnswer} of several paths at once, each with its own cut. */
export function cutAnswers(cuts: Record<string, (body: unknown) => unknown>): void {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = requestOf(input, init);
    const response = await forward(request);
    const cut = cuts[new URL(request.url).pathname];
    if (!cut) return response;
    const body = cut(await response.json());
    return new Response(JSON.stringify(body), {
      status: response.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
}

/** A cut: the object without `keys`. */
export function without(...keys: string[]): (body: unknown) => Json {
  return (body) => Object.fromEntries(Object.entries(body as Json).filter(([key]) => !keys.includes(key)));
}

/** A cut of a paged answer: every one of its `results` changed by `cut`. */
export function eachResult(cut: (item: unknown) => unknown): (body: unknown) => Json {
  return (body) => ({ ...(body as Json), results: ((body as Json).results as unknown[]).map(cut) });
}

/** A cut of a paged answer: its first result changed by `cut`, the others left alone. */
export function firstResult(cut: (item: unknown) => unknown): (body: unknown) => Json {
  return (body) => {
    const [first, ...rest] = (body as Json).results as unknown[];
    return { ...(body as Json), results: [cut(first), ...rest] };
  };
}

/** A cut of a plain list: every item changed by `cut`. */
export function eachItem(cut: (item: unknown) => unknown): (body: unknown) => unknown[] {
  return (body) => (body as unknown[]).map(cut);
}

/**
 * Records the JSON bodies of the calls made with `method` (e.g. `PATCH`), in order, and passes the calls on: what
 * a screen sent back, e.g. only the changed fields. Undone by `vi.restoreAllMocks()`.
 */
export function sentBodies(method: string): unknown[] {
  const sent: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = requestOf(input, init);
    if (request.method === method) sent.push(JSON.parse(await request.clone().text()) as unknown);
    return forward(request);
  });
  return sent;
}

/**
 * Holds back the answers to `paths` (exact pathnames) until `release()`, passing every other call through: the
 * screen while some of its calls are still on their way. Released and undone when the test has ended, pass or
 * fail; a test whose `afterEach` waits for the calls to settle releases them itself first.
 */
export function holdAnswer(...paths: string[]): { release: () => void } {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = requestOf(input, init);
    if (paths.includes(new URL(request.url).pathname)) await held;
    return forward(request);
  });
  onTestFinished(() => {
    release();
    spy.mockRestore();
  });
  return { release };
}

/**
 * Every GET of `path` as the client sent it, with the status it got, in the order they were answered. Call it
 * after the helpers that bend the answers (lib/test/answers.ts): it wraps what they installed.
 */
export function recordGets(path: string): { query: URLSearchParams; status: number }[] {
  const calls: { query: URLSearchParams; status: number }[] = [];
  const fetchSpy = globalThis.fetch as unknown as MockInstance<typeof fetch>;
  const previous = vi.isMockFunction(fetchSpy) ? fetchSpy.getMockImplementation() : undefined;
  const send = previous ?? globalThis.fetch.bind(globalThis);
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const response = await send(request);
    if (request.method === 'GET' && url.pathname === path)
      calls.push({ query: url.searchParams, status: response.status });
    return response;
  });
  return calls;
}

/**
 * The pathnames of the calls sent with `method` to a path `matching`, in the order they were sent, each passed on
 * to what is installed (the helpers above: a held or cut answer still applies; call this after them): how many
 * requests a double click sent. Undone when the test has ended.
 */
export function sentCalls(method: string, matching: RegExp): string[] {
  const sent: string[] = [];
  const fetchSpy = globalThis.fetch as unknown as MockInstance<typeof fetch>;
  const send = (vi.isMockFunction(fetchSpy) ? fetchSpy.getMockImplementation() : undefined) ?? forward;
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const request = requestOf(input, init);
    const { pathname } = new URL(request.url);
    if (request.method === method && matching.test(pathname)) sent.push(pathname);
    return send(request);
  });
  onTestFinished(() => spy.mockRestore());
  return sent;
}
