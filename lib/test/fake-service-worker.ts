import { vi } from 'vitest';
import type { WorkerContainer, WorkerRegistration } from '@/lib/pwa/updates';

/**
 * Stand-ins for the browser's service-worker objects in the tests of lib/pwa/: real `EventTarget`s, so the code under
 * test adds and removes its listeners as it would in a browser, and the test fires the events a browser would.
 */
export class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly postMessage = vi.fn();

  /** The worker moves on (`installed`, `activated` …) and says so, as a browser's does. */
  becomes(state: ServiceWorkerState): void {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

export class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  readonly update = vi.fn(() => Promise.resolve());

  /** A new `sw.js` was found: it starts installing. */
  found(): FakeWorker {
    const worker = new FakeWorker();
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
    return worker;
  }

  asRegistration(): WorkerRegistration {
    return this as unknown as WorkerRegistration;
  }
}

export class FakeContainer extends EventTarget {
  readonly register = vi.fn<WorkerContainer['register']>();

  constructor(public controller: object | null) {
    super();
  }

  /** Another worker took over the page. */
  changeController(): void {
    this.controller = {};
    this.dispatchEvent(new Event('controllerchange'));
  }

  asContainer(): WorkerContainer {
    return this as unknown as WorkerContainer;
  }
}
