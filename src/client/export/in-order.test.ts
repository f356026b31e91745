import { describe, expect, it } from 'vitest';
import { inOrder } from './in-order';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('inOrder', () => {
  it('yields results in input order although they finish out of order, and reports failures in place', async () => {
    const delays = [30, 5, 20, 1, 10];
    const out: string[] = [];
    for await (const r of inOrder(delays, 3, async (ms, i) => {
      await sleep(ms);
      if (i === 2) throw new Error('bad');
      return `#${i}`;
    })) {
      out.push(r.ok ? r.value : `failed ${r.index}`);
    }
    expect(out).toEqual(['#0', '#1', 'failed 2', '#3', '#4']);
  });

  it('never has more than `window` tasks started and unconsumed', async () => {
    let live = 0;
    let peak = 0;
    const items = Array.from({ length: 40 }, (_, i) => i);
    for await (const _ of inOrder(items, 4, async () => {
      live++;
      peak = Math.max(peak, live);
      await sleep(1);
      return 0;
    })) {
      live--;
      await sleep(2); // a slow consumer (the zip writer) must not let work pile up
    }
    expect(peak).toBe(4);
  });
});
