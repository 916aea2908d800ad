/**
 * Runs the real nginx with deploy/nginx.conf over the fake export and checks it answers the same table as
 * `npm run serve` (scripts/static-cases.ts) with the same security headers. nginx comes from scripts/ensure-nginx.ts, which `npm test` and
 * `.ci/run` call first; without it this test fails with a message saying so (it is never skipped).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_NGINX } from './csp';
import { startStaticServer } from './serve';
import {
  type EchoedRequest,
  HTTP_CASES,
  makeFakeExport,
  NOT_PROXIED,
  PROXY_CASES,
  rawRequest,
  startFakeBackend,
} from './static-cases';
import { SECURITY_HEADERS } from './static-rules';
import { findNginx, freePort } from './system-deps';

const CONF = path.resolve(import.meta.dirname, '..', 'deploy', 'nginx.conf');

let root: string;
let work: string;
let nginx: ChildProcess | undefined;
let baseUrl: string;
let errorLog = '';
let backend: Awaited<ReturnType<typeof startFakeBackend>> | undefined;

/** The directory of nginx's compiled-in nginx.conf, where Debian keeps mime.types. */
function nginxConfDir(binary: string): string {
  const version = spawnSync(binary, ['-V'], { encoding: 'utf8' });
  const confPath = /--conf-path=(\S+)/.exec(`${version.stdout}${version.stderr}`)?.[1] ?? '/etc/nginx/nginx.conf';
  return path.dirname(confPath);
}

/** deploy/nginx.conf inside a minimal main config, with `listen`, `root` and the CSP include pointed at the test's. */
function testConfig(binary: string, port: number, backendPort: number): string {
  const site = readFileSync(CONF, 'utf8');
  const listens = site.match(/^\s*listen\s+[^;]+;/gm) ?? [];
  const roots = site.match(/^\s*root\s+[^;]+;/gm) ?? [];
  const cspIncludes = site.match(/^\s*include\s+\S*\/\.csp\.nginx\.conf;/gm) ?? [];
  const upstreams = site.match(/upstream dashboard_api \{\s*server\s+[^;]+;/g) ?? [];
  // The test depends on these lines being there once each; a deploy file without them is broken anyway.
  expect(listens, 'deploy/nginx.conf has one `listen`').toHaveLength(1);
  expect(roots, 'deploy/nginx.conf has one `root`').toHaveLength(1);
  expect(cspIncludes, "deploy/nginx.conf includes the export's `.csp.nginx.conf` once").toHaveLength(1);
  expect(upstreams, 'deploy/nginx.conf has the `dashboard_api` upstream with one server first').toHaveLength(1);
  const adapted = site
    .replace(/^(\s*)listen\s+[^;]+;/m, `$1listen 127.0.0.1:${port};`)
    .replace(/^(\s*)root\s+[^;]+;/m, `$1root ${root};`)
    .replace(/^(\s*)include\s+\S*\/\.csp\.nginx\.conf;/m, `$1include ${path.join(root, CSP_NGINX)};`)
    .replace(/(upstream dashboard_api \{\s*server\s+)[^;]+;/, `$1127.0.0.1:${backendPort};`);
  const temp = (name: string): string => path.join(work, name);
  return `
daemon off;
worker_processes 1;
pid ${temp('nginx.pid')};
error_log ${temp('error.log')} warn;
events { worker_connections 64; }
http {
  include ${path.join(nginxConfDir(binary), 'mime.types')};
  default_type application/octet-stream;
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
${adapted}
}
`;
}

async function waitUntilUp(url: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${errorLog}`);
    try {
      await rawRequest(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  throw new Error(`nginx did not answer at ${url}:\n${errorLog}`);
}

beforeAll(async () => {
  const binary = findNginx();
  if (!binary) {
    throw new Error('nginx not found: run `npx tsx scripts/ensure-nginx.ts` (Debian, as root) or set NGINX_PATH.');
  }
  root = makeFakeExport();
  // nginx's workers run as an unprivileged user when the master is root: they must be able to read the export.
  chmodSync(root, 0o755);
  work = mkdtempSync(path.join(tmpdir(), 'nginx-test-'));
  mkdirSync(path.join(work, 'logs'));
  const port = await freePort();
  backend = await startFakeBackend();
  const confFile = path.join(work, 'nginx.conf');
  writeFileSync(confFile, testConfig(binary, port, backend.port));

  const check = spawnSync(binary, ['-t', '-q', '-p', work, '-c', confFile], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx -t rejected deploy/nginx.conf:\n${check.stderr}`);

  nginx = spawn(binary, ['-p', work, '-c', confFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  nginx.stderr?.on('data', (chunk: Buffer) => {
    errorLog += chunk.toString();
  });
  baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${baseUrl}/`, nginx);
});

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx?.once('exit', resolve));
    nginx.kill('SIGTERM');
    await exited;
  }
  await backend?.close();
  if (root) rmSync(root, { recursive: true, force: true });
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('deploy/nginx.conf', () => {
  it.each(HTTP_CASES)('GET $path → $status', async ({ path: urlPath, status, body, contentType, cache }) => {
    const res = await rawRequest(baseUrl + urlPath);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(contentType);
    if (body !== undefined) expect(res.body.toString('utf8')).toContain(body);
    if (cache === 'immutable') expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    if (cache === 'no-cache') expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('never leaks a dotfile', async () => {
    const res = await rawRequest(`${baseUrl}/.build-stamp.json`);
    expect(res.body.toString('utf8')).not.toContain('secret');
  });

  it('never serves a source map, even one left in the export', async () => {
    for (const path of ['/_next/static/chunks/app-0abc123.js.map', '/sw.js.map']) {
      const res = await rawRequest(baseUrl + path);
      expect(res.status, path).toBe(404);
      expect(res.body.toString('utf8'), path).not.toContain('secret-source');
    }
  });

  it('gzips HTML, RSC payloads, scripts and the SPA fallback', async () => {
    for (const urlPath of ['/orders', '/activate/MQ/tok.txt', '/_next/static/chunks/app-0abc123.js', '/orders/42']) {
      const res = await rawRequest(baseUrl + urlPath, { headers: { 'accept-encoding': 'gzip' } });
      expect(res.headers['content-encoding'], urlPath).toBe('gzip');
      expect(res.headers.vary, urlPath).toMatch(/accept-encoding/i);
      expect(gunzipSync(res.body).length, urlPath).toBeGreaterThan(res.body.length);
    }
  });

  it('sends the same security headers as `npm run serve`, on pages, assets and 404s', async () => {
    const server = await startStaticServer({ root, port: 0 });
    try {
      const names = ['content-security-policy', ...Object.keys(SECURITY_HEADERS), 'strict-transport-security'];
      for (const urlPath of ['/', '/orders/42', '/_next/static/chunks/app-0abc123.js', '/gone.js', '/.csp.json']) {
        const [fromNginx, fromNode] = await Promise.all([
          rawRequest(baseUrl + urlPath),
          rawRequest(server.url + urlPath),
        ]);
        const pick = (headers: Record<string, unknown>) =>
          Object.fromEntries(names.map((name) => [name, headers[name]]));
        expect(pick(fromNginx.headers), urlPath).toEqual(pick(fromNode.headers));
        expect(fromNginx.headers['content-security-policy'], urlPath).toMatch(/script-src 'self' 'sha256-/);
        // Plain http: no HSTS (the TLS example in deploy/nginx.conf adds it).
        expect(fromNginx.headers['strict-transport-security'], urlPath).toBeUndefined();
      }
    } finally {
      await server.close();
    }
  });

  it.each(PROXY_CASES)(
    '$method $path reaches the backend as $backendUrl',
    async ({ method, path, body, backendUrl }) => {
      const res = await rawRequest(baseUrl + path, {
        method,
        body,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(200);
      expect(res.headers['x-backend']).toBe('fake');
      const echoed = JSON.parse(res.body.toString('utf8')) as EchoedRequest;
      expect(echoed).toMatchObject({
        method,
        url: backendUrl,
        body: body ?? '',
        forwardedProto: 'http',
        forwardedPrefix: '/api',
      });
      expect(echoed.host).toBe(new URL(baseUrl).hostname);
      // The backend's own headers, not the static pages' (no CSP on JSON, no no-cache added).
      expect(res.headers['content-security-policy']).toBeUndefined();
    },
  );

  it('serves the export, not the backend, for paths that only look like the API', async () => {
    for (const urlPath of NOT_PROXIED) {
      const res = await rawRequest(baseUrl + urlPath);
      expect(res.headers['x-backend'], urlPath).toBeUndefined();
      expect(res.body.toString('utf8'), urlPath).toContain('fallback-404');
    }
  });

  it('answers HEAD for an account link with 200 (the Next router probes before prefetching)', async () => {
    const res = await rawRequest(`${baseUrl}/password-reset/Mg/tok`, { method: 'HEAD' });
    expect(res.status).toBe(200);
  });
});
