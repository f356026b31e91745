import { describe, expect, it } from 'vitest';
import type { LogoSettings } from '../../shared/placement';
import { WorkerPool, type WorkerLike } from './pool';
import type { FromWorker, ToWorker } from './worker/protocol';

const settings: LogoSettings = { x: 0, y: 0, scale: 0.5, opacity: 1, rotation: 0 };
const input = (name: string) => ({
  file: new Blob([name]),
  name,
  settings,
  logoNatural: { width: 10, height: 5 },
});

/** A stand-in worker that answers when told to, so tests control the timing. */
class FakeWorker implements WorkerLike {
  static all: FakeWorker[] = [];
  onmessage: ((e: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((e: ErrorEvent) => void) | null = null;
  received: ToWorker[] = [];
  transfers: Transferable[][] = [];
  terminated = false;
  constructor() {
    FakeWorker.all.push(this);
  }
  postMessage(m: ToWorker, transfer: Transferable[] = []) {
    this.received.push(m);
    this.transfers.push(transfer);
  }
  terminate() {
    this.terminated = true;
  }
  send(m: FromWorker) {
    this.onmessage?.({ data: m } as MessageEvent<FromWorker>);
  }
  jobs() {
    return this.received.filter((m): m is Extract<ToWorker, { type: 'compose' }> => m.type === 'compose');
  }
  finish(ok = true) {
    const job = this.jobs().at(-1)!;
    this.send(
      ok
        ? { type: 'done', id: job.id, blob: new Blob([job.name]), width: 1, height: 1 }
        : { type: 'failed', id: job.id, code: 'image_load', message: `Failed to load image: ${job.name}` },
    );
  }
}

function pool(
  size: number,
  logoFor: (size: { width: number; height: number }) => Promise<ImageBitmap> = async () =>
    ({}) as ImageBitmap,
) {
  FakeWorker.all = [];
  return new WorkerPool({ size, createWorker: () => new FakeWorker(), logoFor });
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('WorkerPool', () => {
  it('runs one job per worker, queues the rest, and feeds a worker its next job when it finishes', async () => {
    const p = pool(2);
    const signal = new AbortController().signal;
    const results = ['a', 'b', 'c'].map((n) => p.compose(input(n), signal));
    expect(FakeWorker.all).toHaveLength(2);
    expect(FakeWorker.all.map((w) => w.jobs().map((j) => j.name))).toEqual([['a'], ['b']]);
    FakeWorker.all[1]!.finish();
    expect(FakeWorker.all[1]!.jobs().map((j) => j.name)).toEqual(['b', 'c']);
    FakeWorker.all[0]!.finish(false);
    FakeWorker.all[1]!.finish();
    await expect(results[0]).rejects.toMatchObject({
      code: 'image_load',
      message: 'Failed to load image: a',
    });
    expect(await (await results[1]!).blob.text()).toBe('b');
    expect(await (await results[2]!).blob.text()).toBe('c');
  });

  it('an aborted queued job never reaches a worker; an aborted running one ends its worker', async () => {
    const p = pool(1);
    const running = new AbortController();
    const queued = new AbortController();
    const first = p.compose(input('a'), running.signal);
    const second = p.compose(input('b'), queued.signal);
    const third = p.compose(input('c'), new AbortController().signal);
    queued.abort();
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    running.abort();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeWorker.all[0]!.terminated).toBe(true);
    // A fresh worker takes the next job; 'b' was never sent anywhere.
    expect(FakeWorker.all).toHaveLength(2);
    expect(FakeWorker.all.flatMap((w) => w.jobs().map((j) => j.name))).toEqual(['a', 'c']);
    FakeWorker.all[1]!.finish();
    await expect(third).resolves.toMatchObject({ width: 1 });
  });

  it('answers a worker asking for the logo with a transferred bitmap of that size', async () => {
    const asked: unknown[] = [];
    const bitmap = { close() {} } as unknown as ImageBitmap;
    const p = pool(1, async (size) => {
      asked.push(size);
      return bitmap;
    });
    void p.compose(input('a'), new AbortController().signal);
    const w = FakeWorker.all[0]!;
    w.send({ type: 'need-logo', key: '20x10', size: { width: 20, height: 10 } });
    await tick();
    expect(asked).toEqual([{ width: 20, height: 10 }]);
    expect(w.received.at(-1)).toEqual({ type: 'logo', key: '20x10', bitmap });
    expect(w.transfers.at(-1)).toEqual([bitmap]);
  });

  it('dispose stops every worker and fails what was pending', async () => {
    const p = pool(2);
    const jobs = ['a', 'b', 'c'].map((n) => p.compose(input(n), new AbortController().signal));
    p.dispose();
    for (const j of jobs) await expect(j).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeWorker.all.every((w) => w.terminated)).toBe(true);
  });
});
