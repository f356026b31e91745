import { describe, expect, it } from 'vitest';
import {
  COALESCE_WINDOW_MS,
  canRedo,
  canUndo,
  createHistory,
  record,
  redo,
  replacePresent,
  undo,
  withHistory,
  type History,
  type Recording,
} from './index';

const steps = (h: History<number>) => [...h.past, h.present, ...h.future];

describe('history', () => {
  it('undo and redo walk the steps; a new step drops the redo branch', () => {
    let h = createHistory(0);
    for (const v of [1, 2, 3]) h = record(h, v);
    expect(canRedo(h)).toBe(false);
    h = undo(undo(h));
    expect(h.present).toBe(1);
    expect(canRedo(h)).toBe(true);
    h = redo(h);
    expect(h.present).toBe(2);
    h = record(h, 9);
    expect(steps(h)).toEqual([0, 1, 2, 9]);
    expect(canRedo(h)).toBe(false);
  });

  it('undo at the start and redo at the end change nothing', () => {
    const h = createHistory('a');
    expect(undo(h)).toBe(h);
    expect(redo(h)).toBe(h);
    expect(canUndo(h)).toBe(false);
  });

  it('recording the same state adds no step', () => {
    const state = { a: 1 };
    const h = createHistory(state);
    expect(record(h, state)).toBe(h);
  });

  it.each([
    [1, 1],
    [5, 5],
    [100, 100],
  ])('keeps at most %s steps to undo', (limit, kept) => {
    let h = createHistory(0);
    for (let v = 1; v <= 150; v++) h = record(h, v, {}, { limit });
    expect(h.past.length).toBe(kept);
    expect(h.past[0]).toBe(150 - kept);
  });

  it.each<[string, { key: string; at: number }[], number[]]>([
    ['one drag is one step', [0, 16, 32, 48].map((at) => ({ key: 'drag:1', at })), [0, 4]],
    [
      'a pause longer than the window starts a new step',
      [
        { key: 'k', at: 0 },
        { key: 'k', at: 100 },
        { key: 'k', at: 100 + COALESCE_WINDOW_MS + 1 },
      ],
      [0, 2, 3],
    ],
    [
      'another key starts a new step',
      [
        { key: 'drag:1', at: 0 },
        { key: 'drag:2', at: 10 },
        { key: 'drag:2', at: 20 },
      ],
      [0, 1, 3],
    ],
  ])('coalescing: %s', (_name, metas, kept) => {
    let h = createHistory(0);
    metas.forEach((m, i) => (h = record(h, i + 1, m)));
    expect(steps(h)).toEqual(kept);
  });

  it('after an undo, the same key does not join the step it came back to', () => {
    let h = record(record(createHistory(0), 1, { key: 'k', at: 0 }), 2, { key: 'k', at: 10 });
    h = undo(h);
    h = record(h, 3, { key: 'k', at: 20 });
    expect(steps(h)).toEqual([0, 3]);
  });

  it('replacePresent changes the state without a step', () => {
    const h = replacePresent(record(createHistory(0), 1), 5);
    expect(steps(h)).toEqual([0, 5]);
  });
});

describe('withHistory', () => {
  type Action =
    | { type: 'add'; n: number }
    | { type: 'drag'; to: number; at: number }
    | { type: 'view'; n: number }
    | { type: 'load'; n: number };
  const reducer = (s: number, a: Action) => (a.type === 'add' ? s + a.n : a.type === 'drag' ? a.to : a.n);
  const how = (a: Action): Recording =>
    a.type === 'drag'
      ? { kind: 'step', key: 'drag', at: a.at }
      : a.type === 'view'
        ? { kind: 'replace' }
        : a.type === 'load'
          ? { kind: 'reset' }
          : { kind: 'step' };
  const r = withHistory(reducer, how);
  const run = (h: History<number>, ...as: Parameters<typeof r>[1][]) => as.reduce(r, h);

  it('runs the reducer, records steps, and answers undo and redo', () => {
    const h = run(
      createHistory(0),
      { type: 'action', action: { type: 'add', n: 2 } },
      { type: 'action', action: { type: 'drag', to: 10, at: 0 } },
      { type: 'action', action: { type: 'drag', to: 20, at: 16 } },
      { type: 'action', action: { type: 'view', n: 21 } },
    );
    expect(steps(h)).toEqual([0, 2, 21]);
    expect(run(h, { type: 'undo' }).present).toBe(2);
    expect(run(h, { type: 'undo' }, { type: 'undo' }, { type: 'redo' }).present).toBe(2);
  });

  it('a reset (opening a project) clears both ways', () => {
    const h = run(
      createHistory(0),
      { type: 'action', action: { type: 'add', n: 1 } },
      { type: 'action', action: { type: 'load', n: 7 } },
    );
    expect(steps(h)).toEqual([7]);
  });
});
