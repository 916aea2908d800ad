import { describe, expect, it } from 'vitest';
import { clsSum, largestShifts, type ShiftEntry } from './layout-shift';

const shift = (value: number, hadRecentInput = false): ShiftEntry => ({
  value,
  hadRecentInput,
  startTime: 0,
  sources: [],
});

describe('clsSum', () => {
  it('adds every shift but those right after input', () => {
    expect(clsSum([shift(0.004), shift(0.5, true), shift(0.003), shift(0.002)])).toBeCloseTo(0.009, 10);
  });

  it('is 0 for none', () => {
    expect(clsSum([])).toBe(0);
  });
});

describe('largestShifts', () => {
  it('gives the largest counted shifts first', () => {
    expect(largestShifts([shift(0.001), shift(0.9, true), shift(0.02), shift(0.005)], 2).map((s) => s.value)).toEqual([
      0.02, 0.005,
    ]);
  });
});
