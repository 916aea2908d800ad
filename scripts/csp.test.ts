import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  buildPolicy,
  CSP_JSON,
  CSP_NGINX,
  cspOrigins,
  deployedConfig,
  exportScriptHashes,
  extractInlineScripts,
  htmlFiles,
  parseConfigJs,
  scriptHash,
  writeCspFiles,
} from './csp';

/** Two pages of a real export (out-e2e/ of this project), as `next build` wrote them. */
const REAL_EXPORT = path.join(import.meta.dirname, 'fixtures', 'export');

/** The hash as a browser computes it, written out independently of scripts/csp.ts. */
const sha256 = (text: string): string =>
  `'sha256-${createHash('sha256').update(Buffer.from(text, 'utf8')).digest('base64')}'`;

const temps: string[] = [];
function tempExport(files: Record<string, string>, from?: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'csp-test-'));
  temps.push(dir);
  if (from) cpSync(from, dir, { recursive: true });
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  return dir;
}

afterEach(() => {
  for (const dir of temps.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('extractInlineScripts', () => {
  it('takes the exact text between the tags, whatever the attributes', () => {
    const html =
      '<html><head><script id="_R_" data-x=\'a>b\'>(self.a=1)</script>' +
      '<SCRIPT data-mantine-script="true">  document.documentElement.setAttribute("x", \'light\');\n</SCRIPT ></head></html>';
    expect(extractInlineScripts(html)).toEqual([
      '(self.a=1)',
      '  document.documentElement.setAttribute("x", \'light\');\n',
    ]);
  });

  it('finds every script of a page, in order, and ignores those with src (even an empty one)', () => {
    const html =
      '<script src="/a.js" async=""></script><script>one()</script><p>x</p><script src>ignored()</script><script>two()</script>';
    expect(extractInlineScripts(html)).toEqual(['one()', 'two()']);
  });

  it('keeps non-ASCII text as it is, and hashes its UTF-8 bytes', () => {
    const body = 'document.title = "Заказы — Гранд Отель Нева ✓";';
    const [found] = extractInlineScripts(`<script>${body}</script>`);
    expect(found).toBe(body);
    expect(scriptHash(body)).toBe(sha256(body));
    expect(scriptHash(body)).not.toBe(sha256(Buffer.from(body, 'utf8').toString('latin1')));
  });

  it('normalises CR LF and CR to LF, as the HTML parser does before the browser hashes', () => {
    expect(extractInlineScripts('<script>a()\r\nb()\rc()</script>')).toEqual(['a()\nb()\nc()']);
  });

  it('hashes scripts the browser runs (JS types, module, importmap, speculationrules), not data blocks', () => {
    const html = [
      '<script type="application/json">{"a":1}</script>',
      '<script type="application/ld+json">{"@context":"https://schema.org"}</script>',
      '<script type="text/x-template"><div></div></script>',
      '<script type="text/javascript">js()</script>',
      '<script type=" MODULE ">mod()</script>',
      '<script type="importmap">{"imports":{}}</script>',
      '<script type="speculationrules">{"prerender":[]}</script>',
      '<script type="">empty()</script>',
    ].join('');
    expect(extractInlineScripts(html)).toEqual(['js()', 'mod()', '{"imports":{}}', '{"prerender":[]}', 'empty()']);
  });

  it('does not take script-like text inside comments or raw-text elements for a script', () => {
    const html =
      '<!-- <script>commented()</script> --><title>a <script>b</script></title><noscript><script>no()</script></noscript>' +
      '<style>p::after{content:"<script>"}</style><textarea><script>typed()</script></textarea><script>real()</script>';
    expect(extractInlineScripts(html)).toEqual(['real()']);
  });

  it('ends a script at the first </script, whatever is inside strings', () => {
    expect(extractInlineScripts('<script>var s = "</scriptx>";</script>')).toEqual(['var s = "</scriptx>";']);
  });

  it('reads a double-escaped body as the browser does: `<!--` and `<script` keep the first </script> inside', () => {
    expect(extractInlineScripts('<script><!-- <script>x</script> --></script><script>y()</script>')).toEqual([
      '<!-- <script>x</script> -->',
      'y()',
    ]);
  });

  it('keeps scripts inside <template> (they run once cloned into the page)', () => {
    expect(extractInlineScripts('<template><div><script>later()</script></div></template>')).toEqual(['later()']);
  });

  it('refuses a script without its end tag (a broken page: the browser would not run it)', () => {
    expect(() => extractInlineScripts('<script>never closed')).toThrow(/without <\/script>/);
  });
});

describe('a real export', () => {
  it('finds the inline scripts Next and Mantine write into each page', () => {
    const page = readFileSync(path.join(REAL_EXPORT, 'index.html'), 'utf8');
    const scripts = extractInlineScripts(page);
    const tags = page.match(/<script[\s>]/g) ?? [];
    const withSrc = page.match(/<script[^>]*\ssrc=/g) ?? [];
    expect(scripts).toHaveLength(tags.length - withSrc.length);
    expect(scripts).toContain(`document.documentElement.setAttribute("data-mantine-color-scheme", 'light');`);
    expect(scripts.some((body) => body.startsWith('(globalThis["TURBOPACK"]'))).toBe(true);
    expect(scripts.some((body) => body.startsWith('self.__next_f.push('))).toBe(true);
    // Each body is exactly what sits between its tags in the file.
    for (const body of scripts) expect(page).toContain(`>${body}</script>`);
  });

  it('collects the unique hashes over every page and writes the policy files', () => {
    const dir = tempExport(
      {
        'config.js': '// deployed\nwindow.__DASHBOARD_CONFIG__ = {"apiUrl": "https://api.example.org"};\n',
        '.build-stamp.json': JSON.stringify({ publicEnv: { NEXT_PUBLIC_API_URL: 'http://127.0.0.1:8100' } }),
      },
      REAL_EXPORT,
    );
    expect(htmlFiles(dir)).toEqual(['activate/_/_.html', 'index.html']);
    const perPage = htmlFiles(dir).flatMap((file) =>
      extractInlineScripts(readFileSync(path.join(dir, file), 'utf8')).map(sha256),
    );
    const { hashes, pages } = exportScriptHashes(dir);
    expect(pages).toBe(2);
    expect(hashes).toEqual([...new Set(perPage)].sort());
    // The Mantine script is the same on both pages: one hash.
    expect(perPage.length).toBeGreaterThan(hashes.length);

    const result = writeCspFiles(dir, () => {});
    const json = JSON.parse(readFileSync(path.join(dir, CSP_JSON), 'utf8')) as {
      policy: string;
      scriptHashes: string[];
    };
    expect(json.scriptHashes).toEqual(hashes);
    expect(json.policy).toBe(result.policy);
    expect(result.policy).toContain("connect-src 'self' https://api.example.org wss://api.example.org;");
    const nginx = readFileSync(path.join(dir, CSP_NGINX), 'utf8');
    expect(nginx).toContain(`map $host $dashboard_csp_script_hashes {\n    default "${hashes.join(' ')}";\n}`);
    expect(nginx).toContain('default "https://api.example.org wss://api.example.org";');
  });
});

describe('the deployed configuration', () => {
  it('reads config.js as the JSON after the assignment, comments (even with an example assignment) above it', () => {
    const source = [
      '/* global window */',
      '// e.g. window.__DASHBOARD_CONFIG__ = {"apiUrl": "https://example.org"};',
      'window.__DASHBOARD_CONFIG__ = {"apiUrl": "https://api.example.org", "wsUrl": "wss://live.example.org"};',
      '',
    ].join('\n');
    expect(parseConfigJs(source)).toEqual({ apiUrl: 'https://api.example.org', wsUrl: 'wss://live.example.org' });
    expect(parseConfigJs('window.__DASHBOARD_CONFIG__ = {}')).toEqual({});
  });

  it('refuses a config.js the servers cannot read', () => {
    expect(() => parseConfigJs("window.__DASHBOARD_CONFIG__ = { apiUrl: 'x' };")).toThrow(/not JSON/);
    expect(() => parseConfigJs('window.config = {};')).toThrow(/no line/);
  });

  it('takes config.js over the build stamp over the defaults, and drops malformed keys with a warning', () => {
    const stamp = JSON.stringify({
      publicEnv: { NEXT_PUBLIC_API_URL: 'http://127.0.0.1:8100', NEXT_PUBLIC_ENVIRONMENT: 'stage' },
    });
    const warnings: string[] = [];
    const dir = tempExport({
      'config.js':
        'window.__DASHBOARD_CONFIG__ = {"apiUrl": "ftp://nope", "sentryDsn": "https://k@o1.ingest.sentry.io/2"};',
      '.build-stamp.json': stamp,
    });
    expect(deployedConfig(dir, (message) => warnings.push(message))).toEqual({
      apiUrl: 'http://127.0.0.1:8100',
      wsUrl: null,
      environment: 'stage',
      sentryDsn: 'https://k@o1.ingest.sentry.io/2',
    });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/apiUrl/);
    expect(deployedConfig(tempExport({}), () => {}).apiUrl).toBe('http://localhost:8000');
  });
});

describe('the policy', () => {
  it('allows the API, the websocket (derived or configured) and the Sentry ingest', () => {
    const base = { environment: 'production', sentryDsn: '' };
    expect(cspOrigins({ ...base, apiUrl: 'https://api.example.org/v1/', wsUrl: null })).toEqual({
      connect: ['https://api.example.org', 'wss://api.example.org'],
      img: ['https://api.example.org'],
    });
    expect(
      cspOrigins({
        ...base,
        apiUrl: 'http://127.0.0.1:8100',
        wsUrl: 'wss://live.example.org/socket',
        sentryDsn: 'https://k@o1.ingest.sentry.io/2',
      }),
    ).toEqual({
      connect: ['http://127.0.0.1:8100', 'wss://live.example.org', 'https://o1.ingest.sentry.io'],
      img: ['http://127.0.0.1:8100'],
    });
  });

  it('lets only this origin register a service worker and serve the web app manifest', () => {
    const policy = buildPolicy({ scriptHashes: [], connectOrigins: ['https://api.example.org'], imgOrigins: [] });
    const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));
    expect(directive('worker-src')).toBe("worker-src 'self'");
    expect(directive('manifest-src')).toBe("manifest-src 'self'");
  });

  it('is strict everywhere but inline styles', () => {
    const policy = buildPolicy({
      scriptHashes: ["'sha256-AAA='"],
      connectOrigins: ['https://api.example.org'],
      imgOrigins: [],
    });
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' 'sha256-AAA='; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
        "font-src 'self' data:; connect-src 'self' https://api.example.org; worker-src 'self'; manifest-src 'self'; " +
        "object-src 'none'; base-uri 'none'; " +
        "frame-ancestors 'none'; form-action 'self'",
    );
  });
});
