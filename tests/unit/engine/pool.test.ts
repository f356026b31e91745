// The engine's pool: photos run in parallel on a bounded number of threads, the photo's bytes are
// handed over without a copy, and aborting drops a queued photo or ends the one being composed.
import { afterAll, expect, it } from 'vitest';
import { createPhotoEngine, type EngineOutput } from '#server/engine';
import { at, engineInput, logoLayer, orientedJpeg } from '../../helpers/engine-inputs';

const engine = createPhotoEngine({ threads: 2 });
afterAll(() => engine.close());

const isAbort = (e: unknown) => e instanceof Error && e.name === 'AbortError';

it('composes 8 photos on 2 threads: both busy at once, never more than 2 at a time', async () => {
  const photo = await orientedJpeg(6, 1800, 1200);
  const inputs = await Promise.all(
    Array.from({ length: 8 }, () =>
      engineInput(photo, 'image/jpeg', [logoLayer()], { logo: at(0.6, 0.6, 0.3) }),
    ),
  );
  const outs: EngineOutput[] = await Promise.all(inputs.map((i) => engine.compose(i)));
  expect(outs.every((o) => o.width === 1800 && o.height === 1200)).toBe(true);
  const stats = outs.map((o) => o.stats!);
  expect(new Set(stats.map((s) => s.thread)).size).toBe(2);
  // At every task's start, how many tasks were running (itself included).
  const busy = stats.map(
    (s) => stats.filter((o) => o.startedAt <= s.startedAt && o.endedAt > s.startedAt).length,
  );
  expect(Math.max(...busy)).toBe(2);
  // Each thread runs one photo at a time.
  for (const thread of new Set(stats.map((s) => s.thread))) {
    const own = stats.filter((s) => s.thread === thread).sort((a, b) => a.startedAt - b.startedAt);
    own.slice(1).forEach((s, i) => expect(s.startedAt).toBeGreaterThanOrEqual(own[i]!.endedAt));
  }
});

it("hands the photo's buffer to the thread: the caller's copy is detached, a shared slice is copied", async () => {
  const input = await engineInput(await orientedJpeg(1, 300, 200), 'image/jpeg', [], {});
  const size = input.photo.byteLength;
  const done = engine.compose(input);
  expect(input.photo.byteLength).toBe(0);
  expect((await done).width).toBe(300);
  // A view into a larger buffer is not the engine's to detach: it stays whole.
  const bytes = await orientedJpeg(1, 300, 200);
  const big = new Uint8Array(bytes.length + 16);
  big.set(bytes, 8);
  const slice = await engineInput(Buffer.alloc(0), 'image/jpeg', [], {});
  slice.photo = big.subarray(8, 8 + bytes.length);
  await engine.compose(slice);
  expect(slice.photo.byteLength).toBe(bytes.length);
  expect(size).toBeGreaterThan(0);
});

it('abort: a signal aborted before, a queued photo and a running one all reject as AbortError; the pool goes on', async () => {
  const big = await orientedJpeg(1, 6000, 4000);
  const input = () =>
    engineInput(big, 'image/jpeg', [logoLayer()], { logo: at(0.1, 0.1, 0.2) }, { format: 'png' });
  const before = new AbortController();
  before.abort();
  expect(isAbort(await engine.compose(await input(), before.signal).catch((e: unknown) => e))).toBe(true);

  // Two threads busy with big photos, a third photo queued behind them.
  const running = [new AbortController(), new AbortController()];
  const queued = new AbortController();
  const jobs = await Promise.all([input(), input(), input()]);
  const started = Date.now();
  const results = [
    ...running.map((c, i) => engine.compose(jobs[i]!, c.signal).catch((e: unknown) => e)),
    engine.compose(jobs[2]!, queued.signal).catch((e: unknown) => e),
  ];
  await new Promise((r) => setTimeout(r, 150));
  queued.abort();
  for (const c of running) c.abort();
  const outcomes = await Promise.all(results);
  expect(outcomes.map(isAbort)).toEqual([true, true, true]);
  // Aborted, not finished: a 24 MP PNG takes far longer than this.
  expect(Date.now() - started).toBeLessThan(1500);
  const after = await engine.compose(
    await engineInput(await orientedJpeg(8, 300, 200), 'image/jpeg', [], {}),
  );
  expect([after.width, after.height]).toEqual([300, 200]);
});
