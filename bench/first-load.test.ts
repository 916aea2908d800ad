import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { firstLoadAssets, firstLoadBudget, measureRoutes, routeOf } from './first-load';

// The head of a page as Next 16 (Turbopack) exports it.
const HTML =
  '<!DOCTYPE html><html lang="ru"><head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/one.js" async=""></script><script src="/_next/static/chunks/two.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfill.js" noModule=""></script></head><body><script id="_R_">inline()</script>' +
  '<script src="/_next/static/chunks/main.js" async=""></script><script src="/_next/static/chunks/one.js" async=""></script>' +
  "<link rel='stylesheet' href='/_next/static/chunks/b.css'></body></html>";

// A page whose stylesheet the build deferred (scripts/critical-css.ts), its critical CSS inline.
const CRITICAL = '@layer critical{a{color:red}}';
const DEFERRED =
  `<!DOCTYPE html><html><head><style data-critical="">${CRITICAL}</style>` +
  '<link rel="preload" as="style" data-deferred-stylesheet="" href="/_next/static/chunks/a.css">' +
  '<script src="/_next/static/chunks/one.js" async=""></script></head><body></body></html>';

describe('firstLoadAssets', () => {
  it('lists each script once, without inline scripts, preloads or the noModule polyfill, and the stylesheets', () => {
    expect(firstLoadAssets(HTML)).toEqual({
      scripts: ['/_next/static/chunks/one.js', '/_next/static/chunks/two.js', '/_next/static/chunks/main.js'],
      styles: ['/_next/static/chunks/a.css', '/_next/static/chunks/b.css'],
      blockingStyles: ['/_next/static/chunks/a.css', '/_next/static/chunks/b.css'],
      inlineStyles: [],
    });
  });

  it('counts the deferred stylesheets as loaded but not blocking, print ones neither, and reads the inline styles', () => {
    const html =
      '<head><style data-critical="">@layer critical{body{margin:0}}</style>' +
      '<link rel="preload" as="style" data-deferred-stylesheet="" href="/_next/static/chunks/a.css">' +
      '<link rel="preload" href="/_next/static/chunks/lazy.css" as="style">' +
      '<link rel="stylesheet" href="/print.css" media="print"><link rel="stylesheet" href="/screen.css" media="screen">' +
      '</head><body><style data-mantine-styles="true">:root{--x:1}</style></body>';
    expect(firstLoadAssets(html)).toEqual({
      scripts: [],
      styles: ['/_next/static/chunks/a.css', '/print.css', '/screen.css'],
      blockingStyles: ['/screen.css'],
      inlineStyles: ['@layer critical{body{margin:0}}', ':root{--x:1}'],
    });
  });
});

describe('routeOf', () => {
  it.each([
    ['index.html', '/'],
    ['orders.html', '/orders'],
    ['activate/_/_.html', '/activate/_/_'],
    ['docs/index.html', '/docs'],
    ['404.html', '(fallback 404.html)'],
  ])('%s → %s', (file, route) => {
    expect(routeOf(file)).toBe(route);
  });
});

describe('measureRoutes', () => {
  it('sums the gzip bytes of the scripts and stylesheets of each page, and of what blocks its first paint', () => {
    const out = mkdtempSync(path.join(tmpdir(), 'bench-out-'));
    try {
      const files: Record<string, string> = {
        'index.html': HTML,
        '_not-found.html': HTML,
        'orders.html': DEFERRED,
        '_next/static/chunks/one.js': 'console.log(1);'.repeat(50),
        '_next/static/chunks/two.js': 'console.log(2);',
        '_next/static/chunks/main.js': 'main();'.repeat(20),
        '_next/static/chunks/polyfill.js': 'x'.repeat(5000),
        '_next/static/chunks/a.css': 'a{color:red}',
        '_next/static/chunks/b.css': 'b{color:blue}',
      };
      for (const [file, content] of Object.entries(files)) {
        mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
        writeFileSync(path.join(out, file), content);
      }
      const gz = (file: string): number => gzipSync(files[file] ?? '', { level: 6 }).length;
      expect(measureRoutes(out)).toEqual([
        {
          route: '/',
          file: 'index.html',
          jsFiles: 3,
          jsGzip:
            gz('_next/static/chunks/one.js') + gz('_next/static/chunks/two.js') + gz('_next/static/chunks/main.js'),
          cssFiles: 2,
          cssGzip: gz('_next/static/chunks/a.css') + gz('_next/static/chunks/b.css'),
          blockingCssGzip: gz('_next/static/chunks/a.css') + gz('_next/static/chunks/b.css'),
        },
        {
          route: '/orders',
          file: 'orders.html',
          jsFiles: 1,
          jsGzip: gz('_next/static/chunks/one.js'),
          cssFiles: 1,
          cssGzip: gz('_next/static/chunks/a.css'),
          blockingCssGzip: gzipSync(CRITICAL, { level: 6 }).length,
        },
      ]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });
});

describe('firstLoadBudget', () => {
  it('gives the sessionless screens 180 KB and the main application 260 KB', () => {
    expect(['/', '/activate/_/_', '/password-reset/_/_', '(fallback 404.html)'].map(firstLoadBudget)).toEqual(
      [180, 180, 180, 180].map((kb) => kb * 1024),
    );
    expect(['/orders', '/orders/reports', '/virtual-categories'].map(firstLoadBudget)).toEqual(
      [260, 260, 260].map((kb) => kb * 1024),
    );
  });
});
