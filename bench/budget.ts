/**
 * Budgets of the bench's figures and their verdicts: «within», «over by …» for a ceiling (a time, a size, a
 * count) and «below by …» for a floor (a Lighthouse score), and the summary block that ends `npm run bench`.
 */

/** A ceiling (`value ≤ limit`) or a floor (`value ≥ limit`). */
export interface Budget {
  kind: 'atMost' | 'atLeast';
  limit: number;
}

export const atMost = (limit: number): Budget => ({ kind: 'atMost', limit });
export const atLeast = (limit: number): Budget => ({ kind: 'atLeast', limit });

/** One budgeted figure of a run: `value` null when its section failed (it then counts as not within). */
export interface Figure {
  name: string;
  value: number | null;
  budget: Budget;
  /** How a value (and a difference) is written: `182.4 KiB`, `0.004`, `3`. */
  format: (value: number) => string;
  /** Why the value is what it is (where the time went), printed under the figure when it misses its budget. */
  why?: string[];
}

export interface Verdict {
  within: boolean;
  /** `within`, `over by 3.1 KiB`, `below by 4`, `not measured`. */
  text: string;
}

/** Whether `value` keeps to `budget`, and how far it misses it when it does not. */
export function verdictOf(value: number | null, budget: Budget, format: (value: number) => string): Verdict {
  if (value === null || Number.isNaN(value)) return { within: false, text: 'not measured' };
  if (budget.kind === 'atMost') {
    return value <= budget.limit
      ? { within: true, text: 'within' }
      : { within: false, text: `over by ${format(value - budget.limit)}` };
  }
  return value >= budget.limit
    ? { within: true, text: 'within' }
    : { within: false, text: `below by ${format(budget.limit - value)}` };
}

/** `≤ 260.0 KiB`, `≥ 90`. */
export const budgetText = (budget: Budget, format: (value: number) => string): string =>
  `${budget.kind === 'atMost' ? '≤' : '≥'} ${format(budget.limit)}`;

/**
 * The summary block: one line per figure (name, value, budget, verdict), under a missed one the lines saying why,
 * then `N of M figures within budget`.
 */
export function summaryLines(figures: Figure[]): string[] {
  const rows = figures.map((figure) => ({
    name: figure.name,
    value: figure.value === null || Number.isNaN(figure.value) ? '—' : figure.format(figure.value),
    budget: budgetText(figure.budget, figure.format),
    verdict: verdictOf(figure.value, figure.budget, figure.format),
    why: figure.why ?? [],
  }));
  const nameWidth = Math.max(6, ...rows.map((row) => row.name.length));
  const valueWidth = Math.max(5, ...rows.map((row) => row.value.length));
  const budgetWidth = Math.max(6, ...rows.map((row) => row.budget.length));
  const within = rows.filter((row) => row.verdict.within).length;
  return [
    `  ${'figure'.padEnd(nameWidth)}  ${'value'.padStart(valueWidth)}  ${'budget'.padEnd(budgetWidth)}  verdict`,
    ...rows.flatMap((row) => [
      `  ${row.name.padEnd(nameWidth)}  ${row.value.padStart(valueWidth)}  ${row.budget.padEnd(budgetWidth)}  ${row.verdict.text}`,
      ...(row.verdict.within ? [] : row.why.map((line) => `      why: ${line}`)),
    ]),
    '',
    `  ${within} of ${rows.length} figures within budget`,
  ];
}
