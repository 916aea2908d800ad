/**
 * The reference server (`server/main.ts`: migrate, seed, listen) with a new temporary DATA_DIR (uploads, and
 * the database unless DATABASE_URL says otherwise), removed again on exit: the backend of Playwright runs and
 * of the benchmark. Everything else comes from the environment they set (PORT, DATABASE_URL=memory://, rate
 * limits, token lifetime, dashboard URL).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const dataDir = mkdtempSync(path.join(tmpdir(), 'hotel-fresh-db-'));
process.env.DATA_DIR = dataDir;
console.log(`fresh backend: database in ${dataDir}`);

const cleanup = (): void => rmSync(dataDir, { recursive: true, force: true });
process.once('exit', cleanup);
// Playwright stops its web servers with SIGTERM (gracefulShutdown in playwright.config.ts), the bench too.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => process.exit(0));
}

// By URL: server/main.ts starts listening when imported (migrate, seed if empty, listen on PORT).
await import(new URL('../server/main.ts', import.meta.url).href);
