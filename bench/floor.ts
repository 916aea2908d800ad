/**
 * The floor of the stack (docs/decisions/190-first-load.md): `bench/floor-app/` is a bare Next.js app — a static page
 * with `MantineProvider` and one button, built with the same Next, React and Mantine as the dashboard. No page of
 * the dashboard can load less than it, so `npm run bench` reports the dashboard's figures as ratios to the floor's,
 * measured in the same run on the same machine: a ratio keeps its meaning on a busy machine, where Lighthouse's
 * absolute figures do not.
 *
 * This module builds the floor (when stale) and turns figures into ratios and report lines; the ratios are pure and
 * unit-tested (floor.test.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../scripts/build-if-stale';
import { atMost, type Budget, verdictOf } from './budget';
import type { RouteWeight } from './first-load';
import type { LighthouseFigures } from './lighthouse-result';

/** The floor app and its export. */
const FLOOR_APP = path.join(PROJECT_ROOT, 'bench', 'floor-app');
const FLOOR_EXPORT = path.join(FLOOR_APP, 'out');

/** The budget: a sessionless page's first-load JS at most 1.1× the floor's. */
export const FIRST_LOAD_RATIO_BUDGET: Budget = atMost(1.1);

/** The routes that budget applies to: what staff reach without a session. */
const isSessionlessRoute = (route: string): boolean =>
  route === '/' || route.startsWith('/activate/') || route.startsWith('/password-reset/');

function newestInput(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((newest, entry) => {
    if (entry.name === 'out' || entry.name === '.next' || entry.name === 'next-env.d.ts') return newest;
    const full = path.join(dir, entry.name);
    return Math.max(newest, entry.isDirectory() ? newestInput(full) : statSync(full).mtimeMs);
  }, 0);
}

/**
 * Builds the floor's export into `bench/floor-app/out/` unless it is newer than its sources and the installed Next.
 * Returns the export's directory.
 */
export function buildFloor(): string {
  const index = path.join(FLOOR_EXPORT, 'index.html');
  const next = path.join(PROJECT_ROOT, 'node_modules', 'next', 'package.json');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  if (builtAt > Math.max(newestInput(FLOOR_APP), statSync(next).mtimeMs)) return FLOOR_EXPORT;
  console.log('Building the floor page (bench/floor-app/) ...');
  const result = spawnSync(
    process.execPath,
    [path.join(PROJECT_ROOT, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build', FLOOR_APP],
    {
      cwd: PROJECT_ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
    },
  );
  if (result.status !== 0) throw new Error(`next build bench/floor-app failed (${result.status ?? result.signal})`);
  return FLOOR_EXPORT;
}

/** `value / floor`; null when either was not measured or the floor is 0 (no ratio to a zero TBT). */
export function ratioToFloor(value: number | null, floor: number | null): number | null {
  if (value === null || floor === null || !Number.isFinite(value) || !Number.isFinite(floor) || floor <= 0) {
    return null;
  }
  return value / floor;
}

/** `1.07×`. */
export const ratioText = (ratio: number): string => `${ratio.toFixed(2)}×`;

/** One figure of the dashboard beside the floor's. */
export interface FloorRow {
  name: string;
  value: number | null;
  floor: number | null;
  ratio: number | null;
  /** How the value and the floor are written (`182.4 KiB`, `905 ms`, `73`). */
  format: (value: number) => string;
  /** Set for the figures with a budget on their ratio. */
  budget?: Budget;
}

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

/** Each route's first-load JS against the floor page's; the sessionless routes carry the ratio budget. */
export function firstLoadRows(routes: RouteWeight[], floor: RouteWeight): FloorRow[] {
  return routes.map((route) => ({
    name: `first-load JS ${route.route}`,
    value: route.jsGzip,
    floor: floor.jsGzip,
    ratio: ratioToFloor(route.jsGzip, floor.jsGzip),
    format: kib,
    ...(isSessionlessRoute(route.route) ? { budget: FIRST_LOAD_RATIO_BUDGET } : {}),
  }));
}

/** The Lighthouse figures compared. */
type MetricKey = 'score' | 'fcpMs' | 'lcpMs' | 'tbtMs' | 'cls' | 'siMs';

/** The Lighthouse figures compared, with how each is written. */
const LIGHTHOUSE_METRICS: { key: MetricKey; label: string; format: (v: number) => string }[] = [
  { key: 'score', label: 'score', format: (v) => String(Math.round(v)) },
  { key: 'fcpMs', label: 'FCP', format: (v) => `${Math.round(v)} ms` },
  { key: 'lcpMs', label: 'LCP', format: (v) => `${Math.round(v)} ms` },
  { key: 'tbtMs', label: 'TBT', format: (v) => `${Math.round(v)} ms` },
  { key: 'cls', label: 'CLS', format: (v) => v.toFixed(3) },
  { key: 'siMs', label: 'SI', format: (v) => `${Math.round(v)} ms` },
];

/** One audited page and preset, as bench/lighthouse.ts reports it. */
export interface AuditLike {
  page: string;
  path: string;
  preset: string;
  median: Pick<LighthouseFigures, MetricKey>;
}

/**
 * Every Lighthouse figure of every audited page against the floor page's with the same preset (`floorPage` names
 * it among `audits`). A preset the floor was not audited with gets no rows.
 */
export function lighthouseRows(audits: AuditLike[], floorPage: string): FloorRow[] {
  const rows: FloorRow[] = [];
  for (const audit of audits) {
    if (audit.page === floorPage) continue;
    const floor = audits.find((candidate) => candidate.page === floorPage && candidate.preset === audit.preset);
    if (!floor) continue;
    for (const metric of LIGHTHOUSE_METRICS) {
      const value = audit.median[metric.key];
      const floorValue = floor.median[metric.key];
      rows.push({
        name: `Lighthouse ${audit.preset} ${audit.path} ${metric.label}`,
        value,
        floor: floorValue,
        ratio: ratioToFloor(value, floorValue),
        format: metric.format,
      });
    }
  }
  return rows;
}

/** The report's table: figure, value, floor, ratio, and the verdict of the rows with a budget. */
export function floorReportLines(rows: FloorRow[]): string[] {
  const cells = rows.map((row) => ({
    name: row.name,
    value: row.value === null ? '—' : row.format(row.value),
    floor: row.floor === null ? '—' : row.format(row.floor),
    ratio: row.ratio === null ? '—' : ratioText(row.ratio),
    verdict: row.budget ? `${verdictOf(row.ratio, row.budget, ratioText).text} (≤ ${ratioText(row.budget.limit)})` : '',
  }));
  const width = (key: keyof (typeof cells)[number], min: number) =>
    Math.max(min, ...cells.map((cell) => cell[key].length));
  const [name, value, floor, ratio] = [width('name', 6), width('value', 5), width('floor', 5), width('ratio', 5)];
  return [
    `  ${'figure'.padEnd(name)}  ${'value'.padStart(value)}  ${'floor'.padStart(floor)}  ${'ratio'.padStart(ratio)}  verdict`,
    ...cells.map((cell) =>
      `  ${cell.name.padEnd(name)}  ${cell.value.padStart(value)}  ${cell.floor.padStart(floor)}  ${cell.ratio.padStart(ratio)}  ${cell.verdict}`.trimEnd(),
    ),
  ];
}
