// 3x3 matrices and XYZ vectors, for the colour conversions built from profiles' primaries.
export type M3 = number[][];
export type Xyz = [number, number, number];

/** Rows of the matrix whose columns are the given vectors. */
export const fromColumns = (c: readonly (readonly number[])[]): M3 =>
  [0, 1, 2].map((i) => c.map((col) => col[i]!));

export function invert(m: M3): M3 {
  const [[a, b, c], [d, e, f], [g, h, i]] = m as [number[], number[], number[]];
  const A = e! * i! - f! * h!;
  const B = -(d! * i! - f! * g!);
  const C = d! * h! - e! * g!;
  const det = a! * A + b! * B + c! * C;
  return [
    [A / det, -(b! * i! - c! * h!) / det, (b! * f! - c! * e!) / det],
    [B / det, (a! * i! - c! * g!) / det, -(a! * f! - c! * d!) / det],
    [C / det, -(a! * h! - b! * g!) / det, (a! * e! - b! * d!) / det],
  ];
}

export const multiply = (x: M3, y: M3): M3 =>
  x.map((row) => [0, 1, 2].map((j) => row.reduce((s, v, k) => s + v * y[k]![j]!, 0)));

/** `m` applied to the vector `v`. */
export const apply = (m: M3, v: readonly number[]): Xyz =>
  m.map((row) => row[0]! * v[0]! + row[1]! * v[1]! + row[2]! * v[2]!) as Xyz;
