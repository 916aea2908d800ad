/**
 * Vitest: four projects.
 * - `unit`: components, hooks and client code under app/, features/, lib/ in happy-dom (setup: lib/test/setup.ts).
 * - `server`: the reference backend's tests, in Node.
 * - `scripts`: the tooling's tests (static-server rules, nginx parity, bench helpers), in Node.
 * - `contract`: our server against a real Django REST framework + djoser + SimpleJWT app (contract/README.md), in
 *   Node (a file may ask for happy-dom); each file starts the Django app, a few seconds.
 * `npx vitest run --project unit` runs one of them.
 */
import { defineConfig } from 'vitest/config';

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
          environment: 'happy-dom',
          environmentOptions: {
            // A real origin (as `npm run serve` gives) so fetch to the in-process backend goes through CORS
            // as in a browser, and localStorage / cookies work.
            happyDOM: { url: 'http://localhost:3000' },
          },
          include: ['app/**/*.test.{ts,tsx}', 'features/**/*.test.{ts,tsx}', 'lib/**/*.test.{ts,tsx}'],
          setupFiles: ['lib/test/setup.ts'],
          // Screens against the in-process backend take a few seconds of CPU each; on a loaded machine the default
          // 5 s is a wall-clock limit they miss while passing (lib/test/setup.ts gives findBy/waitFor 10 s).
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // Each file starts its own backend on a fresh in-memory database (migrate + seed).
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
