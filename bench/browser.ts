/**
 * Browser helpers of the bench: a new context holding a session, in-page timing of "an element is shown" or
 * "is gone", and a recorder of the requests a page makes to the API.
 *
 * Times are read with the page's own clock (`performance.now()`, milliseconds since the navigation started),
 * checking once per animation frame. Playwright's `locator.waitFor()` is not used for timing: it polls with a
 * back-off (0, 20, 50, 100, 100, 500 ms…), so a wait over ~300 ms would be rounded up by as much as 500 ms.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page, Request } from '@playwright/test';
import { storageKeys } from '@/lib/storage';
import { repeatedRequests } from './requests';

/** What a signed-in dashboard tab has in localStorage. */
export interface BrowserSession {
  access: string;
  refresh: string;
  activeHotel: number;
}

/**
 * A new browser context (empty cache, cookies and storage) whose pages of `baseURL` start signed in: the tokens
 * and the active hotel are put into localStorage by an init script, before the app's scripts run. `options` adds to
 * the context's (a phone's screen, bench/phone-start.ts).
 */
export async function newSessionContext(
  browser: Browser,
  baseURL: string,
  session: BrowserSession,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({ ...options, baseURL, locale: 'ru-RU' });
  await context.addInitScript(
    ({ origin, keys, values }) => {
      if (window.location.origin !== origin) return;
      window.localStorage.setItem(keys.access, values.access);
      window.localStorage.setItem(keys.refresh, values.refresh);
      window.localStorage.setItem(keys.activeHotel, String(values.activeHotel));
    },
    { origin: new URL(baseURL).origin, keys: storageKeys, values: session },
  );
  return context;
}

const WAIT_TIMEOUT_MS = 30_000;

/** When (ms since navigation start) the first element matching `selector` was rendered visibly. */
export async function shownAt(page: Page, selector: string): Promise<number> {
  const handle = await page.waitForFunction(
    (css) => {
      const element = document.querySelector(css);
      if (!element?.checkVisibility({ visibilityProperty: true })) return 0;
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 ? performance.now() : 0;
    },
    selector,
    { polling: 'raf', timeout: WAIT_TIMEOUT_MS },
  );
  return handle.jsonValue();
}

/** When (ms since navigation start) no element matched `selector` any more. */
export async function goneAt(page: Page, selector: string): Promise<number> {
  const handle = await page.waitForFunction((css) => (document.querySelector(css) ? 0 : performance.now()), selector, {
    polling: 'raf',
    timeout: WAIT_TIMEOUT_MS,
  });
  return handle.jsonValue();
}

type ClickWindow = Window & { benchClick?: Promise<number> };

/**
 * Notes the time of the page's next click (ms since navigation start, in the capture phase, before any handler
 * of the app); `clickedAt` reads it once the click happened.
 */
export async function armClickTimer(page: Page): Promise<{ clickedAt: () => Promise<number> }> {
  await page.evaluate(() => {
    (window as ClickWindow).benchClick = new Promise<number>((resolve) => {
      document.addEventListener('click', () => resolve(performance.now()), { capture: true, once: true });
    });
  });
  return {
    clickedAt: () =>
      page.evaluate(() => (window as ClickWindow).benchClick ?? Promise.reject(new Error('click timer not armed'))),
  };
}

/** One request to the API, in ms since the page's navigation started. */
export interface ApiRequest {
  method: string;
  /** Path and query, without the API's origin. */
  path: string;
  /** When the app asked for it (Resource Timing `startTime`: queueing and the CORS preflight included). */
  startMs: number;
  /** Resource Timing `responseEnd`; null when the request failed. */
  endMs: number | null;
  status: number | null;
  failure?: string;
}

export interface RequestLog {
  requests: ApiRequest[];
  /** Requests that repeat an earlier one (same method and URL): `GET /x` made three times counts 2. */
  repeated: { method: string; path: string; times: number }[];
  /** CORS preflights (OPTIONS) the browser sent before them; not in `requests`, their time is in each bar. */
  preflights: number;
  /** Websockets the page opened to the API (the live feed), token left out. */
  websockets: string[];
}

interface TimingEntry {
  url: string;
  startMs: number;
  endMs: number;
  status: number;
}

/**
 * Records every request `page` makes to `apiOrigin` from now on: which ones from Playwright's request events
 * (method, status, failure), their times from the page's Resource Timing entries (the same clock as `shownAt`;
 * Playwright's own request times come from another clock and drift by tens of ms), and the CORS preflights
 * from the DevTools protocol (neither of the others reports them). `collect()` waits for the recorded requests
 * to finish and returns them in start order.
 */
export async function recordApiRequests(
  page: Page,
  apiOrigin: string,
): Promise<{ collect: () => Promise<RequestLog> }> {
  const seen: { request: Request; done: Promise<string | undefined> }[] = [];
  const settled = new Map<Request, (failure?: string) => void>();
  const websockets: string[] = [];
  const wsOrigin = apiOrigin.replace(/^http/, 'ws');
  let preflights = 0;

  page.on('request', (request) => {
    if (!request.url().startsWith(apiOrigin)) return;
    seen.push({ request, done: new Promise((resolve) => settled.set(request, resolve)) });
  });
  page.on('requestfinished', (request) => settled.get(request)?.());
  page.on('requestfailed', (request) => settled.get(request)?.(request.failure()?.errorText ?? 'failed'));
  page.on('websocket', (socket) => {
    if (socket.url().startsWith(wsOrigin))
      websockets.push(
        socket
          .url()
          .slice(wsOrigin.length)
          .replace(/token=[^&]*/, 'token=…'),
      );
  });
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Network.enable');
  devtools.on('Network.requestWillBeSent', (event) => {
    if (event.request.method === 'OPTIONS' && event.request.url.startsWith(apiOrigin)) preflights += 1;
  });

  return {
    async collect() {
      const failures = await Promise.all(seen.map(({ done }) => done));
      const timings = await page.evaluate(
        (origin) =>
          (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter((entry) => entry.name.startsWith(origin))
            .map(
              (entry): TimingEntry => ({
                url: entry.name,
                startMs: entry.startTime,
                endMs: entry.responseEnd,
                status: entry.responseStatus,
              }),
            ),
        apiOrigin,
      );
      const navigationStart = await page.evaluate(() => performance.timeOrigin);
      const requests = seen.map(({ request }, index): ApiRequest => {
        const failure = failures[index];
        // A failed request may have no entry: then Playwright's (less exact) start time stands in.
        const timingIndex = failure === undefined ? timings.findIndex((entry) => entry.url === request.url()) : -1;
        const [timing] = timingIndex >= 0 ? timings.splice(timingIndex, 1) : [];
        return {
          method: request.method(),
          path: request.url().slice(apiOrigin.length),
          startMs: timing?.startMs ?? request.timing().startTime - navigationStart,
          endMs: timing?.endMs ?? null,
          status: timing?.status ?? null,
          ...(failure === undefined ? {} : { failure }),
        };
      });
      requests.sort((a, b) => a.startMs - b.startMs);
      await devtools.detach();
      return { requests, repeated: repeatedRequests(requests), preflights, websockets };
    },
  };
}

/** How many requests repeat an earlier one. */
export const repeatCount = (log: RequestLog): number => log.repeated.reduce((sum, item) => sum + item.times - 1, 0);
