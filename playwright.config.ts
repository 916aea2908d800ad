/**
 * Playwright: Chromium only (Debian's, found by scripts/ensure-chromium.ts; no browser downloads), against
 * the built static export, as staff get it, and the reference backend on a fresh database.
 *
 * Ports and build directories are the e2e run's own, so `npm test` works while `npm start` runs
 * (backend 8000, web 3000, export out/):
 * - backend  http://127.0.0.1:8100  (`E2E_API_PORT`), `tsx scripts/fresh-backend.ts`: server/main.ts on a fresh
 *   in-memory database (migrated, seeded) and a new temporary DATA_DIR, auth rate limit out of the way, cheap
 *   password hashes, a known SECRET_KEY (e2e/env.ts) so a fixture can mint tokens;
 * - web      http://127.0.0.1:3100  (`E2E_WEB_PORT`), the export built into `out-e2e/` with
 *   NEXT_PUBLIC_API_URL pointing at that backend (the URL is inlined at build time, so it needs its own build;
 *   rebuilt only when stale, see scripts/build-if-stale.ts);
 * - stage    http://127.0.0.1:3101  (`E2E_STAGE_PORT`), only when a `*.stage.spec.ts` exists: the `out-e2e/` export
 *   copied to `out-e2e-stage/` with a config.js setting the environment `stage` and a Sentry DSN on an unreachable
 *   loopback port (the runtime configuration a deployment uses; no second build), for the test that records Sentry
 *   envelopes with `page.route`. Those specs run in the `stage` project.
 *
 * - django     http://127.0.0.1:8102  (`E2E_DJANGO_PORT`), `tsx scripts/django-backend.ts`: the contract backend, an
 *   ordinary Django REST framework app of the whole of SPEC §7 with djoser and SimpleJWT (contract/django/, Debian's
 *   packages, installed by scripts/ensure-django.ts) on a fresh sqlite database seeded from server/seed, the same
 *   SECRET_KEY, sign-in throttling out of the way, cheap PBKDF2 hashes;
 * - django-web http://127.0.0.1:3102  (`E2E_DJANGO_WEB_PORT`), the `out-e2e/` export copied to `out-e2e-django/`
 *   with a config.js pointing it at that backend. The specs under e2e/drf/ run in the `drf` project: sign-in,
 *   sign-out, activation, password reset and token refresh against the real libraries, every screen with its data
 *   and one action of each area of SPEC §7 against a backend not shaped after the dashboard.
 *
 * `E2E_ACCESS_TOKEN_LIFETIME` (seconds) shortens the backend's access-token lifetime for a whole run (the
 * default, 300, is the server's); a spec that needs an expired token mid-test should rather get one itself.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import {
  apiPort,
  djangoApiPort,
  djangoApiUrl,
  djangoWebPort,
  djangoWebUrl,
  e2eWebPublicEnv,
  secretKey,
  stagePort,
  stageUrl,
  webPort,
  webUrl,
} from './e2e/env';
import { findChromium } from './scripts/system-deps';

const STAGE_SPEC = /\.stage\.spec\.ts$/;
/** Specs of the export pointed at the Django REST framework contract backend (contract/django/). */
const DRF_SPEC = /[\\/]drf[\\/].*\.spec\.ts$/;
const e2eDir = fileURLToPath(new URL('./e2e', import.meta.url));
const hasStageSpecs = readdirSync(e2eDir, { recursive: true, encoding: 'utf8' }).some((file) => STAGE_SPEC.test(file));

/**
 * The projects named on the command line (`--project drf`, `--project=stage`); none named means all. A run
 * of some projects starts only the servers they use: the Django app costs start-up time
 * and memory that a `--project chromium` run does not need.
 */
const selectedProjects = process.argv.flatMap((arg, index, args) =>
  arg === '--project' ? [args[index + 1] ?? ''] : arg.startsWith('--project=') ? [arg.slice('--project='.length)] : [],
);
const runs = (project: string) => selectedProjects.length === 0 || selectedProjects.includes(project);

const chromium = findChromium();
if (!chromium) {
  throw new Error(
    "No Chromium: run `npx tsx scripts/ensure-chromium.ts` (installs Debian's chromium as root) or set CHROME_PATH.",
  );
}

// Flags of the machine notes: without the background-networking ones Chromium keeps dialling Google's hosts,
// which this closed network refuses.
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const TRACE_MODES = ['off', 'on', 'retain-on-failure', 'on-first-retry', 'retain-on-first-failure'] as const;

function traceMode(value: string | undefined): (typeof TRACE_MODES)[number] {
  if (!value) return 'off';
  const mode = TRACE_MODES.find((candidate) => candidate === value);
  if (!mode) throw new Error(`E2E_TRACE must be one of ${TRACE_MODES.join(', ')}; got ${value}`);
  return mode;
}

const web = (
  dir: string,
  port: number,
  publicEnv: Record<string, string>,
  copy?: { 'copy-to': string; config: Record<string, string> },
) => ({
  command: [
    'npx tsx scripts/e2e-web.ts',
    `--dir ${dir}`,
    `--port ${port}`,
    ...Object.entries(publicEnv).map(([key, value]) => `--public '${key}=${value}'`),
    ...(copy ? [`--copy-to ${copy['copy-to']}`, `--config '${JSON.stringify(copy.config)}'`] : []),
  ].join(' '),
  url: `http://127.0.0.1:${port}/`,
  // Includes a `next build` when the export is stale.
  timeout: 600_000,
  reuseExistingServer: false,
  stdout: 'pipe' as const,
  gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
});

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  // One worker in CI: besides Chromium, a run holds the reference backend, the Django app and three export
  // servers on 2 cores, and with two workers lazily loaded screens missed their waits on a loaded run (4 of 71).
  // `E2E_WORKERS` sets it anywhere.
  workers: Math.min(2, Number(process.env.E2E_WORKERS ?? (process.env.CI ? 1 : 2))),
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/reports/playwright.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: webUrl,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    // No trace unless asked for (`E2E_TRACE=retain-on-failure`): recording one costs every test its screencast and
    // DOM snapshots, about a third of the run's CPU, pass or fail (decision 195). A failure still leaves a
    // screenshot of each of its tabs (e2e/fixtures.ts) and Playwright's error context (the page's accessibility
    // tree) in test-results/. Playwright's own failure screenshots are off: it takes them of every page of every
    // closing browser context, pass or fail, and throws away those of the tests that passed.
    trace: traceMode(process.env.E2E_TRACE),
    // The export registers a service worker (docs/decisions/209-installable-app.md). Blocked for every spec but
    // e2e/pwa.spec.ts, which allows it: a worker answering a spec's requests would hide them from `page.route` and
    // precache the whole export in every fresh context.
    serviceWorkers: 'block',
    screenshot: 'off',
    launchOptions: { executablePath: chromium, args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', testIgnore: [STAGE_SPEC, DRF_SPEC] },
    { name: 'drf', testMatch: DRF_SPEC, use: { baseURL: djangoWebUrl } },
    ...(hasStageSpecs ? [{ name: 'stage', testMatch: STAGE_SPEC, use: { baseURL: stageUrl } }] : []),
  ],
  webServer: [
    backend('backend', apiPort, webUrl, {}, [stageUrl]),
    { name: 'web', ...web('out-e2e', webPort, e2eWebPublicEnv) },
    ...(runs('drf')
      ? [
          {
            name: 'django',
            command: 'npx tsx scripts/django-backend.ts',
            // 401 without a token counts as up.
            url: `${djangoApiUrl}/auth/users/me/`,
            timeout: 120_000,
            reuseExistingServer: false,
            stdout: 'ignore' as const,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
            // Names read by contract/django/hotelapi/settings.py (contract/README.md).
            env: {
              PORT: String(djangoApiPort),
              SECRET_KEY: secretKey,
              DASHBOARD_URL: djangoWebUrl,
              DEV_ENDPOINTS: '1',
              LOGIN_THROTTLE_RATE: '10000/min',
              PASSWORD_HASH_ITERATIONS: '2000',
              ...(process.env.E2E_ACCESS_TOKEN_LIFETIME
                ? { ACCESS_TOKEN_LIFETIME: process.env.E2E_ACCESS_TOKEN_LIFETIME }
                : {}),
            },
          },
          // The e2e export again, its config.js pointing at the Django backend (after `web`, which builds it).
          {
            name: 'web-django',
            ...web('out-e2e', djangoWebPort, e2eWebPublicEnv, {
              'copy-to': 'out-e2e-django',
              config: { apiUrl: djangoApiUrl },
            }),
          },
        ]
      : []),
    ...(hasStageSpecs && runs('stage')
      ? [
          {
            name: 'stage',
            // The e2e export again, deployed as stage: its config.js names the environment and a Sentry DSN, as a
            // deployment sets them (lib/runtime-config.ts); no second `next build`.
            ...web('out-e2e', stagePort, e2eWebPublicEnv, {
              'copy-to': 'out-e2e-stage',
              config: {
                environment: 'stage',
                // Port 9 (discard) on loopback: nothing answers; the spec intercepts the envelope with page.route.
                sentryDsn: 'http://e2epublickey@127.0.0.1:9/1',
              },
            }),
          },
        ]
      : []),
  ],
});

/** A reference backend on a fresh database (scripts/fresh-backend.ts) on `port`, its e-mail links to `dashboardUrl`. */
function backend(
  name: string,
  port: number,
  dashboardUrl: string,
  extraEnv: Record<string, string> = {},
  extraOrigins: string[] = [],
) {
  return {
    name,
    command: 'npx tsx scripts/fresh-backend.ts',
    // 401 without a token counts as up.
    url: `http://127.0.0.1:${port}/auth/users/me/`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 5_000 },
    // Names read by server/config.ts (docs/CONTRACTS.md); keep them in step.
    env: {
      ...extraEnv,
      PORT: String(port),
      HOST: '127.0.0.1',
      // Fresh in-memory database per run (the temporary DATA_DIR holds uploads and is removed on exit).
      DATABASE_URL: 'memory://',
      DASHBOARD_URL: dashboardUrl,
      // The dashboard's own origin may call it from a browser (the stage export is served from another port).
      CORS_ORIGINS: [dashboardUrl, ...extraOrigins].join(','),
      AUTH_RATE_LIMIT: '10000',
      AUTH_ACCOUNT_RATE_LIMIT: '10000',
      REFRESH_RATE_LIMIT: '10000',
      SECRET_KEY: secretKey,
      ENABLE_DEV_ENDPOINTS: '1',
      // scrypt N=2^12 instead of 2^17: every API sign-in of a fixture verifies a hash (~0.6 s of CPU at 2^17).
      PASSWORD_HASH_COST: '12',
      LOG_LEVEL: 'warn',
      ...(process.env.E2E_ACCESS_TOKEN_LIFETIME
        ? { ACCESS_TOKEN_LIFETIME: process.env.E2E_ACCESS_TOKEN_LIFETIME }
        : {}),
    },
  };
}
