import { describe, expect, it } from 'vitest';
import { CACHE_CONTROL, resolveStaticPath, type StaticResolution } from './static-rules';

const files = new Set([
  'index.html',
  'index.txt',
  '404.html',
  'orders.html',
  'orders.txt',
  'orders/__next._tree.txt',
  'docs/index.html',
  'activate/_/_.html',
  'activate/_/_.txt',
  'activate/_/_/__next._tree.txt',
  'activate/_/_/__next.activate.$d$uid.$d$token.__PAGE__.txt',
  'password-reset/_/_.html',
  'password-reset/_/_.txt',
  'password-reset/_/_/__next._full.txt',
  '_next/static/chunks/0abc.js',
  '_next/static/media/ubuntu-cyrillic-400.woff2',
  'favicon.ico',
  'config.js',
  'sw.js',
  'manifest.webmanifest',
  '.build-stamp.json',
  '.csp.json',
  '.csp.nginx.conf',
]);
const exists = (file: string): boolean => files.has(file);
const resolve = (urlPath: string): StaticResolution => resolveStaticPath(urlPath, exists);

const page = (file: string): StaticResolution => ({ file, status: 200, cache: 'revalidate' });
const spaFallback: StaticResolution = { file: '404.html', status: 200, cache: 'revalidate' };
const missing: StaticResolution = { file: '404.html', status: 404, cache: 'revalidate' };

describe('resolveStaticPath', () => {
  it('serves the runtime configuration /config.js revalidated on every load, never cached for long', () => {
    expect(resolve('/config.js')).toEqual(page('config.js'));
    expect(CACHE_CONTROL[resolve('/config.js').cache]).toBe('no-cache');
  });

  it('serves the service worker and the web app manifest from the root, revalidated on every load', () => {
    expect(resolve('/sw.js')).toEqual(page('sw.js'));
    expect(resolve('/manifest.webmanifest')).toEqual(page('manifest.webmanifest'));
    expect(CACHE_CONTROL[resolve('/sw.js').cache]).toBe('no-cache');
  });

  it('never serves the policy files a build writes into the export', () => {
    expect(resolve('/.csp.json')).toEqual(missing);
    expect(resolve('/.csp.nginx.conf')).toEqual(missing);
  });

  it.each([
    ['/', 'index.html'],
    ['/index.txt', 'index.txt'],
    ['/orders', 'orders.html'],
    ['/orders/', 'orders.html'],
    ['/orders?status=new#top', 'orders.html'],
    ['/orders.txt', 'orders.txt'],
    ['/orders/__next._tree.txt', 'orders/__next._tree.txt'],
    ['/docs', 'docs/index.html'],
    ['/docs/', 'docs/index.html'],
    ['/favicon.ico', 'favicon.ico'],
  ])('serves the exported file of %s', (urlPath, file) => {
    expect(resolve(urlPath)).toEqual(page(file));
  });

  it.each([
    ['/activate/MQ/c3k8p1-4f2e9a', 'activate/_/_.html'],
    ['/activate/MQ/c3k8p1-4f2e9a/', 'activate/_/_.html'],
    ['/activate/_/_', 'activate/_/_.html'],
    ['/activate/MQ/c3k8p1-4f2e9a.txt', 'activate/_/_.txt'],
    ['/activate/MQ/c3k8p1-4f2e9a/__next._tree.txt', 'activate/_/_/__next._tree.txt'],
    [
      '/activate/MQ/c3k8p1-4f2e9a/__next.activate.$d$uid.$d$token.__PAGE__.txt',
      'activate/_/_/__next.activate.$d$uid.$d$token.__PAGE__.txt',
    ],
    [
      '/activate/MQ/tok/__next.activate.%24d%24uid.%24d%24token.__PAGE__.txt',
      'activate/_/_/__next.activate.$d$uid.$d$token.__PAGE__.txt',
    ],
    ['/password-reset/Mg/c3k8p2-77aa01', 'password-reset/_/_.html'],
    ['/password-reset/Mg/c3k8p2-77aa01/', 'password-reset/_/_.html'],
    ['/password-reset/Mg/c3k8p2-77aa01?from=mail', 'password-reset/_/_.html'],
    ['/password-reset/Mg/c3k8p2-77aa01.txt', 'password-reset/_/_.txt'],
    ['/password-reset/Mg/c3k8p2-77aa01/__next._full.txt', 'password-reset/_/_/__next._full.txt'],
    ['/password-reset/%D0%AF/%20x', 'password-reset/_/_.html'],
  ])('rewrites the account link %s to the placeholder %s', (urlPath, file) => {
    expect(resolve(urlPath)).toEqual(page(file));
  });

  it('marks only hashed assets under /_next/static/ immutable', () => {
    expect(resolve('/_next/static/chunks/0abc.js')).toEqual({
      file: '_next/static/chunks/0abc.js',
      status: 200,
      cache: 'immutable',
    });
    expect(resolve('/_next/static/media/ubuntu-cyrillic-400.woff2').cache).toBe('immutable');
    expect(resolve('/favicon.ico').cache).toBe('revalidate');
    expect(CACHE_CONTROL.immutable).toBe('public, max-age=31536000, immutable');
    expect(CACHE_CONTROL.revalidate).toBe('no-cache');
  });

  it.each([
    '/orders/42',
    '/orders/42/',
    '/staff/7/edit',
    '/activate/only-uid',
    '/activate/u/t/extra',
    '/password-reset',
  ])('serves the SPA fallback with 200 for the deep link %s', (urlPath) => {
    expect(resolve(urlPath)).toEqual(spaFallback);
  });

  it.each([
    '/_next/static/chunks/gone.js',
    '/orders/42.txt',
    '/orders/42/__next._tree.txt',
    '/logo.png',
    '/activate/u/t/__next.unknown-segment.txt',
    '/activate/u/t/notes.txt',
  ])('answers 404 for the missing asset %s', (urlPath) => {
    expect(resolve(urlPath)).toEqual(missing);
  });

  it.each(['/_next/static/chunks/app.js.map', '/_next/static/css/app.css.map', '/sw.js.map', '/x.map/'])(
    'answers 404 for the source map %s, even when the file exists',
    (urlPath) => {
      expect(resolveStaticPath(urlPath, () => true)).toEqual(missing);
    },
  );

  it.each([
    '/.build-stamp.json',
    '/../package.json',
    '/orders/..%2F..%2Fpackage.json',
    '/%2e%2e/secret',
    '/a//b',
    '/%E0%A4%A',
    '/orders%00.html',
    'orders',
  ])('never reaches the file system for %s', (urlPath) => {
    expect(resolve(urlPath)).toEqual(missing);
  });
});
