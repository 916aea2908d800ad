/**
 * The Content-Security-Policy of a static export, and the files that carry it to the servers.
 *
 * `script-src` is `'self'` plus the sha256 hash of every inline script the export's HTML pages contain (Next
 * writes a few per page: the Turbopack bootstrap `<script id="_R_">`, the RSC payload pushes, Mantine's colour
 * scheme script). Nonces are impossible for static files (there is no server to mint one per response), so the
 * hashes are computed after every build (scripts/build-if-stale.ts, `npm run build`) over every page and
 * joined into one policy for the whole site.
 *
 * The origins of `connect-src` and `img-src` come from the runtime configuration deployed in the export
 * (`config.js`, see lib/runtime-config.ts) over the build-time values recorded in the build stamp.
 *
 * Written into the export as dotfiles, which neither server ever serves:
 * - `.csp.json`: the hashes, the origins and the whole policy (for people and tools);
 * - `.csp.nginx.conf`: `map` blocks setting `$dashboard_csp_script_hashes`, `$dashboard_csp_connect_origins`
 *   and `$dashboard_csp_img_origins`, included by deploy/nginx.conf.
 * `scripts/serve.ts` does not read them: it computes the same policy from the export itself when it starts.
 *
 * CLI: `tsx scripts/csp.ts [dir]` (default `out`): writes both files and prints the policy. Run it again after
 * editing an export's `config.js` so nginx's snippet follows (then reload nginx).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type DefaultTreeAdapterTypes, defaultTreeAdapter, parse } from 'parse5';
import {
  type BuildTimeConfig,
  liveBaseUrl,
  RUNTIME_CONFIG_GLOBAL,
  type RuntimeConfig,
  resolveRuntimeConfig,
} from '../lib/runtime-config';

/** File names inside the export. */
export const CSP_JSON = '.csp.json';
export const CSP_NGINX = '.csp.nginx.conf';
export const CONFIG_JS = 'config.js';
const STAMP = '.build-stamp.json';

type ParentNode = DefaultTreeAdapterTypes.ParentNode;

// ---------------------------------------------------------------------------------------------------------
// Inline scripts of an HTML document.

/**
 * `type` values of a script the browser runs, and therefore checks against `script-src`: none, a JavaScript
 * MIME type, `module`, and the two JSON-shaped kinds CSP also governs (`importmap`, `speculationrules`). Any
 * other type (`application/json`, `application/ld+json`, …) is a data block: never run, never checked, so
 * never hashed.
 */
const JS_MIME = new Set([
  'application/ecmascript',
  'application/javascript',
  'application/x-ecmascript',
  'application/x-javascript',
  'text/ecmascript',
  'text/javascript',
  'text/javascript1.0',
  'text/javascript1.1',
  'text/javascript1.2',
  'text/javascript1.3',
  'text/javascript1.4',
  'text/javascript1.5',
  'text/jscript',
  'text/livescript',
  'text/x-ecmascript',
  'text/x-javascript',
]);

function isExecutableType(type: string | undefined): boolean {
  if (type === undefined) return true;
  const value = type.trim().toLowerCase();
  return (
    value === '' || JS_MIME.has(value) || value === 'module' || value === 'importmap' || value === 'speculationrules'
  );
}

interface ScriptBody {
  text: string;
  closed: boolean;
}

/** The executable inline scripts under `node`, in document order, `<template>` contents included. */
function collectScripts(node: ParentNode, found: ScriptBody[]): void {
  for (const child of node.childNodes) {
    if (!defaultTreeAdapter.isElementNode(child)) continue;
    if (child.tagName === 'script') {
      const attribute = (name: string) => child.attrs.find((attr) => attr.name === name)?.value;
      if (attribute('src') === undefined && isExecutableType(attribute('type'))) {
        const text = child.childNodes.map((node) => (defaultTreeAdapter.isTextNode(node) ? node.value : '')).join('');
        found.push({ text, closed: child.sourceCodeLocation?.endTag !== undefined });
      }
    }
    collectScripts(child, found);
    if ('content' in child) collectScripts(child.content, found);
  }
}

/**
 * The text of every inline script of `html` the browser would run, as the browser hashes it for CSP: the text
 * of the `<script>` element as the HTML parser (parse5, the WHATWG algorithm) builds it — CR LF and CR become
 * LF, NUL becomes U+FFFD, no character references. Skipped: scripts with `src` (checked by URL, not by hash),
 * data blocks (see {@link isExecutableType}), anything inside comments and raw-text elements such as
 * `<noscript>` (parsed as with scripting on, as browsers do), `<style>` and `<textarea>`. Scripts inside
 * `<template>` are kept: they run once the template is cloned into the page.
 * Throws on a script without its end tag: the browser does not run it, and a page ending inside a script is a
 * broken export. Next never writes one.
 */
export function extractInlineScripts(html: string): string[] {
  const found: ScriptBody[] = [];
  collectScripts(parse(html, { sourceCodeLocationInfo: true }), found);
  if (found.some((script) => !script.closed)) throw new Error('a <script> without </script>');
  return found.map((script) => script.text);
}

/** The CSP source expression of a script body: `'sha256-<base64 of SHA-256 over its UTF-8 bytes>'`. */
export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** Every `.html` file under `dir`, relative, sorted; dot-directories and dotfiles excluded (never served). */
export function htmlFiles(dir: string): string[] {
  const found: string[] = [];
  const visit = (relative: string): void => {
    for (const entry of readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) visit(child);
      else if (entry.isFile() && entry.name.endsWith('.html')) found.push(child);
    }
  };
  visit('');
  return found.sort();
}

/** The sorted, unique hashes of every inline script of every page of the export in `dir`. */
export function exportScriptHashes(dir: string): { hashes: string[]; pages: number } {
  const hashes = new Set<string>();
  const pages = htmlFiles(dir);
  for (const page of pages) {
    let scripts: string[];
    try {
      scripts = extractInlineScripts(readFileSync(path.join(dir, page), 'utf8'));
    } catch (error) {
      throw new Error(`${page}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
    for (const body of scripts) hashes.add(scriptHash(body));
  }
  return { hashes: [...hashes].sort(), pages: pages.length };
}

// ---------------------------------------------------------------------------------------------------------
// The deployed configuration.

/**
 * The value `config.js` assigns: the file must end with `window.__DASHBOARD_CONFIG__ = <JSON>;` on a line of its
 * own (comments above it). Throws when it does not, since the servers could not allow its origins.
 */
export function parseConfigJs(source: string): unknown {
  const assignment = new RegExp(`^window\\.${RUNTIME_CONFIG_GLOBAL}\\s*=\\s*`, 'gm');
  let last: RegExpExecArray | null = null;
  for (let match = assignment.exec(source); match; match = assignment.exec(source)) last = match;
  if (!last) throw new Error(`no line starting with \`window.${RUNTIME_CONFIG_GLOBAL} = \``);
  const json = source
    .slice(last.index + last[0].length)
    .trim()
    .replace(/;$/, '');
  try {
    return JSON.parse(json) as unknown;
  } catch (error) {
    throw new Error(
      `the value of window.${RUNTIME_CONFIG_GLOBAL} is not JSON (${error instanceof Error ? error.message : String(error)})`,
      {
        cause: error,
      },
    );
  }
}

/** NEXT_PUBLIC_* the export in `dir` was built with, from its build stamp; empty without one. */
function buildTimeConfigOf(dir: string): BuildTimeConfig {
  try {
    const stamp = JSON.parse(readFileSync(path.join(dir, STAMP), 'utf8')) as { publicEnv?: unknown };
    const env = stamp.publicEnv;
    if (typeof env !== 'object' || env === null) return {};
    return Object.fromEntries(
      Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

/**
 * The runtime configuration deployed in the export `dir`, resolved as the browser will: `config.js` over the
 * stamp's build-time values over the defaults. Malformed keys are reported through `warn` and skipped.
 */
export function deployedConfig(dir: string, warn: (message: string) => void = console.warn): RuntimeConfig {
  let source: string | null = null;
  try {
    source = readFileSync(path.join(dir, CONFIG_JS), 'utf8');
  } catch {
    // No config.js (an export built before it existed): the build-time values alone.
  }
  let raw: unknown;
  if (source !== null) {
    try {
      raw = parseConfigJs(source);
    } catch (error) {
      throw new Error(`${path.join(dir, CONFIG_JS)}: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  }
  return resolveRuntimeConfig(raw, buildTimeConfigOf(dir), (message) =>
    warn(`${path.join(dir, CONFIG_JS)}: ${message}`),
  );
}

/** `scheme://host[:port]` of an absolute URL, checked to be safe inside a header and an nginx string. */
function originOf(url: string): string | null {
  let origin: string;
  try {
    origin = new URL(url).origin;
  } catch {
    return null;
  }
  return /^[a-z][a-z0-9+.-]*:\/\/[A-Za-z0-9.:[\]-]+$/.test(origin) ? origin : null;
}

/** Origins beyond `'self'`: the API and the websocket for `connect-src` (plus Sentry's ingest with a DSN), the API for `img-src`. */
export function cspOrigins(config: RuntimeConfig): { connect: string[]; img: string[] } {
  const api = originOf(config.apiUrl);
  const live = liveBaseUrl(config);
  const ws = live === null ? null : originOf(live);
  const sentry = config.sentryDsn ? originOf(config.sentryDsn) : null;
  const unique = (values: (string | null)[]): string[] => [
    ...new Set(values.filter((value): value is string => value !== null)),
  ];
  // The backend serves uploaded media (photos, content images) from its own origin.
  return { connect: unique([api, ws, sentry]), img: unique([api]) };
}

export interface PolicyInput {
  scriptHashes: readonly string[];
  connectOrigins: readonly string[];
  imgOrigins: readonly string[];
}

/** The whole Content-Security-Policy header value. */
export function buildPolicy({ scriptHashes, connectOrigins, imgOrigins }: PolicyInput): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    // Mantine writes <style> elements and style attributes at run time (CSS variables, component styles):
    // they cannot be hashed ahead, so styles are the one place inline is allowed. Styles run no code. Each page's
    // critical CSS is inline too (scripts/critical-css.ts).
    ['style-src', "'self'", "'unsafe-inline'"],
    // data: for Mantine's inline SVG backgrounds, blob: for the previews of photos before they are uploaded.
    ['img-src', "'self'", 'data:', 'blob:', ...imgOrigins],
    // The @fontsource files are bundled under /_next/static/media.
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...connectOrigins],
    // The service worker (/sw.js, docs/decisions/209-installable-app.md) and the web app manifest, from this origin
    // only; said outright rather than left to default-src, so loosening that one never widens them.
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['frame-ancestors', "'none'"],
    ['form-action', "'self'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Everything about the export's policy: its inputs and the header value. */
export interface ExportPolicy extends PolicyInput {
  policy: string;
  pages: number;
  config: RuntimeConfig;
}

/** Scans the export in `dir` and computes its policy (no files written). */
export function exportPolicy(dir: string, warn: (message: string) => void = console.warn): ExportPolicy {
  const { hashes, pages } = exportScriptHashes(dir);
  const config = deployedConfig(dir, warn);
  const origins = cspOrigins(config);
  const input: PolicyInput = { scriptHashes: hashes, connectOrigins: origins.connect, imgOrigins: origins.img };
  return { ...input, policy: buildPolicy(input), pages, config };
}

/** The nginx snippet of a policy: one `map` per variable deploy/nginx.conf composes the header from. */
function nginxSnippet(policy: PolicyInput): string {
  const variable = (name: string, values: readonly string[]): string =>
    `map $host $${name} {\n    default "${values.join(' ')}";\n}\n`;
  return [
    '# Generated by scripts/csp.ts after the build: do not edit (it is rewritten by every build).',
    '# Included by deploy/nginx.conf in the `http` context; reload nginx after deploying a new export.',
    variable('dashboard_csp_script_hashes', policy.scriptHashes),
    '# From config.js over the build-time values; deploy/nginx.conf can override them in its marked place.',
    variable('dashboard_csp_connect_origins', policy.connectOrigins),
    variable('dashboard_csp_img_origins', policy.imgOrigins),
  ].join('\n');
}

/** Computes the export's policy and writes `.csp.json` and `.csp.nginx.conf` into it. */
export function writeCspFiles(dir: string, warn: (message: string) => void = console.warn): ExportPolicy {
  const result = exportPolicy(dir, warn);
  const json = {
    policy: result.policy,
    scriptHashes: result.scriptHashes,
    connectOrigins: result.connectOrigins,
    imgOrigins: result.imgOrigins,
    pages: result.pages,
  };
  writeFileSync(path.join(dir, CSP_JSON), `${JSON.stringify(json, null, 2)}\n`);
  writeFileSync(path.join(dir, CSP_NGINX), nginxSnippet(result));
  return result;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'out');
  try {
    const result = writeCspFiles(dir);
    console.log(
      `${path.relative(process.cwd(), dir) || dir}: ${result.scriptHashes.length} inline script hashes over ${result.pages} pages → ${CSP_JSON}, ${CSP_NGINX}\n${result.policy}`,
    );
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
