import path from 'node:path';
import { chromium } from '@playwright/test';
import { PROJECT_ROOT } from '../scripts/build-if-stale';
import { shutdown, startChild, waitForHttp, onShutdown } from '../scripts/processes';
import { startStaticServer } from '../scripts/serve';
import { findChromium } from '../scripts/system-deps';
import { newSessionContext, recordApiRequests, shownAt } from './browser';
import { StaffApi } from './staff-api';

const backend = startChild('api', 'tsx', ['scripts/fresh-backend.ts'], { ...process.env, PORT: '8200', HOST: '127.0.0.1', DATABASE_URL: 'memory://', DASHBOARD_URL: 'http://127.0.0.1:3200', AUTH_RATE_LIMIT: '10000', LOG_LEVEL: 'warn' });
const web = await startStaticServer({ root: path.join(PROJECT_ROOT, 'out-bench'), port: 3200 });
onShutdown(() => web.close());
await waitForHttp('http://127.0.0.1:8200/auth/users/me/', backend.child);
const browser = await chromium.launch({ executablePath: findChromium()!, args: ['--no-sandbox', '--disable-gpu'] });
onShutdown(() => browser.close());
const api = await StaffApi.signIn('http://127.0.0.1:8200', { email: 'admin@example.com', password: 'demo12345' }, 1);
for (const url of ['/orders?status=all', '/orders?status=all']) {
  const t = await api.freshTokens();
  const ctx = await newSessionContext(browser, 'http://127.0.0.1:3200', { ...t, activeHotel: 1 });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Network.enable');
  const cdpReqs: string[] = [];
  cdp.on('Network.requestWillBeSent', (e) => { if (e.request.url.includes(':8200')) cdpReqs.push(`${e.type} ${e.request.method} ${e.request.url.slice(21)}`); });
  const rec = recordApiRequests(page, 'http://127.0.0.1:8200');
  await page.goto(url, { waitUntil: 'commit' });
  const first = await shownAt(page, '[role="feed"] article[aria-label^="Заказ #"]');
  await page.waitForLoadState('networkidle');
  const log = await rec.collect();
  const rt = await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes(':8200')).map((e) => ({ n: e.name.slice(21), s: e.startTime, e: (e as PerformanceResourceTiming).responseEnd })));
  console.log('first', first);
  for (const r of log.requests) { const m = rt.find((x) => x.n === r.path); console.log(r.startMs.toFixed(0), r.endMs?.toFixed(0), '| RT', m?.s.toFixed(0), m?.e.toFixed(0), r.path); }
  console.log(cdpReqs.join('\n'));
  await ctx.close();
}
await shutdown(0);
