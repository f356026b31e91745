// `npm run bench:export:trace`: one export of the 24 bench photos under a Chromium performance trace
// (devtools.timeline and toplevel categories), summed where the time goes: thread CPU time by part
// (compose workers, decoder threads, zip worker, main thread, browser), per-photo decode, draw and
// encode, and how much of the run the compose workers were busy. BENCH_CORES sets hardwareConcurrency;
// TRACE_OUT writes the raw trace for chrome://tracing or Perfetto; TRACE_PHOTOS=xmp traces the same
// photos with 5 MB of XMP each (the XMP row of the bench), TRACE_PHOTOS=camera the camera-like q85
// photos with a corner logo (the original-quality row).
import fs from 'node:fs';
import { centeredDefaults, quickPosition } from '#shared/placement';
import { runPage, type TraceEvent } from './browser';
import { PHOTO_H, PHOTO_W, ensureInputs, ensureXmpInputs } from './inputs';
import { buildPages, servePages } from './site';
import { spread } from './stats';

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink',
  'v8.execute',
];
const FLUSH = 'OffscreenCanvasRenderingContext2D::FinalizeFrame';
const key = (e: TraceEvent) => `${e.pid}/${e.tid}`;
const ms = (us: number) => us / 1000;
const med = (v: number[]) => (v.length ? spread(v).median : 0);

function summarise(events: TraceEvent[], photos: number) {
  const thread = new Map<string, string>();
  const process = new Map<number, string>();
  for (const e of events) {
    if (e.ph !== 'M') continue;
    const name = String(e.args?.name ?? '');
    if (e.name === 'thread_name') thread.set(key(e), name);
    if (e.name === 'process_name') process.set(e.pid, name);
  }
  const done = events.filter((e) => e.ph === 'X');
  const decodes = done.filter((e) => e.name === 'Decode Image' && e.args?.imageType === 'jpg');
  const flushes = done.filter((e) => e.name === FLUSH);
  const compose = new Set(flushes.map(key));
  // The draw is flushed and the JPEG encoded synchronously inside convertToBlob, in one microtask run.
  const encodes = done.filter(
    (e) => compose.has(key(e)) && e.name === 'RunMicrotasks' && (e.dur ?? 0) > 50_000,
  );
  // The original-quality path decodes and encodes in JavaScript: no such events, so the whole trace.
  const tasks = done.filter((e) => e.name === 'RunTask');
  const t0 = decodes.length ? Math.min(...decodes.map((e) => e.ts)) : Math.min(...tasks.map((e) => e.ts));
  const t1 = encodes.length
    ? Math.max(...encodes.map((e) => e.ts + (e.dur ?? 0)))
    : Math.max(...tasks.map((e) => e.ts + (e.dur ?? 0)));
  const cpu = new Map<string, number>();
  const busy = new Map<string, number>();
  for (const e of done) {
    if (!['RunTask', 'ThreadPool_RunTask', 'EpollEvent'].includes(e.name) || e.ts < t0 || e.ts > t1) continue;
    const t = thread.get(key(e)) ?? '?';
    const p = process.get(e.pid) ?? '?';
    const part = compose.has(key(e))
      ? 'compose workers'
      : t === 'DedicatedWorker thread'
        ? 'zip worker'
        : p === 'Renderer' && t.startsWith('ThreadPool')
          ? 'renderer thread pool (decode)'
          : t === 'CrRendererMain'
            ? 'page main thread'
            : `${p}, other threads`;
    cpu.set(part, (cpu.get(part) ?? 0) + Number((e as { tdur?: number }).tdur ?? 0));
    if (compose.has(key(e)) && e.name === 'RunTask') busy.set(key(e), (busy.get(key(e)) ?? 0) + (e.dur ?? 0));
  }
  const span = t1 - t0;
  console.log(
    `\ntrace of ${photos} photos: ${decodes.length} JPEG decodes, ${flushes.length} draws, ${compose.size} compose workers`,
  );
  console.log(`  first decode to last encode: ${ms(span).toFixed(0)} ms wall`);
  console.log(
    `  per photo, median wall: decode ${ms(med(decodes.map((e) => e.dur ?? 0))).toFixed(0)} ms (decoder thread),` +
      ` draw flush ${ms(med(flushes.map((e) => e.dur ?? 0))).toFixed(0)} ms, draw + JPEG encode ${ms(med(encodes.map((e) => e.dur ?? 0))).toFixed(0)} ms (compose worker)`,
  );
  for (const [k, b] of busy)
    console.log(
      `  compose worker ${k}: busy ${((100 * b) / span).toFixed(0)}% of the run (the rest waiting for its photo's decode or the next photo)`,
    );
  let total = 0;
  for (const v of cpu.values()) total += v;
  console.log(
    `  thread CPU time, ${ms(total / 1000).toFixed(2)} s in all (${(total / span).toFixed(2)} cores over the run):`,
  );
  for (const [part, v] of [...cpu].sort((a, b) => b[1] - a[1]))
    console.log(
      `    ${part.padEnd(32)} ${ms(v / 1000)
        .toFixed(2)
        .padStart(6)} s  ${ms(v / photos)
        .toFixed(0)
        .padStart(4)} ms/photo`,
    );
}

async function main() {
  const inputs = await ensureInputs(24);
  const { logo } = inputs;
  const which = process.env.TRACE_PHOTOS;
  const photos =
    which === 'xmp'
      ? ensureXmpInputs(inputs.photos)
      : which === 'camera'
        ? (await ensureInputs(24, true)).photos
        : inputs.photos;
  await buildPages();
  const { base, close } = await servePages();
  try {
    const photo = { width: PHOTO_W, height: PHOTO_H };
    const logoSize = { width: 1000, height: 400 };
    // The camera photos get issue 14's corner logo, as the original-quality row has it.
    const settings =
      which === 'camera'
        ? quickPosition('bottom-right', { x: 0, y: 0, scale: 0.2, opacity: 1, rotation: 0 }, photo, logoSize)
        : { ...centeredDefaults(photo, logoSize), opacity: 0.8, rotation: 15 };
    const cores = process.env.BENCH_CORES ? Number(process.env.BENCH_CORES) : undefined;
    const run = await runPage(`${base}/ours.html`, photos, logo, settings, {
      cores,
      traceCategories: CATEGORIES,
    });
    console.log(
      `export: ${run.produced} photos in ${(run.ms / 1000).toFixed(1)} s (${(run.produced / (run.ms / 1000)).toFixed(2)} images/s)`,
    );
    if (process.env.TRACE_OUT)
      fs.writeFileSync(process.env.TRACE_OUT, JSON.stringify({ traceEvents: run.trace }));
    summarise(run.trace ?? [], run.produced);
  } finally {
    close();
  }
}

await main();
