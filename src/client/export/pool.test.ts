import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_EXPORT_SETTINGS } from '#shared/export-settings';
import { ChannelWorker } from '../../../tests/helpers/channel-worker';
import { ComposePool } from './pool';
import type { ComposeInput } from './worker/compose';
import { outputBlob } from './worker/output-data';
import type { ComposeResult, ComposeWorkerApi, LogoProvider } from './worker/protocol';

const input = (name: string): ComposeInput => ({
  file: new Blob([name]),
  name,
  type: 'image/jpeg',
  watermark: null,
  output: DEFAULT_EXPORT_SETTINGS,
});

/** A stand-in compose worker that answers when told to, so tests control the timing. */
class FakeWorker {
  static all: FakeWorker[] = [];
  received: ComposeInput[] = [];
  provider: LogoProvider | null = null;
  private answers: ((r: ComposeResult) => void)[] = [];
  readonly channel: ChannelWorker;
  constructor() {
    FakeWorker.all.push(this);
    const api: ComposeWorkerApi = {
      canCompose: () => true,
      setLogoProvider: (p) => void (this.provider = p),
      compose: (job) => {
        this.received.push(job);
        return new Promise((r) => this.answers.push(r));
      },
    };
    this.channel = new ChannelWorker(api);
  }
  get terminated() {
    return this.channel.terminated;
  }
  jobs() {
    return this.received;
  }
  finish(ok = true) {
    const job = this.received.at(-1)!;
    this.answers.shift()!(
      ok
        ? { ok: true, data: [new Blob([job.name])], width: 1, height: 1 }
        : { ok: false, code: 'image_load', message: `Failed to load image: ${job.name}` },
    );
  }
}

function pool(
  size: number,
  logoFor: (fileId: string, size: { width: number; height: number }) => Promise<ImageBitmap> = async () =>
    ({}) as ImageBitmap,
) {
  FakeWorker.all = [];
  return new ComposePool({ size, createWorker: () => new FakeWorker().channel.endpoint, logoFor });
}

const names = () => FakeWorker.all.map((w) => w.jobs().map((j) => j.name));

afterEach(() => ChannelWorker.closeAll());

describe('ComposePool', () => {
  it('runs one job per worker, queues the rest, and feeds a worker its next job when it finishes', async () => {
    const p = pool(2);
    const signal = new AbortController().signal;
    const results = ['a', 'b', 'c'].map((n) => p.compose(input(n), signal));
    expect(FakeWorker.all).toHaveLength(2);
    await vi.waitFor(() => expect(names()).toEqual([['a'], ['b']]));
    FakeWorker.all[1]!.finish();
    await vi.waitFor(() => expect(FakeWorker.all[1]!.jobs().map((j) => j.name)).toEqual(['b', 'c']));
    FakeWorker.all[0]!.finish(false);
    FakeWorker.all[1]!.finish();
    await expect(results[0]).rejects.toMatchObject({
      code: 'image_load',
      message: 'Failed to load image: a',
    });
    expect(await outputBlob((await results[1]!).data, '').text()).toBe('b');
    expect(await outputBlob((await results[2]!).data, '').text()).toBe('c');
  });

  it('an aborted queued job never reaches a worker; an aborted running one ends its worker', async () => {
    const p = pool(1);
    const running = new AbortController();
    const queued = new AbortController();
    const first = p.compose(input('a'), running.signal);
    const second = p.compose(input('b'), queued.signal);
    const third = p.compose(input('c'), new AbortController().signal);
    // Messages cross a real channel: let 'a' arrive before it is cancelled.
    await vi.waitFor(() => expect(names()).toEqual([['a']]));
    queued.abort();
    await expect(second).rejects.toMatchObject({ name: 'AbortError' });
    running.abort();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeWorker.all[0]!.terminated).toBe(true);
    // A fresh worker takes the next job; 'b' was never sent anywhere.
    expect(FakeWorker.all).toHaveLength(2);
    await vi.waitFor(() => expect(names().flat()).toEqual(['a', 'c']));
    FakeWorker.all[1]!.finish();
    await expect(third).resolves.toMatchObject({ width: 1 });
  });

  it('answers a worker asking for an image layer with a transferred bitmap of that file and size', async () => {
    const asked: unknown[] = [];
    // A buffer stands in for the bitmap: Node has no ImageBitmap, and a transferred buffer is left empty.
    const bitmap = new Uint8Array([1, 2, 3]).buffer;
    const p = pool(1, async (fileId, size) => {
      asked.push([fileId, size]);
      return bitmap as unknown as ImageBitmap;
    });
    void p.compose(input('a'), new AbortController().signal);
    const w = FakeWorker.all[0]!;
    await vi.waitFor(() => expect(w.provider).not.toBeNull());
    const got = (await w.provider!('logo-2', { width: 20, height: 10 })) as unknown as ArrayBuffer;
    expect(asked).toEqual([['logo-2', { width: 20, height: 10 }]]);
    expect([...new Uint8Array(got)]).toEqual([1, 2, 3]);
    expect(bitmap.byteLength).toBe(0);
  });

  it('dispose stops every worker and fails what was pending', async () => {
    const p = pool(2);
    const jobs = ['a', 'b', 'c'].map((n) => p.compose(input(n), new AbortController().signal));
    p.dispose();
    for (const j of jobs) await expect(j).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeWorker.all.every((w) => w.terminated)).toBe(true);
  });
});
