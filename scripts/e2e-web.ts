/**
 * Playwright's web server: builds the export into `--dir` when stale, with exactly the given NEXT_PUBLIC_*
 * values (none inherited from the shell, so a developer's .env cannot leak into e2e), then serves it with the
 * rules of `npm run serve`.
 *
 *   tsx scripts/e2e-web.ts --dir out-e2e --port 3100 --public NEXT_PUBLIC_API_URL=http://127.0.0.1:8100 ...
 */
import { parseArgs } from 'node:util';
import path from 'node:path';
import { buildIfStale, PROJECT_ROOT } from './build-if-stale';
import { startStaticServer } from './serve';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'out-e2e' },
    port: { type: 'string', default: '3100' },
    public: { type: 'string', multiple: true, default: [] },
  },
});

const publicEnv = Object.fromEntries(
  values.public.map((pair) => {
    const index = pair.indexOf('=');
    if (index < 0 || !pair.startsWith('NEXT_PUBLIC_')) throw new Error(`--public wants NEXT_PUBLIC_NAME=value, got ${pair}`);
    return [pair.slice(0, index), pair.slice(index + 1)];
  }),
);

try {
  const result = await buildIfStale({ dir: values.dir, publicEnv, inheritPublicEnv: false });
  if (!result.built) console.log(`${values.dir}/ is up to date (${JSON.stringify(publicEnv)}).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const server = await startStaticServer({ root: path.join(PROJECT_ROOT, values.dir), port: Number(values.port) });
console.log(`Serving ${values.dir}/ at ${server.url}`);
const stop = (): void => {
  void server.close().finally(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
