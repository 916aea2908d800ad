/**
 * Cumulative Layout Shift as the bench counts it: the sum of every `layout-shift` entry a page reported, except
 * the shifts right after the user's own input (`hadRecentInput`: a click or a key press that moves things is
 * expected; a wheel scroll is not such an input). A plain sum over the whole visit rather than the web-vitals
 * session windows: a list that shifts a little on every scroll step must add up.
 */

/** What the page's PerformanceObserver keeps of a `layout-shift` entry. */
export interface ShiftEntry {
  value: number;
  hadRecentInput: boolean;
  /** ms since navigation start. */
  startTime: number;
  /** The moved elements, described (`article[aria-label="Заказ #12: …"]`). */
  sources: string[];
}

/** The sum of the shifts not caused by recent input. */
export function clsSum(entries: readonly Pick<ShiftEntry, 'value' | 'hadRecentInput'>[]): number {
  return entries.reduce((sum, entry) => (entry.hadRecentInput ? sum : sum + entry.value), 0);
}

/** The `count` largest counted shifts, largest first (to say what moved). */
export function largestShifts<T extends Pick<ShiftEntry, 'value' | 'hadRecentInput'>>(
  entries: readonly T[],
  count: number,
): T[] {
  return entries
    .filter((entry) => !entry.hadRecentInput)
    .sort((a, b) => b.value - a.value)
    .slice(0, count);
}
