/**
 * One table of request → expected response, run against the Node static server (`serve.test.ts`) and
 * the nginx configuration (`nginx.test.ts`), over the fake export of `makeFakeExport()`. This is how the
 * two implementations of `static-rules.ts` are kept identical.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writeCspFiles } from './csp';

export const FAKE_CHUNK = '_next/static/chunks/app-0abc123.js';
const FAKE_CSS = '_next/static/chunks/app-0abc123.css';
/** Source maps left in an export by mistake: never served. */
const FAKE_MAPS = [`${FAKE_CHUNK}.map`, 'sw.js.map'];

/** The runtime configuration deployed in the fake export (its `config.js`). */
const FAKE_RUNTIME_CONFIG = {
  apiUrl: 'https://api.hotel.test/v1',
  sentryDsn: 'https://key@o1.ingest.sentry.test/2',
};

/** Inline scripts of the fake export's pages whose hashes its policy must carry (one of them non-ASCII). */
export const FAKE_INLINE_SCRIPTS = [
  'document.documentElement.dataset.scheme = "светлая";',
  ...['index', 'fallback-404', 'orders', 'activate-placeholder', 'reset-placeholder'].map(
    (marker) => `self.__page=${JSON.stringify(marker)}`,
  ),
];

/** Page markers: each fake file contains its own name, so a test sees which file was served. */
const FILES: Record<string, string> = {
  'index.html': page('index'),
  'index.txt': rsc('index'),
  '404.html': page('fallback-404'),
  'orders.html': page('orders'),
  'orders.txt': rsc('orders'),
  'orders/__next._tree.txt': rsc('orders-tree'),
  'activate/_/_.html': page('activate-placeholder'),
  'activate/_/_.txt': rsc('activate-placeholder'),
  'activate/_/_/__next._tree.txt': rsc('activate-tree'),
  'activate/_/_/__next.activate.$d$uid.$d$token.__PAGE__.txt': rsc('activate-page-segment'),
  'password-reset/_/_.html': page('reset-placeholder'),
  'password-reset/_/_.txt': rsc('reset-placeholder'),
  'password-reset/_/_/__next._full.txt': rsc('reset-full'),
  [FAKE_CHUNK]: `/* chunk */ ${'console.log("hashed chunk");\n'.repeat(200)}`,
  [FAKE_CSS]: `/* css */ ${'body { color: #3d3d3d; }\n'.repeat(200)}`,
  'favicon.ico': 'ICO',
  // The service worker and the web app manifest (docs/decisions/209-installable-app.md), at the export's root.
  'sw.js': `/* service worker */ ${'self.__SW_MANIFEST=[];\n'.repeat(100)}`,
  'manifest.webmanifest': JSON.stringify({ name: 'Панель отеля', display: 'standalone', start_url: '/' }),
  'icons/icon-192.png': 'PNG',
  'config.js': `// fake runtime configuration\nwindow.__DASHBOARD_CONFIG__ = ${JSON.stringify(FAKE_RUNTIME_CONFIG)};\n`,
  '.build-stamp.json': '{"secret":true}',
  ...Object.fromEntries(FAKE_MAPS.map((map) => [map, '{"version":3,"sources":["secret-source.ts"],"mappings":""}'])),
};

function page(marker: string): string {
  // Over the compression threshold (1 KiB), like every real page. Inline scripts like Next's: one the same on
  // every page, one per page; a `src` script and a JSON data block, which are not hashed.
  return (
    `<!DOCTYPE html><html lang="ru"><head><title>${marker}</title><script src="/config.js"></script>` +
    `<script id="_R_">${FAKE_INLINE_SCRIPTS[0]}</script></head><body>${marker}${'<div></div>'.repeat(200)}` +
    `<script type="application/json">{"data":"${marker}"}</script><script>self.__page=${JSON.stringify(marker)}</script></body></html>`
  );
}

function rsc(marker: string): string {
  return `0:["${marker}"]\n${'1:{"padding":true}\n'.repeat(100)}`;
}

/** Writes the fake export into a new temp directory and returns its path. */
export function makeFakeExport(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'fake-out-'));
  for (const [file, content] of Object.entries(FILES)) {
    const full = path.join(root, file);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
  // As a build does (scripts/build-if-stale.ts): the policy files nginx includes.
  writeCspFiles(root);
  return root;
}

export interface HttpCase {
  path: string;
  status: number;
  /** A string the body must contain (the served file's marker). */
  body?: string;
  contentType: RegExp;
  cache?: 'immutable' | 'no-cache';
}

const HTML = /^text\/html/;
const TEXT = /^text\/plain/;

export const HTTP_CASES: HttpCase[] = [
  { path: '/', status: 200, body: 'index', contentType: HTML, cache: 'no-cache' },
  { path: '/index.txt', status: 200, body: 'index', contentType: TEXT, cache: 'no-cache' },
  { path: '/orders', status: 200, body: 'orders', contentType: HTML, cache: 'no-cache' },
  { path: '/orders/', status: 200, body: 'orders', contentType: HTML, cache: 'no-cache' },
  { path: '/orders?page=2', status: 200, body: 'orders', contentType: HTML, cache: 'no-cache' },
  { path: '/orders.txt', status: 200, body: 'orders', contentType: TEXT, cache: 'no-cache' },
  { path: '/orders/__next._tree.txt', status: 200, body: 'orders-tree', contentType: TEXT, cache: 'no-cache' },
  {
    path: '/activate/MQ/c3k8p1-4f2e9a',
    status: 200,
    body: 'activate-placeholder',
    contentType: HTML,
    cache: 'no-cache',
  },
  {
    path: '/activate/MQ/c3k8p1-4f2e9a/',
    status: 200,
    body: 'activate-placeholder',
    contentType: HTML,
    cache: 'no-cache',
  },
  {
    path: '/activate/MQ/c3k8p1-4f2e9a.txt',
    status: 200,
    body: 'activate-placeholder',
    contentType: TEXT,
    cache: 'no-cache',
  },
  { path: '/activate/MQ/c3k8p1-4f2e9a/__next._tree.txt', status: 200, body: 'activate-tree', contentType: TEXT },
  {
    path: '/activate/MQ/c3k8p1-4f2e9a/__next.activate.$d$uid.$d$token.__PAGE__.txt',
    status: 200,
    body: 'activate-page-segment',
    contentType: TEXT,
  },
  { path: '/activate/MQ/c3k8p1-4f2e9a/__next.missing.txt', status: 404, body: 'fallback-404', contentType: HTML },
  {
    path: '/password-reset/Mg/c3k8p2-77aa01',
    status: 200,
    body: 'reset-placeholder',
    contentType: HTML,
    cache: 'no-cache',
  },
  { path: '/password-reset/Mg/c3k8p2-77aa01/', status: 200, body: 'reset-placeholder', contentType: HTML },
  { path: '/password-reset/Mg/c3k8p2-77aa01.txt', status: 200, body: 'reset-placeholder', contentType: TEXT },
  { path: '/password-reset/Mg/c3k8p2-77aa01/__next._full.txt', status: 200, body: 'reset-full', contentType: TEXT },
  { path: `/${FAKE_CHUNK}`, status: 200, body: 'hashed chunk', contentType: /javascript/, cache: 'immutable' },
  { path: `/${FAKE_CSS}`, status: 200, body: 'color', contentType: /^text\/css/, cache: 'immutable' },
  { path: '/favicon.ico', status: 200, body: 'ICO', contentType: /icon/ },
  // The runtime configuration: revalidated on every load, so a deployer's edit applies at once.
  { path: '/config.js', status: 200, body: '__DASHBOARD_CONFIG__', contentType: /javascript/, cache: 'no-cache' },
  // The service worker: revalidated on every check, so a deploy's worker is found at the next load; a script.
  { path: '/sw.js', status: 200, body: 'service worker', contentType: /javascript/, cache: 'no-cache' },
  // The web app manifest, with the type browsers expect of it (Debian's nginx mime.types lacks it).
  {
    path: '/manifest.webmanifest',
    status: 200,
    body: '"display":"standalone"',
    contentType: /^application\/manifest\+json/,
    cache: 'no-cache',
  },
  { path: '/icons/icon-192.png', status: 200, body: 'PNG', contentType: /^image\/png/, cache: 'no-cache' },
  // Deep links into the SPA: the app fallback, 200.
  { path: '/orders/42', status: 200, body: 'fallback-404', contentType: HTML, cache: 'no-cache' },
  { path: '/staff/7/edit/', status: 200, body: 'fallback-404', contentType: HTML, cache: 'no-cache' },
  { path: '/activate/only-uid', status: 200, body: 'fallback-404', contentType: HTML },
  // Missing assets: 404.
  { path: '/_next/static/chunks/missing.js', status: 404, body: 'fallback-404', contentType: HTML },
  { path: '/orders/42.txt', status: 404, body: 'fallback-404', contentType: HTML },
  { path: '/logo.png', status: 404, body: 'fallback-404', contentType: HTML },
  // Never served.
  { path: '/.build-stamp.json', status: 404, contentType: HTML },
  { path: '/.csp.json', status: 404, contentType: HTML },
  { path: '/.csp.nginx.conf', status: 404, contentType: HTML },
  // Source maps, even where the export still holds one: for Sentry only.
  ...FAKE_MAPS.map((map) => ({ path: `/${map}`, status: 404, body: 'fallback-404', contentType: HTML })),
];

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw HTTP request (fetch would decompress and hide Content-Encoding). */
export function rawRequest(
  url: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: init.method ?? 'GET', headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(init.body);
  });
}

/** What the fake backend of {@link startFakeBackend} received, as it answers it. */
export interface EchoedRequest {
  method: string;
  url: string;
  host: string;
  forwardedProto: string | null;
  forwardedPrefix: string | null;
  body: string;
}

/**
 * A stand-in for the backend behind the same-origin proxy (scripts/api-proxy.ts, deploy/nginx.conf's `/api/`):
 * answers every request with 200 and the JSON of what it received ({@link EchoedRequest}). Only the proxy's own
 * behaviour is tested with it; the real backend's answers are the e2e tests'.
 */
export async function startFakeBackend(): Promise<{ url: string; port: number; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const echoed: EchoedRequest = {
        method: req.method ?? '',
        url: req.url ?? '',
        host: req.headers.host ?? '',
        forwardedProto: (req.headers['x-forwarded-proto'] as string | undefined) ?? null,
        forwardedPrefix: (req.headers['x-forwarded-prefix'] as string | undefined) ?? null,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      res.writeHead(200, { 'content-type': 'application/json', 'x-backend': 'fake' });
      res.end(JSON.stringify(echoed));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** One request through the proxy and what the backend must have received. */
export interface ProxyCase {
  method: 'GET' | 'POST' | 'PATCH';
  path: string;
  body?: string;
  /** The URL the backend got. */
  backendUrl: string;
}

/** The same-origin proxy's table, run against `npm run serve` and nginx alike. */
export const PROXY_CASES: ProxyCase[] = [
  // The prefix goes, the backend's trailing slash and query string stay.
  { method: 'GET', path: '/api/auth/users/me/', backendUrl: '/auth/users/me/' },
  {
    method: 'GET',
    path: '/api/dashboard/service_orders/?page=2&status=new',
    backendUrl: '/dashboard/service_orders/?page=2&status=new',
  },
  { method: 'POST', path: '/api/auth/token/', body: '{"email":"a@b.c","password":"x"}', backendUrl: '/auth/token/' },
  { method: 'PATCH', path: '/api/dashboard/hotels/1/', body: '{"name":"Отель"}', backendUrl: '/dashboard/hotels/1/' },
  // Uploaded files: their URLs are built on the dashboard's host, so they are proxied as they are.
  { method: 'GET', path: '/media/3f2a.jpg', backendUrl: '/media/3f2a.jpg' },
];

/** Paths that look like the API's but are the export's: never proxied. */
export const NOT_PROXIED = ['/apis', '/api.txt', '/mediafile'];
