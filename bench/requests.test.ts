import { describe, expect, it } from 'vitest';
import { duplicateCount, lastEndedBefore, longestChain, repeatedRequests, type TimedRequest } from './requests';

const req = (method: string, path: string, startMs: number, endMs: number | null): TimedRequest => ({
  method,
  path,
  startMs,
  endMs,
});

// Sign-in on the desk's deep link: token, then the session, then the orders beside the dictionaries.
const SIGN_IN: TimedRequest[] = [
  req('POST', '/auth/token/', 0, 610),
  req('GET', '/auth/users/me/', 620, 650),
  req('GET', '/service_orders/statuses/', 660, 700),
  req('GET', '/config/langs/', 661, 705),
  req('GET', '/dashboard/service_orders/?page=1&page_size=999', 662, 800),
  req('GET', '/dashboard/services/?page=1&page_size=999', 663, 720),
];

describe('longestChain', () => {
  it('follows token → session → orders, the dictionaries beside the orders adding no depth', () => {
    expect(longestChain(SIGN_IN, 4).map((r) => r.path)).toEqual([
      '/auth/token/',
      '/auth/users/me/',
      '/dashboard/service_orders/?page=1&page_size=999',
    ]);
  });

  it('counts a request waiting for a dictionary that waited for the session', () => {
    const requests = [...SIGN_IN, req('GET', '/dashboard/service_orders/?status=new', 720, 900)];
    expect(longestChain(requests, 6)).toHaveLength(4);
  });

  it('chains a request that starts exactly when another ends, not one that overlaps it', () => {
    expect(longestChain([req('GET', '/a', 0, 100), req('GET', '/b', 100, 150)], 1)).toHaveLength(2);
    expect(longestChain([req('GET', '/a', 0, 100), req('GET', '/b', 99, 150)], 1)).toHaveLength(1);
  });

  it('lets nothing follow a failed request (it has no end), in any order of the input', () => {
    const requests = [
      req('GET', '/c', 300, 400),
      req('GET', '/failed', 0, null),
      req('GET', '/a', 0, 100),
      req('GET', '/b', 150, 200),
    ];
    expect(longestChain(requests, 0).map((r) => r.path)).toEqual(['/a', '/b', '/c']);
    expect(longestChain(requests, 1).map((r) => r.path)).toEqual(['/failed']);
  });

  it('is empty for an index out of range', () => {
    expect(longestChain(SIGN_IN, 99)).toEqual([]);
  });
});

describe('lastEndedBefore', () => {
  const isList = (r: TimedRequest): boolean => r.path.startsWith('/dashboard/service_orders/?');

  it('picks the matching request that ended last before the time shown', () => {
    const requests = [
      ...SIGN_IN,
      req('GET', '/dashboard/service_orders/?status=new', 700, 780),
      req('GET', '/dashboard/service_orders/?late', 810, 900),
    ];
    expect(lastEndedBefore(requests, 820, isList)).toBe(4);
    expect(lastEndedBefore(requests, 790, isList)).toBe(6);
  });

  it('is -1 when none had ended (or all failed)', () => {
    expect(lastEndedBefore(SIGN_IN, 700, isList)).toBe(-1);
    expect(lastEndedBefore([req('GET', '/dashboard/service_orders/?x', 0, null)], 1000, isList)).toBe(-1);
  });
});

describe('repeatedRequests and duplicateCount', () => {
  it('counts every repeat of the same method and URL', () => {
    const requests = [
      req('GET', '/a', 0, 1),
      req('GET', '/a', 2, 3),
      req('GET', '/a', 4, 5),
      req('POST', '/a', 0, 1),
      req('GET', '/a?x=1', 0, 1),
      req('GET', '/b', 0, 1),
      req('GET', '/b', 0, 1),
    ];
    expect(repeatedRequests(requests)).toEqual([
      { method: 'GET', path: '/a', times: 3 },
      { method: 'GET', path: '/b', times: 2 },
    ]);
    expect(duplicateCount(requests)).toBe(3);
  });

  it('is 0 with every request made once', () => {
    expect(duplicateCount(SIGN_IN)).toBe(0);
  });
});
