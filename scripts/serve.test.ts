import { createHash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaticServer, startStaticServer } from './serve';
import {
  type EchoedRequest,
  FAKE_CHUNK,
  FAKE_INLINE_SCRIPTS,
  HTTP_CASES,
  makeFakeExport,
  NOT_PROXIED,
  PROXY_CASES,
  rawRequest,
  startFakeBackend,
} from './static-cases';

let root: string;
let server: StaticServer;

beforeAll(async () => {
  root = makeFakeExport();
  server = await startStaticServer({ root, port: 0 });
});

afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

describe('startStaticServer', () => {
  it.each(HTTP_CASES)('GET $path → $status', async ({ path, status, body, contentType, cache }) => {
    const res = await rawRequest(server.url + path);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(contentType);
    if (body !== undefined) expect(res.body.toString('utf8')).toContain(body);
    if (cache === 'immutable') expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    if (cache === 'no-cache') expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('never leaks a dotfile', async () => {
    const res = await rawRequest(`${server.url}/.build-stamp.json`);
    expect(res.body.toString('utf8')).not.toContain('secret');
  });

  it('never serves a source map, even one left in the export', async () => {
    for (const path of ['/_next/static/chunks/app-0abc123.js.map', '/sw.js.map']) {
      const res = await rawRequest(server.url + path);
      expect(res.status, path).toBe(404);
      expect(res.body.toString('utf8'), path).not.toContain('secret-source');
    }
  });

  it('gzips HTML, RSC payloads, scripts and CSS for clients that accept gzip', async () => {
    for (const path of ['/orders', '/activate/MQ/tok.txt', `/${FAKE_CHUNK}`, '/orders/42']) {
      const res = await rawRequest(server.url + path, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers['content-encoding'], path).toBe('gzip');
      expect(res.headers.vary, path).toMatch(/accept-encoding/i);
      expect(gunzipSync(res.body).length, path).toBeGreaterThan(res.body.length);
    }
  });

  it('prefers brotli when the client offers it', async () => {
    const res = await rawRequest(`${server.url}/orders`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString('utf8')).toContain('orders');
  });

  it('sends identity to clients that accept no encoding', async () => {
    const res = await rawRequest(`${server.url}/orders`);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.toString('utf8')).toContain('orders');
  });

  it('answers HEAD like GET without a body (the Next router probes a page with HEAD before prefetching)', async () => {
    const page = await rawRequest(`${server.url}/activate/MQ/tok`, { method: 'HEAD' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body.length).toBe(0);
    const deepLink = await rawRequest(`${server.url}/orders/42`, { method: 'HEAD' });
    expect(deepLink.status).toBe(200);
    const missing = await rawRequest(`${server.url}/gone.js`, { method: 'HEAD' });
    expect(missing.status).toBe(404);
  });

  it('revalidates with ETag', async () => {
    const first = await rawRequest(`${server.url}/orders`);
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const second = await rawRequest(`${server.url}/orders`, { headers: { 'if-none-match': String(etag) } });
    expect(second.status).toBe(304);
  });

  it('sends the security headers on pages, assets, the fallback and 404s, and no HSTS over plain http', async () => {
    for (const path of ['/', '/orders', `/${FAKE_CHUNK}`, '/orders/42', '/gone.js', '/.csp.json']) {
      const res = await rawRequest(server.url + path);
      expect(res.headers['content-security-policy'], path).toMatch(/^default-src 'self'; script-src 'self' /);
      expect(res.headers['x-content-type-options'], path).toBe('nosniff');
      expect(res.headers['referrer-policy'], path).toBe('same-origin');
      expect(res.headers['x-frame-options'], path).toBe('DENY');
      expect(res.headers['strict-transport-security'], path).toBeUndefined();
    }
  });

  it('allows exactly the inline scripts of the served export, by hash', async () => {
    const policy = String((await rawRequest(`${server.url}/`)).headers['content-security-policy']);
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    const expected = FAKE_INLINE_SCRIPTS.map(
      (body) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`,
    );
    expect(scriptSrc.slice(1).sort()).toEqual([...expected].sort());
    expect(scriptSrc[0]).toBe("'self'");
  });

  it('allows the configured API, its websocket and the Sentry ingest, and nothing else', async () => {
    const policy = String((await rawRequest(`${server.url}/`)).headers['content-security-policy']);
    const directive = (name: string) => new RegExp(`(?:^|; )${name} ([^;]*)`).exec(policy)?.[1];
    expect(directive('connect-src')).toBe(
      "'self' https://api.hotel.test wss://api.hotel.test https://o1.ingest.sentry.test",
    );
    expect(directive('img-src')).toBe("'self' data: blob: https://api.hotel.test");
    expect(directive('style-src')).toBe("'self' 'unsafe-inline'");
    for (const fixed of [
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "default-src 'self'",
    ]) {
      expect(policy).toContain(fixed);
    }
  });

  it('refuses other methods', async () => {
    const res = await rawRequest(`${server.url}/orders`, { method: 'POST' });
    expect(res.status).toBe(404);
  });
});

describe('startStaticServer with the same-origin API proxy (apiProxy)', () => {
  let backend: Awaited<ReturnType<typeof startFakeBackend>>;
  let proxied: StaticServer;

  beforeAll(async () => {
    backend = await startFakeBackend();
    proxied = await startStaticServer({ root, port: 0, apiProxy: backend.url });
  });

  afterAll(async () => {
    await proxied.close();
    await backend.close();
  });

  it.each(PROXY_CASES)(
    '$method $path reaches the backend as $backendUrl',
    async ({ method, path, body, backendUrl }) => {
      const res = await rawRequest(proxied.url + path, {
        method,
        body,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(200);
      expect(res.headers['x-backend']).toBe('fake');
      const echoed = JSON.parse(res.body.toString('utf8')) as EchoedRequest;
      expect(echoed).toMatchObject({ method, url: backendUrl, body: body ?? '', forwardedProto: 'http' });
      // On the dashboard's host: the media URLs the backend builds on it come back through this proxy.
      expect(echoed.host).toBe(new URL(proxied.url).host);
    },
  );

  it('serves the export, not the backend, for paths that only look like it', async () => {
    for (const path of NOT_PROXIED) {
      const res = await rawRequest(proxied.url + path);
      expect(res.headers['x-backend'], path).toBeUndefined();
      expect(res.body.toString('utf8'), path).toContain('fallback-404');
    }
  });

  it('proxies nothing without apiProxy', async () => {
    const res = await rawRequest(`${server.url}/api/auth/users/me/`);
    expect(res.headers['x-backend']).toBeUndefined();
  });

  it('answers 502 when the backend is down', async () => {
    const down = await startStaticServer({ root, port: 0, apiProxy: 'http://127.0.0.1:9' });
    try {
      const res = await rawRequest(`${down.url}/api/auth/users/me/`);
      expect(res.status).toBe(502);
    } finally {
      await down.close();
    }
  });
});
