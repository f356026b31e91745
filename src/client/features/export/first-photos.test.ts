import { describe, expect, it } from 'vitest';
import { firstPhotos } from './first-photos';

const photos = (marks: string) => [...marks].map((m, i) => ({ n: i + 1, unreadable: m === 'x' }));
const numbers = (list: { n: number }[]) => list.map((p) => p.n);

describe('firstPhotos', () => {
  it('takes the first count photos when all are readable', () => {
    expect(numbers(firstPhotos(photos('......'), 5))).toEqual([1, 2, 3, 4, 5]);
  });

  it('goes past an unreadable photo among them, keeping it to fail by name', () => {
    expect(numbers(firstPhotos(photos('.x....'), 5))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(numbers(firstPhotos(photos('x.x...'), 2))).toEqual([1, 2, 3, 4]);
  });

  it('stops at the last readable one and at the end of the batch', () => {
    expect(numbers(firstPhotos(photos('..x.x'), 3))).toEqual([1, 2, 3, 4]);
    expect(numbers(firstPhotos(photos('.x'), 5))).toEqual([1, 2]);
    expect(firstPhotos(photos('...'), 0)).toEqual([]);
  });
});
