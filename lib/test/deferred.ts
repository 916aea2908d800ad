import { vi } from 'vitest';

/**
 * A module imported afresh, in a browser that is never idle: a deferred part's code (`lazyScreen(…, 'idle')`) is
 * then not in, and does not come on its own, whatever earlier imports or a slow start of the test loaded — only
 * what the test does to the stand-in loads it. Pair with `vi.unstubAllGlobals()` after each test.
 */
export async function importNeverIdle<T>(load: () => Promise<T>): Promise<T> {
  vi.stubGlobal('requestIdleCallback', () => 0);
  vi.resetModules();
  return load();
}
