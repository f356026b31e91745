// Median and spread of repeated runs: the machine is shared, so one run's figure says little alone.
export interface Spread {
  median: number;
  min: number;
  max: number;
}

export function spread(values: number[]): Spread {
  const v = [...values].sort((a, b) => a - b);
  const mid = Math.floor(v.length / 2);
  const median = v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
  return { median, min: v[0]!, max: v.at(-1)! };
}

/** "1.23 (1.10-1.31)": the median, then the smallest and largest of the runs. */
export function show(values: number[], digits = 2, unit = ''): string {
  const s = spread(values);
  const f = (n: number) => n.toFixed(digits);
  return `${f(s.median)}${unit} (${f(s.min)}-${f(s.max)}${unit}, ${values.length} runs)`;
}
