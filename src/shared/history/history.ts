// Undo and redo for any pure state: past, present, future. A continuous gesture (a drag, a slider held
// down) sends many updates with one coalescing key; they make one step while they keep coming.
export const HISTORY_LIMIT = 100;
/** Updates with the same key less than this far apart join one step (decision 217). */
export const COALESCE_WINDOW_MS = 1000;

export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /** Key and time of the step now at the top, so the next update with the same key can join it. */
  lastKey: string | null;
  lastAt: number;
}

export interface StepMeta {
  /** Same key as the previous step and within the window: replaces that step instead of adding one. */
  key?: string | null;
  /** Milliseconds (any clock, e.g. performance.now() or Date.now()); needed for coalescing. */
  at?: number;
}

export interface HistoryOptions {
  limit?: number;
  windowMs?: number;
}

export function createHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], lastKey: null, lastAt: 0 };
}

/** Records `next` as the new present. A `next` identical to the present records nothing. */
export function record<T>(
  h: History<T>,
  next: T,
  meta: StepMeta = {},
  opts: HistoryOptions = {},
): History<T> {
  if (Object.is(next, h.present)) return h;
  const key = meta.key ?? null;
  const at = meta.at ?? 0;
  const windowMs = opts.windowMs ?? COALESCE_WINDOW_MS;
  const joins = key !== null && key === h.lastKey && h.past.length > 0 && at - h.lastAt <= windowMs;
  if (joins) return { ...h, present: next, future: [], lastAt: at };
  const limit = Math.max(1, opts.limit ?? HISTORY_LIMIT);
  const past = [...h.past, h.present].slice(-limit);
  return { past, present: next, future: [], lastKey: key, lastAt: at };
}

/** Replaces the present without a step (state that undo must not walk through, e.g. which photo is shown). */
export function replacePresent<T>(h: History<T>, present: T): History<T> {
  return Object.is(present, h.present) ? h : { ...h, present };
}

export const canUndo = <T>(h: History<T>) => h.past.length > 0;
export const canRedo = <T>(h: History<T>) => h.future.length > 0;

export function undo<T>(h: History<T>): History<T> {
  const prev = h.past.at(-1);
  if (h.past.length === 0) return h;
  return {
    past: h.past.slice(0, -1),
    present: prev as T,
    future: [h.present, ...h.future],
    lastKey: null,
    lastAt: 0,
  };
}

export function redo<T>(h: History<T>): History<T> {
  if (h.future.length === 0) return h;
  const [next, ...future] = h.future;
  return { past: [...h.past, h.present], present: next as T, future, lastKey: null, lastAt: 0 };
}

export type HistoryAction<A> = { type: 'undo' } | { type: 'redo' } | { type: 'action'; action: A };

/** How an action enters the history: a step (optionally coalescing), no step at all, or a clean slate. */
export type Recording =
  { kind: 'step'; key?: string | null; at?: number } | { kind: 'replace' } | { kind: 'reset' };

/**
 * Wraps a reducer: `undo`/`redo` walk the history; every other action runs the reducer and is recorded as
 * `recording(action)` says (a step by default).
 */
export function withHistory<T, A>(
  reducer: (state: T, action: A) => T,
  recording: (action: A) => Recording = () => ({ kind: 'step' }),
  opts: HistoryOptions = {},
): (h: History<T>, a: HistoryAction<A>) => History<T> {
  return (h, a) => {
    if (a.type === 'undo') return undo(h);
    if (a.type === 'redo') return redo(h);
    const next = reducer(h.present, a.action);
    const how = recording(a.action);
    if (how.kind === 'replace') return replacePresent(h, next);
    if (how.kind === 'reset') return createHistory(next);
    return record(h, next, how, opts);
  };
}
