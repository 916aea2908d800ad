import { describe, expect, it, vi } from 'vitest';
import * as ru from '@/lib/i18n/ru';
import { FakeContainer, FakeRegistration, FakeWorker } from '@/lib/test/fake-service-worker';
import { render, screen } from '@/lib/test/render';
import { AppUpdate, type AppUpdateDeps, whenToRegister } from './AppUpdate';
import { workerMessages } from './caches';

/** A page controlled by a worker, with `registration` as what registering `/sw.js` finds. */
function browser(registration: FakeRegistration): { deps: AppUpdateDeps; container: FakeContainer } {
  const container = new FakeContainer({});
  container.register.mockResolvedValue(registration as unknown as ServiceWorkerRegistration);
  return { deps: { container: container.asContainer(), whenLoaded: Promise.resolve(), reload: vi.fn() }, container };
}

describe('AppUpdate', () => {
  it('says nothing while the running version is the newest', async () => {
    const registration = new FakeRegistration();
    const { deps, container } = browser(registration);
    render(<AppUpdate deps={deps} />);
    await vi.waitFor(() => expect(container.register).toHaveBeenCalled());
    expect(screen.queryByText(ru.pwa.updateTitle)).not.toBeInTheDocument();
  });

  it('offers a new version once it is installed, and «Обновить» lets it in, then reloads', async () => {
    const registration = new FakeRegistration();
    const { deps, container } = browser(registration);
    const { user } = render(<AppUpdate deps={deps} />);
    await vi.waitFor(() => expect(container.register).toHaveBeenCalled());
    const worker = registration.found();
    registration.waiting = worker;
    worker.becomes('installed');

    expect(await screen.findByRole('alert')).toHaveTextContent(ru.pwa.updateTitle);
    expect(screen.getByText(ru.pwa.updateText)).toBeVisible();
    await user.click(screen.getByRole('button', { name: ru.pwa.update }));
    expect(worker.postMessage).toHaveBeenCalledWith(workerMessages.skipWaiting);
    expect(deps.reload).not.toHaveBeenCalled();
    container.changeController();
    expect(deps.reload).toHaveBeenCalledOnce();
  });

  it('can be closed, leaving the new version for the next load', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    const { deps } = browser(registration);
    const { user } = render(<AppUpdate deps={deps} />);
    await user.click(await screen.findByRole('button', { name: ru.common.close }));
    expect(screen.queryByText(ru.pwa.updateTitle)).not.toBeInTheDocument();
    expect(registration.waiting.postMessage).not.toHaveBeenCalled();
    expect(deps.reload).not.toHaveBeenCalled();
  });
});

describe('whenToRegister', () => {
  it('lets a page a worker controls register at once, and holds a first install 10 s past load', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestIdleCallback'] });
    try {
      const controlled = vi.fn();
      const first = vi.fn();
      void whenToRegister(new FakeContainer({}).asContainer()).then(controlled);
      void whenToRegister(new FakeContainer(null).asContainer()).then(first);
      await vi.advanceTimersByTimeAsync(0);
      expect(controlled).toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(9_000);
      expect(first).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(6_000);
      expect(first).toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
