/**
 * The desk with a full page of 999 orders (docs/decisions/191-first-paint-and-the-desk.md): the orders are asked for
 * first, alone, and the dictionaries only once they have arrived. The list's answer is the backend's own, its first
 * row repeated to 999 rows, so no other spec sees these orders. The long tasks while the list arrives are reported
 * as a figure (an annotation and a line of output), not asserted: they depend on the machine.
 */

import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { DICTIONARY_PATHS, ORDERS_PATH } from '@/lib/test/requests';
import { createOrder, demoUsers, expect, hotelApi, test } from './fixtures';

test.use({ activeHotel: 1 });

const LIST_SIZE = 999;

declare global {
  interface Window {
    longTasks?: { start: number; duration: number }[];
  }
}

/** Downloads the open tab's CSV and returns its rows, the header left out. */
async function downloadTab(page: Page): Promise<string[]> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Скачать CSV: заказы на открытой вкладке' }).click();
  const text = await readFile(await (await download).path(), 'utf8');
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(1, -1);
}

test('asks for 999 orders first and for the dictionaries once they have arrived', async ({ signedInPage: page }) => {
  await createOrder(await hotelApi(demoUsers.admin, 1), { comment: 'e2e: 999' });
  await page.addInitScript(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.longTasks!.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  let lists = 0;
  await page.route(
    (url) => url.pathname === ORDERS_PATH,
    async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { count: number; results: Record<string, unknown>[] };
      const [first] = body.results;
      // The desk's two lists (open and closed orders) each get rows of their own.
      const base = 900_000 + 1000 * lists++;
      const results = first ? Array.from({ length: LIST_SIZE }, (_, index) => ({ ...first, id: base + index })) : [];
      await route.fulfill({ response, json: { ...body, count: results.length, results } });
    },
  );

  const events: string[] = [];
  const pathOf = (url: string) => new URL(url).pathname;
  page.on('request', (request) => {
    if (request.method() !== 'OPTIONS') events.push(`start ${pathOf(request.url())}`);
  });
  page.on('requestfinished', (request) => {
    if (request.method() !== 'OPTIONS') events.push(`end ${pathOf(request.url())}`);
  });

  await page.goto('/orders?status=all');
  await expect(page.getByRole('article', { name: /^Заказ #90\d{4}:/ }).first()).toBeVisible();
  await expect.poll(() => events.filter((event) => event.startsWith('start /config/langs/')).length).toBe(1);

  // The figure: long tasks from the first orders answer on (the rows' arrival, validation and first render).
  const tasks = await page.evaluate(() => {
    const arrival = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/dashboard/service_orders/'))
      .map((entry) => (entry as PerformanceResourceTiming).responseEnd)
      .sort((a, b) => a - b)[0];
    return (window.longTasks ?? []).filter((task) => arrival === undefined || task.start + task.duration >= arrival);
  });
  const longest = Math.max(0, ...tasks.map((task) => task.duration));
  const figure = `${tasks.length} long tasks after the orders arrived, longest ${Math.round(longest)} ms`;
  test.info().annotations.push({ type: 'long tasks (999 orders)', description: figure });
  console.log(`[desk-999] ${figure}`);

  const ordersEnded = events.flatMap((event, index) => (event === `end ${ORDERS_PATH}` ? [index] : []));
  const firstDictionary = events.findIndex((event) => DICTIONARY_PATHS.some((path) => event === `start ${path}`));
  expect(ordersEnded.length).toBeGreaterThanOrEqual(2);
  expect(firstDictionary).toBeGreaterThan(ordersEnded[1]!);
  // The services (their response times, the filter's options) come once orders have answered: the open ones say
  // whether there is anything to judge late.
  expect(events.indexOf('start /dashboard/services/')).toBeGreaterThan(ordersEnded[0]!);

  // «Новые» holds the 999 copies of the open list's first row (the order made above): the CSV holds each of them.
  await page.getByRole('tab', { name: /^Новые/ }).click();
  const rows = await downloadTab(page);
  expect(rows).toHaveLength(LIST_SIZE);
  expect(new Set(rows.map((row) => row.split(';')[0])).size).toBe(LIST_SIZE);
});

test('a tab past one page: the desk shows the first 999 orders, its file holds all 1,200', async ({
  signedInPage: page,
}) => {
  await createOrder(await hotelApi(demoUsers.admin, 1), { comment: 'e2e: 1200' });
  const TOTAL = 1200;
  // The open list's answer is the backend's own, its first row repeated to 1,200 rows in pages of 999, each page
  // with DRF's `count` and `next` link.
  await page.route(
    (url) => url.pathname === ORDERS_PATH && url.searchParams.get('status__in') === 'new,in_progress',
    async (route) => {
      const url = new URL(route.request().url());
      const number = Number(url.searchParams.get('page') ?? '1');
      // The backend's own first page: it has no second one of its own.
      const first = new URL(url);
      first.searchParams.set('page', '1');
      const response = await route.fetch({ url: first.href });
      const body = (await response.json()) as { results: Record<string, unknown>[] };
      const [row] = body.results;
      const ids = Array.from({ length: TOTAL }, (_, index) => 800_000 + index).slice(
        (number - 1) * LIST_SIZE,
        number * LIST_SIZE,
      );
      url.searchParams.set('page', String(number + 1));
      await route.fulfill({
        response,
        json: {
          count: TOTAL,
          next: number * LIST_SIZE < TOTAL ? url.href : null,
          previous: null,
          results: row ? ids.map((id) => ({ ...row, id })) : [],
        },
      });
    },
  );

  await page.goto('/orders');
  await expect(page.getByRole('article', { name: /^Заказ #80\d{4}:/ }).first()).toBeVisible();
  await expect(page.getByText(/^Показаны \d+ последних заказов из \d+/)).toBeVisible();
  const ids = (await downloadTab(page)).map((row) => row.split(';')[0]);
  expect(new Set(ids).size).toBe(TOTAL);
  await expect(page.getByText(`Выгружено заказов: ${TOTAL}`)).toBeVisible();
});
