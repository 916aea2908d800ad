/** Small numeric helpers shared by the bench's sections. */

/** The median (the mean of the middle two for an even count; 0 for none). */
export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/** The index of a run whose value is the median (the lower middle one for an even count). */
export const medianIndex = (values: number[]): number => {
  const order = values.map((value, index) => ({ value, index })).sort((a, b) => a.value - b.value);
  return order[Math.floor((order.length - 1) / 2)]?.index ?? 0;
};

/** `905 ms`. */
export const ms = (value: number): string => `${value.toFixed(0)} ms`;

/** `905, 896, 912 ms`. */
export const runsList = (values: number[]): string => `${values.map((value) => value.toFixed(0)).join(', ')} ms`;
