import type { LiveOptions } from '@/lib/http/live';

/**
 * A stand-in for lib/http/live in tests: no socket. Every connection opens at once and is kept in
 * `liveConnections`, so a test feeds the frames and states itself (`connection.options.onMessage(...)`) and decides
 * when a live event arrives instead of racing one. Use it as `vi.mock('@/lib/http/live', () => import('@/lib/test/live'))`
 * and empty `liveConnections` before each test.
 */

/** A connection a screen or fetcher opened: what it listens with, and whether it has closed it since. */
export interface FakeLiveConnection {
  options: LiveOptions;
  closed: boolean;
}

/** Every connection opened in this file, oldest first. */
export const liveConnections: FakeLiveConnection[] = [];

/** lib/http/live's `connectLive`: opens at once (state `open`), recorded in `liveConnections`. */
export function connectLive(options: LiveOptions): { close(): void } {
  const connection: FakeLiveConnection = { options, closed: false };
  liveConnections.push(connection);
  options.onState('open');
  return {
    close: () => {
      connection.closed = true;
    },
  };
}

/** The newest connection still open: the one a screen listens on. */
export function openLiveConnection(): FakeLiveConnection {
  const connection = liveConnections.findLast((candidate) => !candidate.closed);
  if (!connection) throw new Error('Nothing has subscribed to live events.');
  return connection;
}
