import { describe, expect, it } from 'vitest';
import type { RouteWeight } from './first-load';
import {
  type AuditLike,
  FIRST_LOAD_RATIO_BUDGET,
  firstLoadRows,
  floorReportLines,
  lighthouseRows,
  ratioText,
  ratioToFloor,
} from './floor';

const route = (name: string, kib: number): RouteWeight => ({
  route: name,
  file: `${name}.html`,
  jsFiles: 3,
  jsGzip: kib * 1024,
  cssFiles: 1,
  cssGzip: 1024,
  blockingCssGzip: 1024,
});

const audit = (page: string, path: string, preset: string, score: number, tbtMs: number): AuditLike => ({
  page,
  path,
  preset,
  median: { score, fcpMs: 1000, lcpMs: 2000, tbtMs, cls: 0, siMs: 1500 },
});

describe('ratioToFloor', () => {
  it('divides by the floor measured in the same run', () => {
    expect(ratioToFloor(165, 150)).toBeCloseTo(1.1);
    expect(ratioToFloor(73, 100)).toBeCloseTo(0.73);
  });

  it('has no ratio when a side was not measured or the floor is zero', () => {
    expect(ratioToFloor(null, 150)).toBeNull();
    expect(ratioToFloor(150, null)).toBeNull();
    expect(ratioToFloor(558, 0)).toBeNull();
    expect(ratioToFloor(Number.NaN, 10)).toBeNull();
  });

  it('is written with two decimals and ×', () => {
    expect(ratioText(1.1)).toBe('1.10×');
    expect(ratioText(1.2345)).toBe('1.23×');
  });
});

describe('firstLoadRows', () => {
  it('puts every route beside the floor and budgets the pages reached without a session at 1.1×', () => {
    const rows = firstLoadRows(
      [route('/', 165), route('/activate/_/_', 170), route('/password-reset/_/_', 160), route('/orders', 300)],
      route('/', 150),
    );
    expect(rows.map((row) => [row.name, row.ratio?.toFixed(3), row.budget?.limit])).toEqual([
      ['first-load JS /', '1.100', 1.1],
      ['first-load JS /activate/_/_', '1.133', 1.1],
      ['first-load JS /password-reset/_/_', '1.067', 1.1],
      ['first-load JS /orders', '2.000', undefined],
    ]);
    expect(FIRST_LOAD_RATIO_BUDGET).toEqual({ kind: 'atMost', limit: 1.1 });
  });
});

describe('lighthouseRows', () => {
  it('compares each page with the floor audited with the same preset, metric by metric', () => {
    const rows = lighthouseRows(
      [
        audit('sign-in', '/', 'mobile', 73, 558),
        audit('floor', '/', 'mobile', 100, 0),
        audit('sign-in', '/', 'desktop', 96, 40),
        audit('floor', '/', 'desktop', 100, 20),
        audit('order desk', '/orders', 'tablet', 80, 10),
      ],
      'floor',
    );
    const byName = Object.fromEntries(rows.map((row) => [row.name, row.ratio]));
    expect(byName['Lighthouse mobile / score']).toBeCloseTo(0.73);
    // The floor blocked nothing: no ratio to a zero TBT (reported as «—»).
    expect(byName['Lighthouse mobile / TBT']).toBeNull();
    expect(byName['Lighthouse desktop / TBT']).toBeCloseTo(2);
    expect(byName['Lighthouse desktop / LCP']).toBeCloseTo(1);
    // No floor audit for that preset: no rows, rather than a ratio to nothing.
    expect(rows.some((row) => row.name.includes('tablet'))).toBe(false);
    // The floor is not compared with itself.
    expect(rows).toHaveLength(12);
  });
});

describe('floorReportLines', () => {
  it('writes value, floor, ratio and the verdict of budgeted rows, aligned', () => {
    const lines = floorReportLines([
      ...firstLoadRows([route('/', 180), route('/orders', 300)], route('/', 150)),
      ...lighthouseRows(
        [audit('sign-in', '/', 'mobile', 73, 558), audit('floor', '/', 'mobile', 100, 0)],
        'floor',
      ).slice(3, 4),
    ]);
    expect(lines[0]).toMatch(/^ {2}figure +value +floor +ratio {2}verdict$/);
    expect(lines[1]).toMatch(/first-load JS \/ +180\.0 KiB +150\.0 KiB +1\.20× {2}over by 0\.10× \(≤ 1\.10×\)$/);
    expect(lines[2]).toMatch(/first-load JS \/orders +300\.0 KiB +150\.0 KiB +2\.00×$/);
    expect(lines[3]).toMatch(/Lighthouse mobile \/ TBT +558 ms +0 ms +—$/);
  });
});
