import type { KnipConfig } from 'knip';

/**
 * knip: no unused files, exports or dependencies (`npm run knip`, a check of `npm test`).
 *
 * Entry points, not file lists, so new code is covered without editing this file. knip's plugins find most of
 * them from the tools' own configs: Next (app/ routes, layouts, not-found, instrumentation-client.ts,
 * next.config.mjs), Vitest (every project's test files, setup files, global setup), Playwright (e2e/ specs,
 * webServer), ESLint, Biome, and the package.json scripts (`tsx scripts/start.ts`, `tsx bench/run.ts`,
 * `tsx server/main.ts` ...). Added here: the command-line programs that are run by path from elsewhere
 * (.ci/run, playwright.config.ts's webServer commands, deploy notes): every top-level file of scripts/, bench/
 * and contract/. Their exports are checked too (`includeEntryExports`): an entry that exports what no one
 * imports is as dead as any other module's.
 */
const config: KnipConfig = {
  // The service worker's source is bundled by path (scripts/service-worker.ts), not imported.
  entry: ['scripts/*.ts', 'bench/*.ts', 'contract/*.ts', 'lib/pwa/worker/sw.ts'],
  // bench/floor-app/ is a Next app of its own (the bench's floor page, bench/floor.ts), built by path: not checked.
  project: ['**/*.{ts,tsx,mjs}', '!bench/floor-app/**'],
  includeEntryExports: true,
};

export default config;
