import { afterEach, describe, expect, it, vi } from 'vitest';
import { DictionariesLoader } from '@/lib/dictionaries/DictionariesLoader';
import { SessionContext } from '@/lib/session';
import { render, waitFor } from '@/lib/test/render';
import { DICTIONARY_PATHS, ORDERS_PATH } from '@/lib/test/requests';
import { withTestServer } from '@/lib/test/server';
import { withSignedInSession } from '@/lib/test/session';
import { OrdersLiveProvider } from './components/OrdersLive';
import { OrdersPage } from './OrdersPage';

/*
 * What the desk asks the backend for, in which order (docs/decisions/191-first-paint-and-the-desk.md): its orders
 * first, on their own; the dictionaries and the services (their response times mark late orders, and they are the
 * filter's options) once the rows are there.
 */

vi.mock('@/lib/http/live', () => import('@/lib/test/live'));

withTestServer();
const session = withSignedInSession('admin@example.com', 1);
afterEach(() => vi.restoreAllMocks());

/** Every call's start and end, in the order they happened: `start /path`, `end /path`. */
function recordRequests(): string[] {
  const events: string[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    events.push(`start ${path}`);
    const response = await realFetch(request);
    events.push(`end ${path}`);
    return response;
  });
  return events;
}

/** Waits until the dictionaries have been asked for and no call is under way (none is cut by the test's end). */
async function allAnswered(events: string[]) {
  await waitFor(
    () => {
      expect(events).toContain('end /dashboard/categories/all/');
      const started = events.filter((event) => event.startsWith('start ')).length;
      expect(events.length - started).toBe(started);
    },
    { timeout: 10_000 },
  );
}

function renderDesk() {
  window.history.replaceState(null, '', '/orders');
  return render(
    <SessionContext value={session()}>
      <OrdersLiveProvider>
        <DictionariesLoader />
        <OrdersPage />
      </OrdersLiveProvider>
    </SessionContext>,
  );
}

describe('the desk’s requests', () => {
  it('asks for its orders first and for the dictionaries once they have arrived', async () => {
    const events = recordRequests();
    renderDesk();
    await allAnswered(events);

    const isDictionary = (event: string) => DICTIONARY_PATHS.some((path) => event.startsWith(`start ${path}`));
    const firstDictionary = events.findIndex(isDictionary);
    const orderStarts = events.flatMap((event, index) => (event === `start ${ORDERS_PATH}` ? [index] : []));
    const orderEnds = events.flatMap((event, index) => (event === `end ${ORDERS_PATH}` ? [index] : []));
    // Both lists of the desk (open and closed orders), before any dictionary is asked for.
    expect(orderStarts.length).toBeGreaterThanOrEqual(2);
    expect(events[0]).toBe(`start ${ORDERS_PATH}`);
    expect(orderEnds.slice(0, 2).every((index) => index < firstDictionary)).toBe(true);
    // The services (their response times, the filter's options) are not part of the desk's first load: asked for
    // once orders have answered (the open ones say whether there is anything to judge late).
    const services = events.indexOf('start /dashboard/services/');
    expect(services).toBeGreaterThan(orderEnds[0]!);
  });
});
