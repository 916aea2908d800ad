/**
 * Playwright's web server: builds the export into `--dir` when stale, with exactly the given NEXT_PUBLIC_*
 * values (none inherited from the shell, so a developer's .env cannot leak into e2e), then serves it with the
 * rules of `npm run serve`.
 *
 *   tsx scripts/e2e-web.ts --dir out-e2e --port 3100 --public NEXT_PUBLIC_API_URL=http://127.0.0.1:8100 ...
 *
 * `--copy-to DIR --config JSON` serves a copy of that export whose `config.js` sets the given runtime configuration
 * (lib/runtime-config.ts): the same build pointed at another backend, as a deployment would do it. Playwright starts
 * its web servers one after the other, so the copy is made from an export already built (and never rebuilds one
 * that exists: the server that built it is serving it).
 */
import { cpSync, existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildIfStale, PROJECT_ROOT } from './build-if-stale';
import { CONFIG_JS } from './csp';
import { startStaticServer } from './serve';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'out-e2e' },
    port: { type: 'string', default: '3100' },
    public: { type: 'string', multiple: true, default: [] },
    'copy-to': { type: 'string' },
    config: { type: 'string' },
  },
});

const publicEnv = Object.fromEntries(
  values.public.map((pair) => {
    const index = pair.indexOf('=');
    if (index < 0 || !pair.startsWith('NEXT_PUBLIC_'))
      throw new Error(`--public wants NEXT_PUBLIC_NAME=value, got ${pair}`);
    return [pair.slice(0, index), pair.slice(index + 1)];
  }),
);

try {
  // A copy is served from the export the `web` server before it has just built and is serving: rebuilding it here
  // because a source changed meanwhile (someone editing while the e2e run starts) would swap the files under that
  // server, whose Content-Security-Policy was computed from the old build, and break every page it serves. So a
  // copy builds only an export that is missing.
  if (values['copy-to'] && existsSync(path.join(PROJECT_ROOT, values.dir, 'index.html'))) {
    console.log(`${values.dir}/ is there; copying it as built.`);
  } else {
    const result = await buildIfStale({ dir: values.dir, publicEnv, inheritPublicEnv: false });
    if (!result.built) console.log(`${values.dir}/ is up to date (${JSON.stringify(publicEnv)}).`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

let served = values.dir;
if (values['copy-to']) {
  served = values['copy-to'];
  const target = path.join(PROJECT_ROOT, served);
  rmSync(target, { recursive: true, force: true });
  cpSync(path.join(PROJECT_ROOT, values.dir), target, { recursive: true });
  const config = JSON.parse(values.config ?? '{}') as Record<string, string>;
  writeFileSync(path.join(target, CONFIG_JS), `window.__DASHBOARD_CONFIG__ = ${JSON.stringify(config)};\n`);
}

const server = await startStaticServer({
  root: path.join(PROJECT_ROOT, served),
  port: Number(values.port),
  compress: false,
});
console.log(`Serving ${served}/ at ${server.url}`);
const stop = (): void => {
  void server.close().finally(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
