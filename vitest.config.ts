/**
 * Vitest: six projects.
 * - `unit`: components, hooks and client code under app/, features/, lib/ in happy-dom (setup: lib/test/setup.ts,
 *   lib/test/setup-module-graph.ts), the files sharing one module graph;
 * - `unit-isolated`: the client test files that replace a module with vi.mock, each in a graph of its own.
 * - `server`: the reference backend's tests, in Node.
 * - `server-postgres`: a few of them again on a real Postgres server started for the run (POSTGRES_TESTS).
 * - `scripts`: the tooling's tests (static-server rules, nginx parity, bench helpers), in Node.
 * - `contract`: our server against a real Django REST framework + djoser + SimpleJWT app (contract/README.md), in
 *   Node (a file may ask for happy-dom); each file starts the Django app, a few seconds.
 * `npx vitest run --project unit` runs one of them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const CLIENT_TESTS = ['app/**/*.test.{ts,tsx}', 'features/**/*.test.{ts,tsx}', 'lib/**/*.test.{ts,tsx}'];

/**
 * The client test files that call vi.mock themselves (every file gets next/navigation's stand-in from setup), or
 * that say `vitest: own module graph` (they need a module's state as a fresh load has it, e.g. a chunk not loaded).
 */
const OWN_MODULE_GRAPH = ['app', 'features', 'lib'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => `${dir}/${file}`)
    .filter((file) => /vi\.mock\(|vitest: own module graph/.test(readFileSync(file, 'utf8'))),
);

/** Server test files that run a second time on Postgres (server/testing/postgres.ts gives them their database). */
const POSTGRES_TESTS = ['server/db/*.test.ts', 'server/routes/ordering.test.ts'];

const happyDom = {
  environment: 'happy-dom' as const,
  environmentOptions: {
    // A real origin (as `npm run serve` gives) so fetch to the in-process backend goes through CORS as in a
    // browser, and localStorage / cookies work.
    happyDOM: { url: 'http://localhost:3000' },
  },
  setupFiles: ['lib/test/setup.ts', 'lib/test/setup-module-graph.ts'],
  // A component test drives a screen against the in-process backend: seconds on a loaded machine.
  testTimeout: 30_000,
};

export default defineConfig({
  resolve: {
    // `@/*` of tsconfig.json (Vite 8 reads tsconfig paths itself; no plugin needed).
    tsconfigPaths: true,
  },
  // React 19's automatic runtime through Vite's own transformer (oxc): @vitejs/plugin-react only adds Fast
  // Refresh and Babel plugins, which tests don't need.
  oxc: {
    jsx: { runtime: 'automatic', importSource: 'react' },
  },
  test: {
    // Builds the seeded database template once per machine; every in-process test server loads it.
    globalSetup: ['server/testing/global-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          ...happyDom,
          include: CLIENT_TESTS,
          exclude: OWN_MODULE_GRAPH,
          // One module graph for all these files: React, Mantine and the app's modules load once per worker
          // instead of once per file (about 1.4 s a file on 2 cores). setup-module-graph.ts resets what a file
          // could inherit (the location, notifications); storage is cleared after every test.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          ...happyDom,
          // Files that replace a module of their own with vi.mock: in a shared graph the stand-in would reach the
          // files after them, so each of these gets its own.
          include: OWN_MODULE_GRAPH,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // Each file starts its own backend on a fresh in-memory database (loaded from the seeded template). The
          // files share one module graph: Fastify, Drizzle and PGlite's WebAssembly load once per worker, which
          // halved the project's CPU time (139 s → 66 s); no server test replaces a module (decision 195).
          isolate: false,
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server-postgres',
          environment: 'node',
          // The same files again, on a real Postgres server of this run (server/testing/postgres-setup.ts): what
          // PGlite, a single connection, cannot show — concurrent requests, locks, deadlocks — and the migrations.
          include: POSTGRES_TESTS,
          isolate: false,
          globalSetup: ['server/testing/postgres-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          environment: 'node',
          include: ['contract/**/*.test.ts'],
          // Django's start-up (migrate, seed, runserver) takes a few seconds, more on a busy machine.
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
