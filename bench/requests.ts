/**
 * Pure arithmetic over a page's recorded API requests: the ones made twice, and the longest chain of requests
 * that waited for each other (the round trips a screen pays for one after another).
 */

/** A request with its times on one clock; `endMs` null when it failed (then it ended at no known time). */
export interface TimedRequest {
  method: string;
  /** Path and query, without the API's origin. */
  path: string;
  startMs: number;
  endMs: number | null;
}

/** Requests that repeat an earlier one (same method and URL), each with how often it was made, in first-seen order. */
export function repeatedRequests(
  requests: readonly Pick<TimedRequest, 'method' | 'path'>[],
): { method: string; path: string; times: number }[] {
  const byUrl = new Map<string, { method: string; path: string; times: number }>();
  for (const { method, path } of requests) {
    const item = byUrl.get(`${method} ${path}`) ?? { method, path, times: 0 };
    item.times += 1;
    byUrl.set(`${method} ${path}`, item);
  }
  return [...byUrl.values()].filter((item) => item.times > 1);
}

/** How many requests repeat an earlier one: `GET /x` made three times counts 2. */
export function duplicateCount(requests: readonly Pick<TimedRequest, 'method' | 'path'>[]): number {
  return repeatedRequests(requests).reduce((sum, item) => sum + item.times - 1, 0);
}

/**
 * The longest chain of sequential requests ending in `requests[target]`, first request first: B follows A when B
 * started at or after A's end. A failed request (no end) follows others but nothing follows it. Its length is
 * the chain's depth: 1 for a request that waited for none.
 */
export function longestChain<T extends TimedRequest>(requests: readonly T[], target: number): T[] {
  const last = requests[target];
  if (!last) return [];
  // Longest chain ending in each request, computed in start order (a predecessor always starts earlier).
  const order = requests
    .map((_, index) => index)
    .sort(
      (a, b) =>
        requests[a]!.startMs - requests[b]!.startMs ||
        (requests[a]!.endMs ?? Infinity) - (requests[b]!.endMs ?? Infinity),
    );
  const best = new Map<number, number[]>();
  for (const index of order) {
    const request = requests[index]!;
    let longest: number[] = [];
    for (const [before, chain] of best) {
      const end = requests[before]!.endMs;
      if (before !== index && end !== null && end <= request.startMs && chain.length > longest.length) longest = chain;
    }
    best.set(index, [...longest, index]);
  }
  return (best.get(target) ?? [target]).map((index) => requests[index]!);
}

/**
 * The index of the request that brought what the screen showed at `shownMs`: of the requests `matches` picks
 * that had ended by then, the one that ended last; -1 when none had.
 */
export function lastEndedBefore<T extends TimedRequest>(
  requests: readonly T[],
  shownMs: number,
  matches: (request: T) => boolean,
): number {
  let found = -1;
  requests.forEach((request, index) => {
    if (!matches(request) || request.endMs === null || request.endMs > shownMs) return;
    if (found < 0 || request.endMs > requests[found]!.endMs!) found = index;
  });
  return found;
}
