/**
 * `BENCH_EXPORT_DIR`: the bench on an export built elsewhere (no build). The export reads `/config.js` at start
 * (lib/runtime-config.ts), so pointing it at the bench's backend is a rewrite of that file; the static server
 * takes the Content-Security-Policy's `connect-src` from the same file when it starts (scripts/serve.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { RUNTIME_CONFIG_GLOBAL } from '@/lib/runtime-config';
import { CONFIG_JS, parseConfigJs } from '../scripts/csp';

/**
 * `config.js` source with its last statement set to the bench's configuration: `apiUrl` (the websocket follows
 * it, so a `wsUrl` is dropped), environment `local` and no Sentry DSN (nothing may report off this machine).
 * Other keys and the comments above are kept; a source without the assignment gets one appended.
 */
export function benchConfigJs(source: string, apiUrl: string): string {
  const last = [...source.matchAll(new RegExp(`^window\\.${RUNTIME_CONFIG_GLOBAL}\\s*=`, 'gm'))].at(-1);
  const parsed = last ? parseConfigJs(source) : {};
  const kept: Record<string, unknown> =
    typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? { ...parsed } : {};
  delete kept.wsUrl;
  const head = last ? source.slice(0, last.index) : source;
  const config = { ...kept, apiUrl, environment: 'local', sentryDsn: '' };
  return `${head}${head && !head.endsWith('\n') ? '\n' : ''}window.${RUNTIME_CONFIG_GLOBAL} = ${JSON.stringify(config)};\n`;
}

/** Rewrites `dir/config.js` for `apiUrl` (see {@link benchConfigJs}); a missing file is created. */
export function pointExportAt(dir: string, apiUrl: string): void {
  const file = path.join(dir, CONFIG_JS);
  let source = '';
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    // An export without config.js: the file is created, the app reads it all the same.
  }
  writeFileSync(file, benchConfigJs(source, apiUrl));
}
