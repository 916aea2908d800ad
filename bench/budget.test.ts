import { describe, expect, it } from 'vitest';
import { atLeast, atMost, budgetText, type Figure, summaryLines, verdictOf } from './budget';

const kib = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KiB`;

describe('verdictOf', () => {
  it('keeps to a ceiling up to and including it, and says by how much it is over', () => {
    expect(verdictOf(180 * 1024, atMost(180 * 1024), kib)).toEqual({ within: true, text: 'within' });
    expect(verdictOf(183.5 * 1024, atMost(180 * 1024), kib)).toEqual({ within: false, text: 'over by 3.5 KiB' });
  });

  it('keeps to a floor down to and including it, and says by how much it is below', () => {
    expect(verdictOf(90, atLeast(90), String)).toEqual({ within: true, text: 'within' });
    expect(verdictOf(86, atLeast(90), String)).toEqual({ within: false, text: 'below by 4' });
  });

  it('counts a figure that was not measured as not within', () => {
    expect(verdictOf(null, atMost(3), String)).toEqual({ within: false, text: 'not measured' });
    expect(verdictOf(Number.NaN, atLeast(3), String)).toEqual({ within: false, text: 'not measured' });
  });
});

describe('budgetText', () => {
  it('writes the bound with its sign', () => {
    expect(budgetText(atMost(0.01), (v) => v.toFixed(2))).toBe('≤ 0.01');
    expect(budgetText(atLeast(98), String)).toBe('≥ 98');
  });
});

describe('summaryLines', () => {
  it('lists every figure with its value, budget and verdict, then how many are within', () => {
    const figures: Figure[] = [
      { name: 'chain depth', value: 3, budget: atMost(3), format: String },
      { name: 'Lighthouse mobile /', value: 71, budget: atLeast(90), format: String },
      { name: 'CLS', value: null, budget: atMost(0.01), format: (v) => v.toFixed(4) },
    ];
    const lines = summaryLines(figures);
    expect(lines[0]).toMatch(/^ {2}figure +value {2}budget +verdict$/);
    expect(lines[1]).toMatch(/^ {2}chain depth +3 {2}≤ 3 +within$/);
    expect(lines[2]).toMatch(/^ {2}Lighthouse mobile \/ +71 {2}≥ 90 +below by 19$/);
    expect(lines[3]).toMatch(/^ {2}CLS +— {2}≤ 0\.0100 +not measured$/);
    expect(lines.at(-1)).toBe('  1 of 3 figures within budget');
  });

  it('says why under a missed figure only', () => {
    const lines = summaryLines([
      { name: 'TBT', value: 120, budget: atMost(200), format: String, why: ['longest tasks: …/a.js 90 ms'] },
      { name: 'LCP', value: 4000, budget: atMost(2500), format: String, why: ['LCP element «Заказы»'] },
    ]);
    expect(lines.slice(1, 4)).toEqual([
      expect.stringMatching(/^ {2}TBT +120 +≤ 200 +within$/),
      expect.stringMatching(/^ {2}LCP +4000 +≤ 2500 +over by 1500$/),
      '      why: LCP element «Заказы»',
    ]);
    expect(lines.at(-1)).toBe('  1 of 2 figures within budget');
  });
});
