import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeContainer, FakeRegistration, FakeWorker } from '@/lib/test/fake-service-worker';
import { workerMessages } from './caches';
import { applyUpdate, registerServiceWorker, UPDATE_CHECK_INTERVAL_MS, watchForUpdates } from './updates';

class FakeDocument extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';

  turns(state: DocumentVisibilityState): void {
    this.visibilityState = state;
    this.dispatchEvent(new Event('visibilitychange'));
  }
}

const cleanups: (() => void)[] = [];

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.useRealTimers();
});

function watch(registration: FakeRegistration, container: FakeContainer, doc = new FakeDocument()) {
  const onUpdate = vi.fn();
  cleanups.push(watchForUpdates(registration.asRegistration(), container.asContainer(), onUpdate, { doc }));
  return { onUpdate, doc };
}

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole app, bypassing the HTTP cache, once the page has loaded', async () => {
    const container = new FakeContainer(null);
    const registration = new FakeRegistration();
    container.register.mockResolvedValue(registration as unknown as ServiceWorkerRegistration);
    let loaded = () => {};
    const registering = registerServiceWorker(container.asContainer(), new Promise((resolve) => (loaded = resolve)));
    await Promise.resolve();
    expect(container.register).not.toHaveBeenCalled();
    loaded();
    await expect(registering).resolves.toBe(registration);
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' });
  });

  it('has no registration without service workers, on a refusal, or when registering is stubbed out', async () => {
    const loaded = Promise.resolve();
    await expect(registerServiceWorker(undefined, loaded)).resolves.toBeNull();
    const refusing = new FakeContainer(null);
    refusing.register.mockRejectedValue(new DOMException('denied', 'SecurityError'));
    await expect(registerServiceWorker(refusing.asContainer(), loaded)).resolves.toBeNull();
    // Playwright's `serviceWorkers: 'block'` replaces register() with one that resolves to nothing.
    const blocked = new FakeContainer(null);
    blocked.register.mockResolvedValue(undefined as unknown as ServiceWorkerRegistration);
    await expect(registerServiceWorker(blocked.asContainer(), loaded)).resolves.toBeNull();
  });
});

describe('watchForUpdates', () => {
  it('offers the update at once when a new worker already waits behind the running one', () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    const { onUpdate } = watch(registration, new FakeContainer({}));
    expect(onUpdate).toHaveBeenCalledOnce();
  });

  it('offers the update when a new worker finishes installing behind the running one', () => {
    const registration = new FakeRegistration();
    const { onUpdate } = watch(registration, new FakeContainer({}));
    const worker = registration.found();
    expect(onUpdate).not.toHaveBeenCalled();
    worker.becomes('installed');
    expect(onUpdate).toHaveBeenCalledOnce();
  });

  it('offers nothing when the first worker installs: no older version was running', () => {
    const registration = new FakeRegistration();
    const container = new FakeContainer(null);
    const { onUpdate } = watch(registration, container);
    registration.found().becomes('installed');
    expect(onUpdate).not.toHaveBeenCalled();
  });

  it("offers the reload when another tab's update took this page over", () => {
    const container = new FakeContainer({});
    const { onUpdate } = watch(new FakeRegistration(), container);
    container.changeController();
    expect(onUpdate).toHaveBeenCalledOnce();
  });

  it('asks for a new worker when the tab comes back into view, not when it is hidden', () => {
    const registration = new FakeRegistration();
    const { doc } = watch(registration, new FakeContainer({}));
    doc.turns('hidden');
    expect(registration.update).not.toHaveBeenCalled();
    doc.turns('visible');
    expect(registration.update).toHaveBeenCalledOnce();
  });

  it('asks again every half hour while the tab stays open, and survives a failed check', () => {
    vi.useFakeTimers();
    const registration = new FakeRegistration();
    registration.update.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    watch(registration, new FakeContainer({}));
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(registration.update).toHaveBeenCalledTimes(2);
  });

  it('stops listening and checking once cleaned up', () => {
    vi.useFakeTimers();
    const registration = new FakeRegistration();
    const container = new FakeContainer({});
    const { onUpdate, doc } = watch(registration, container);
    for (const cleanup of cleanups.splice(0)) cleanup();
    registration.found().becomes('installed');
    container.changeController();
    doc.turns('visible');
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(onUpdate).not.toHaveBeenCalled();
    expect(registration.update).not.toHaveBeenCalled();
  });
});

describe('applyUpdate', () => {
  it('lets the waiting worker take over and reloads only once it controls the page', () => {
    const registration = new FakeRegistration();
    const waiting = new FakeWorker();
    registration.waiting = waiting;
    const container = new FakeContainer({});
    const reload = vi.fn();
    applyUpdate(registration.asRegistration(), container.asContainer(), reload);
    expect(waiting.postMessage).toHaveBeenCalledWith(workerMessages.skipWaiting);
    expect(reload).not.toHaveBeenCalled();
    container.changeController();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('just reloads when no worker waits any more (another tab let it in)', () => {
    const reload = vi.fn();
    applyUpdate(new FakeRegistration().asRegistration(), new FakeContainer({}).asContainer(), reload);
    expect(reload).toHaveBeenCalledOnce();
  });
});
