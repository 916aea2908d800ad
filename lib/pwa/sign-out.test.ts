import { describe, expect, it, vi } from 'vitest';
import { PRECACHE_NAME, STATIC_RUNTIME_CACHE, workerMessages } from './caches';
import { forgetSessionCaches } from './sign-out';

const PRECACHE = PRECACHE_NAME;

function fakeCaches(names: string[]) {
  const held = new Set(names);
  return {
    held,
    keys: () => Promise.resolve([...held]),
    delete: (name: string) => Promise.resolve(held.delete(name)),
  };
}

describe('forgetSessionCaches', () => {
  it('deletes the runtime caches, keeps the precache and tells the controlling worker', async () => {
    const storage = fakeCaches([PRECACHE, STATIC_RUNTIME_CACHE]);
    const worker = { postMessage: vi.fn() };
    await forgetSessionCaches(storage, worker);
    expect([...storage.held]).toEqual([PRECACHE]);
    expect(worker.postMessage).toHaveBeenCalledWith(workerMessages.signedOut);
  });

  it('clears the caches when no worker controls the page, and does nothing where there is no Cache Storage', async () => {
    const storage = fakeCaches([PRECACHE, STATIC_RUNTIME_CACHE]);
    await forgetSessionCaches(storage, null);
    expect([...storage.held]).toEqual([PRECACHE]);
    await expect(forgetSessionCaches(undefined, undefined)).resolves.toBeUndefined();
  });

  it('never throws when the Cache Storage refuses (a private mode, storage turned off)', async () => {
    const storage = { keys: () => Promise.reject(new Error('SecurityError')), delete: vi.fn() };
    await expect(forgetSessionCaches(storage, null)).resolves.toBeUndefined();
    expect(storage.delete).not.toHaveBeenCalled();
  });
});
