import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChannelWorker } from '../../../tests/helpers/channel-worker';
import { WorkerPool, type WorkerPoolOptions } from './worker-pool';

interface Api {
  work(name: string): Promise<string>;
}

/** A stand-in worker whose jobs finish when the test says so. */
class TestWorker {
  static all: TestWorker[] = [];
  received: string[] = [];
  private answers = new Map<string, (out: string) => void>();
  readonly channel = new ChannelWorker({
    work: (name: string) => {
      this.received.push(name);
      return new Promise<string>((r) => this.answers.set(name, r));
    },
  } satisfies Api);
  constructor() {
    TestWorker.all.push(this);
  }
  finish(name: string) {
    this.answers.get(name)!(`done ${name}`);
  }
}

function pool(size: number, onRunningAbort: WorkerPoolOptions<Api>['onRunningAbort']) {
  TestWorker.all = [];
  return new WorkerPool<Api>({ size, onRunningAbort, create: () => new TestWorker().channel.endpoint });
}

const received = () => TestWorker.all.map((w) => w.received);
const never = () => new AbortController().signal;

afterEach(() => ChannelWorker.closeAll());

describe('WorkerPool', () => {
  it('an already aborted job rejects without starting a worker', async () => {
    const p = pool(1, 'terminate');
    const ctrl = new AbortController();
    ctrl.abort();
    await expect(p.run((w) => w.work('a'), { signal: ctrl.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(TestWorker.all).toHaveLength(0);
  });

  it.each(['terminate', 'drop'] as const)('%s: an aborted queued job never starts', async (mode) => {
    const p = pool(1, mode);
    const ctrl = new AbortController();
    const a = p.run((w) => w.work('a'), { signal: never() });
    const b = p.run((w) => w.work('b'), { signal: ctrl.signal });
    const c = p.run((w) => w.work('c'), { signal: never() });
    ctrl.abort();
    await expect(b).rejects.toMatchObject({ name: 'AbortError' });
    await vi.waitFor(() => expect(received()).toEqual([['a']]));
    TestWorker.all[0]!.finish('a');
    await expect(a).resolves.toBe('done a');
    await vi.waitFor(() => expect(received()).toEqual([['a', 'c']]));
    TestWorker.all[0]!.finish('c');
    await expect(c).resolves.toBe('done c');
  });

  it('terminate: an aborted running job rejects at once, ends its worker, and a fresh one goes on', async () => {
    const p = pool(1, 'terminate');
    const ctrl = new AbortController();
    const a = p.run((w) => w.work('a'), { signal: ctrl.signal });
    const b = p.run((w) => w.work('b'));
    await vi.waitFor(() => expect(received()).toEqual([['a']]));
    ctrl.abort();
    await expect(a).rejects.toMatchObject({ name: 'AbortError' });
    expect(TestWorker.all[0]!.channel.terminated).toBe(true);
    await vi.waitFor(() => expect(received()).toEqual([['a'], ['b']]));
    TestWorker.all[1]!.finish('b');
    await expect(b).resolves.toBe('done b');
  });

  it('drop: an aborted running job rejects at once; its worker finishes it, hands the result to discard, then goes on', async () => {
    const p = pool(1, 'drop');
    const ctrl = new AbortController();
    const discarded: string[] = [];
    const a = p.run((w) => w.work('a'), { signal: ctrl.signal, discard: (v) => discarded.push(v) });
    const b = p.run((w) => w.work('b'));
    await vi.waitFor(() => expect(received()).toEqual([['a']]));
    ctrl.abort();
    await expect(a).rejects.toMatchObject({ name: 'AbortError' });
    expect(TestWorker.all[0]!.channel.terminated).toBe(false);
    // The worker is still busy with 'a': 'b' waits for it.
    await new Promise((r) => setTimeout(r, 20));
    expect(received()).toEqual([['a']]);
    TestWorker.all[0]!.finish('a');
    await vi.waitFor(() => expect(received()).toEqual([['a', 'b']]));
    expect(discarded).toEqual(['done a']);
    TestWorker.all[0]!.finish('b');
    await expect(b).resolves.toBe('done b');
  });

  it('an urgent job goes ahead of queued ordinary ones, behind earlier urgent ones', async () => {
    const p = pool(1, 'drop');
    const first = p.run((w) => w.work('first'));
    const rest = [
      p.run((w) => w.work('low1')),
      p.run((w) => w.work('high1'), { urgent: true }),
      p.run((w) => w.work('low2')),
      p.run((w) => w.work('high2'), { urgent: true }),
    ];
    const order = ['first', 'high1', 'high2', 'low1', 'low2'];
    for (const [i, name] of order.entries()) {
      await vi.waitFor(() => expect(received()).toEqual([order.slice(0, i + 1)]));
      TestWorker.all[0]!.finish(name);
    }
    await first;
    await Promise.all(rest);
  });

  it('a worker that dies fails its job with the error, is replaced, and the queue goes on', async () => {
    const p = pool(1, 'terminate');
    const a = p.run((w) => w.work('a'));
    const b = p.run((w) => w.work('b'));
    await vi.waitFor(() => expect(received()).toEqual([['a']]));
    TestWorker.all[0]!.channel.crash('out of memory');
    await expect(a).rejects.toThrow('out of memory');
    expect(TestWorker.all[0]!.channel.terminated).toBe(true);
    await vi.waitFor(() => expect(received()).toEqual([['a'], ['b']]));
    TestWorker.all[1]!.finish('b');
    await expect(b).resolves.toBe('done b');
  });

  it('dispose ends every worker and rejects running and queued jobs', async () => {
    const p = pool(2, 'drop');
    const jobs = ['a', 'b', 'c'].map((n) => p.run((w) => w.work(n)));
    p.dispose();
    for (const j of jobs) await expect(j).rejects.toMatchObject({ name: 'AbortError' });
    expect(TestWorker.all.map((w) => w.channel.terminated)).toEqual([true, true]);
    await expect(p.run((w) => w.work('d'))).rejects.toMatchObject({ name: 'AbortError' });
  });
});
