/**
 * `npm test`: every check in one run, in order, going on past failures:
 *   system programs (Chromium, nginx, Django for contract/, Postgres for the server-postgres tests) → Vitest (all
 *   projects) from the start, beside format (Biome), lint, unused code (knip), typecheck and the e2e export's build
 *   → dependency audit → Playwright, still beside Vitest.
 * It ends with exactly one line `N passed, N failed`, the sum of
 * - Vitest tests and Playwright tests, one each;
 * - format, lint, unused code and typecheck, one check each (passed when the tool exits 0);
 * - anything that broke a suite without a failing test (a test file that cannot load, an unhandled error, a
 *   web server that never came up, a missing report): one failure each, so a crash is never green;
 * - skipped, todo and fixme tests count as failed: a test that does not run proves nothing.
 * Exits 1 when anything failed. Reports: test-results/reports/{vitest,playwright}.json.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { PROJECT_ROOT } from './build-if-stale';
import { ensureChromium } from './ensure-chromium';
import { djangoVersion, ensureDjango } from './ensure-django';
import { ensureNginx } from './ensure-nginx';
import { ensurePostgres, POSTGRES_MISSING } from './ensure-postgres';

const REPORTS = path.join(PROJECT_ROOT, 'test-results', 'reports');
const VITEST_JSON = path.join(REPORTS, 'vitest.json');
const PLAYWRIGHT_JSON = path.join(REPORTS, 'playwright.json');
const BIN = path.join(PROJECT_ROOT, 'node_modules', '.bin');

interface StepResult {
  name: string;
  passed: number;
  failed: number;
  seconds: number;
  note?: string;
  /** What failed, one line each ("file › test: first line of the error"), printed in the summary. */
  failures?: string[];
}

const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/**
 * Runs a tool of node_modules/.bin (or a program by its absolute path) with the output on ours, or, with
 * `capture`, collected (stdout and stderr in the order they came) for printing later: checks that run side by side
 * must not interleave their output.
 */
function run(
  command: string,
  args: string[],
  extraEnv: Record<string, string> = {},
  capture?: { output: string },
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(path.isAbsolute(command) ? command : path.join(BIN, command), args, {
      cwd: PROJECT_ROOT,
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...env, ...extraEnv },
    });
    if (capture) {
      const collect = (chunk: Buffer) => {
        capture.output += chunk.toString();
      };
      child.stdout?.on('data', collect);
      child.stderr?.on('data', collect);
    }
    child.on('error', (error) => {
      if (capture) capture.output += `${command}: ${error.message}\n`;
      else console.error(`${command}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

function banner(title: string): void {
  console.log(`\n━━━ ${title} ${'━'.repeat(Math.max(0, 70 - title.length))}`);
}

async function timed(
  name: string,
  body: () => Promise<Omit<StepResult, 'name' | 'seconds'>>,
  { quiet = false } = {},
): Promise<StepResult> {
  if (!quiet) banner(name);
  const started = performance.now();
  const result = await body();
  return { name, seconds: (performance.now() - started) / 1000, ...result };
}

/**
 * TypeScript 7's native compiler (the `typescript-native` alias): the same checks as `typescript`'s, in a third of
 * its CPU time. ESLint's typed rules and Next keep `typescript` 6 (they use its JavaScript API, which 7 does not
 * have). Called by its path: both packages name their binary `tsc`, so `.bin/tsc` is whichever npm linked last.
 */
const NATIVE_TSC = path.join(PROJECT_ROOT, 'node_modules', 'typescript-native', 'bin', 'tsc');

/** A tool's exit code as one check, run beside others: its output is printed under its banner once it is done. */
async function quietCheck(name: string, command: string, args: string[]): Promise<StepResult & { output: string }> {
  const started = performance.now();
  const capture = { output: '' };
  const code = await run(command, args, {}, capture);
  const seconds = (performance.now() - started) / 1000;
  const result = code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1, note: `exit code ${code}` };
  return { name, seconds, output: capture.output, ...result };
}

/**
 * Builds the e2e export (`out-e2e/`, the values of e2e/env.ts) when stale, as Playwright's `web` server would at
 * the start of the e2e run, but beside lint and typecheck: on 2 cores the build's CPU then overlaps theirs instead
 * of adding to the run. Not a check of its own: a failed build is printed here and fails again, counted, when
 * Playwright's web server tries it.
 */
async function prebuildE2eExport(): Promise<{ seconds: number; output: string; ok: boolean }> {
  const started = performance.now();
  const capture = { output: '' };
  const code = await run('tsx', ['scripts/build-if-stale.ts', '--dir', 'out-e2e', '--e2e'], {}, capture);
  return { seconds: (performance.now() - started) / 1000, output: capture.output, ok: code === 0 };
}

/**
 * Format, lint, knip and typecheck side by side, with the e2e export's build: each is mostly one core's work (the
 * build a little more), so on 2 cores they take about as long as the longest instead of the sum. Their output
 * follows in the usual order once all are done.
 */
async function staticChecksAndBuild(): Promise<StepResult[]> {
  banner(
    'format, lint, unused code, typecheck and the e2e export build, side by side (and Vitest, whose output follows the e2e run)',
  );
  const [format, lint, unused, typecheck, workerTypecheck, build] = await Promise.all([
    quietCheck('format and import order (biome)', 'biome', ['check', '.']),
    quietCheck('lint (eslint)', 'eslint', ['--max-warnings', '0', '.']),
    quietCheck('unused files, exports and dependencies (knip)', 'knip', ['--no-progress']),
    quietCheck('typecheck (tsc)', process.execPath, [NATIVE_TSC, '--noEmit']),
    // The service worker with the worker's own lib (lib/pwa/worker/tsconfig.json), as `npm run typecheck` does.
    quietCheck('typecheck of the service worker (tsc)', process.execPath, [
      NATIVE_TSC,
      '--noEmit',
      '-p',
      'lib/pwa/worker',
    ]),
    prebuildE2eExport(),
  ]);
  const checks = [format, lint, unused, typecheck, workerTypecheck];
  for (const { name, output, seconds } of checks) {
    banner(`${name} (${seconds.toFixed(0)} s)`);
    process.stdout.write(output);
  }
  banner(`e2e export build (${build.seconds.toFixed(0)} s${build.ok ? '' : ', FAILED: the e2e run builds again'})`);
  process.stdout.write(build.output);
  return checks.map(({ output: _output, ...step }) => step);
}

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return null;
  }
}

/** How long `npm audit` may take; the registry answers in about a second. */
const AUDIT_TIMEOUT_MS = 120_000;

/**
 * `npm audit --omit=dev --audit-level=high`: the packages that reach the browser have no known high or critical
 * vulnerability. One check: a report with a high or critical one fails it. An audit that could not be made
 * (registry unreachable, its audit endpoint refusing — as a registry mirror without the advisory API does — the
 * timeout) counts neither way: it proves nothing, so it is no pass, and it says nothing about our code, so it is
 * not a failed test either. It is printed loudly in the summary instead; set AUDIT_REQUIRED=1 (a CI with the
 * public registry) to make it a failure.
 */
function notMade(reason: string): Omit<StepResult, 'name' | 'seconds'> {
  console.error(`npm audit could not be made: ${reason}`);
  const required = process.env.AUDIT_REQUIRED === '1';
  return {
    passed: 0,
    failed: required ? 1 : 0,
    note: `NOT MADE (${reason})${required ? '' : ' — not counted; AUDIT_REQUIRED=1 makes it a failure'}`,
  };
}

async function audit(): Promise<StepResult> {
  return timed('dependency audit (npm audit --omit=dev --audit-level=high)', async () => {
    const result = await new Promise<{ code: number | null; output: string; timedOut: boolean }>((resolve) => {
      const child = spawn('npm', ['audit', '--omit=dev', '--audit-level=high', '--json'], {
        cwd: PROJECT_ROOT,
        stdio: ['ignore', 'pipe', 'inherit'],
        // npm_config_audit=false (.ci/run, for `npm install`) must not turn the command itself off.
        env: { ...env, npm_config_audit: 'true' },
      });
      let output = '';
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        child.kill('SIGTERM');
      }, AUDIT_TIMEOUT_MS);
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
      });
      child.on('error', (error) => {
        clearTimeout(timer);
        resolve({ code: 127, output: error.message, timedOut });
      });
      child.on('close', (code) => {
        clearTimeout(timer);
        resolve({ code, output, timedOut });
      });
    });
    if (result.timedOut) return notMade(`no answer from the registry in ${AUDIT_TIMEOUT_MS / 1000} s`);
    interface AuditReport {
      message?: string;
      metadata?: { vulnerabilities?: Record<string, number> };
    }
    let report: AuditReport | null = null;
    try {
      report = JSON.parse(result.output) as AuditReport;
    } catch {
      // Reported below.
    }
    const counts = report?.metadata?.vulnerabilities;
    if (!counts) {
      const reason = report?.message ?? `exit code ${result.code}`;
      return notMade(reason);
    }
    const summary = Object.entries(counts)
      .filter(([level, count]) => level !== 'total' && count > 0)
      .map(([level, count]) => `${count} ${level}`)
      .join(', ');
    console.log(`npm audit (production dependencies): ${summary || 'no vulnerabilities'}`);
    const blocking = (counts.high ?? 0) + (counts.critical ?? 0);
    if (blocking > 0 || result.code !== 0) {
      return { passed: 0, failed: 1, note: `${summary}; run \`npm audit --omit=dev\`` };
    }
    return { passed: 1, failed: 0, note: summary ? `below high: ${summary}` : undefined };
  });
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    status: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
    message?: string;
  }[];
}

/** The first line of an error, without terminal colours: enough to tell which failure it was from a log's tail. */
function firstLine(message: string | undefined): string {
  const [first = ''] = stripVTControlCharacters(message ?? '')
    .trim()
    .split('\n');
  return first;
}

function vitestFailures(report: VitestReport): string[] {
  return report.testResults.flatMap((file) => {
    const name = path.relative(PROJECT_ROOT, file.name);
    if (file.status === 'failed' && file.assertionResults.length === 0) return [`${name}: ${firstLine(file.message)}`];
    return file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${name} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  });
}

const VITEST_STEP = 'unit, component, server and tooling tests (vitest)';

/** Vitest with its output held in `capture` (it runs beside Playwright, whose output goes straight through). */
async function vitest(capture: { output: string }): Promise<StepResult> {
  return timed(
    VITEST_STEP,
    async () => {
      rmSync(VITEST_JSON, { force: true });
      const code = await run(
        'vitest',
        ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_JSON}`],
        // Without colours: the held output is printed later, into a log more often than a terminal.
        { NO_COLOR: '1' },
        capture,
      );
      const report = readJson<VitestReport>(VITEST_JSON);
      if (!report) return { passed: 0, failed: 1, note: `no report (exit code ${code})` };
      const brokenFiles = report.testResults.filter(
        (file) => file.status === 'failed' && file.assertionResults.length === 0,
      );
      const skipped = report.numPendingTests + report.numTodoTests;
      let failed = report.numFailedTests + brokenFiles.length + skipped;
      const notes = [
        brokenFiles.length ? `${brokenFiles.length} file(s) failed to run` : '',
        skipped ? `${skipped} skipped/todo` : '',
      ];
      if (code !== 0 && failed === 0) {
        failed = 1;
        notes.push(`exit code ${code} (an unhandled error?)`);
      }
      return {
        passed: report.numPassedTests,
        failed,
        note: notes.filter(Boolean).join('; ') || undefined,
        failures: vitestFailures(report),
      };
    },
    { quiet: true },
  );
}

interface PlaywrightSuite {
  file: string;
  specs: {
    title: string;
    line: number;
    tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
  errors: { message?: string }[];
  suites: PlaywrightSuite[];
}

function playwrightFailures(suites: PlaywrightSuite[]): string[] {
  return suites.flatMap((suite) => [
    ...suite.specs.flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
        .map(
          (test) =>
            `e2e/${suite.file}:${spec.line} › ${spec.title} [${test.projectName}]: ${firstLine(test.results.at(-1)?.error?.message)}`,
        ),
    ),
    ...playwrightFailures(suite.suites ?? []),
  ]);
}

async function playwright(): Promise<StepResult> {
  return timed('end-to-end tests (playwright)', async () => {
    rmSync(PLAYWRIGHT_JSON, { force: true });
    const code = await run('playwright', ['test']);
    const report = readJson<PlaywrightReport>(PLAYWRIGHT_JSON);
    if (!report) return { passed: 0, failed: 1, note: `no report (exit code ${code})` };
    const { expected, unexpected, flaky, skipped } = report.stats;
    // retries are 0, so `flaky` stays 0; were it not, a test that needed a retry is not a pass.
    let failed = unexpected + flaky + skipped + report.errors.length;
    const notes = [
      report.errors.length
        ? `${report.errors.length} global error(s): ${report.errors.map((e) => (e.message ?? '').split('\n')[0]).join(' | ')}`
        : '',
      skipped ? `${skipped} skipped` : '',
    ];
    if (code !== 0 && failed === 0) {
      failed = 1;
      notes.push(`exit code ${code}`);
    }
    return {
      passed: expected,
      failed,
      note: notes.filter(Boolean).join('; ') || undefined,
      failures: playwrightFailures(report.suites),
    };
  });
}

/** Not a check of its own: without these programs the tests that need them fail, and are counted there. */
function systemPrograms(): void {
  banner('system programs');
  const chromium = ensureChromium();
  const nginx = ensureNginx();
  const django = ensureDjango() ? djangoVersion() : null;
  const postgres = process.env.TEST_POSTGRES_URL?.trim() ? 'TEST_POSTGRES_URL' : ensurePostgres();
  console.log(
    `chromium: ${chromium ?? 'MISSING'}\nnginx:    ${nginx ?? 'MISSING'}\ndjango:   ${django ?? 'MISSING'}\n` +
      `postgres: ${postgres ?? `MISSING — ${POSTGRES_MISSING}`}`,
  );
}

mkdirSync(REPORTS, { recursive: true });
const started = performance.now();
systemPrograms();
const results: StepResult[] = [];
// Vitest needs no build: it starts at once, beside the static checks and the e2e build, and Playwright joins it once
// the export is built. Each runs one worker (Vitest's default on 2 cores; Playwright's in CI) and Vitest is the longer
// of the two, so starting it first keeps both cores busy to the end. Its output is held and printed after
// Playwright's, which goes straight through (decision 195).
const vitestOutput = { output: '' };
const unit = vitest(vitestOutput);
results.push(...(await staticChecksAndBuild()));
results.push(await audit());
const e2e = await playwright();
const unitResult = await unit;
banner(`${VITEST_STEP} (${unitResult.seconds.toFixed(0)} s)`);
process.stdout.write(vitestOutput.output);
results.push(unitResult, e2e);

banner('summary');
for (const step of results) {
  const mark = step.failed > 0 ? 'FAIL' : step.passed === 0 ? '--  ' : 'ok  ';
  console.log(
    `${mark} ${step.name.padEnd(55)} ${String(step.passed).padStart(4)} passed ${String(step.failed).padStart(3)} failed  ${step.seconds.toFixed(0).padStart(4)} s${step.note ? `  (${step.note})` : ''}`,
  );
}
// The names of what failed, above the total: a CI that shows only the log's tail still shows which tests they were.
const failures = results.flatMap((step) => step.failures ?? []);
for (const failure of failures.slice(0, 12)) console.log(`  failed: ${failure.slice(0, 240)}`);
if (failures.length > 12) console.log(`  … and ${failures.length - 12} more`);
console.log(
  `total ${((performance.now() - started) / 1000).toFixed(0)} s; reports in ${path.relative(PROJECT_ROOT, REPORTS)}/`,
);
const passed = results.reduce((sum, step) => sum + step.passed, 0);
const failed = results.reduce((sum, step) => sum + step.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
