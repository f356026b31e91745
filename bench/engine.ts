// The server engine's figures (`tsx bench/engine.ts`): 24 photos of 12 MP composed by the engine
// (worker threads, the shared drawing module, JPEG 95, zipped) against sharp alone doing the same job
// the fastest way it allows (bench/export/sharp-run.ts), in the same run, 3 interleaved runs; and the
// memory an engine thread costs, measured in a child process of its own (`--memory N` runs one).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import sharp from 'sharp';
import { storedZip } from '#shared/zip/stored-zip';
import { nodeCrc32 } from '#server/zip-crc';
import { DEFAULT_EXPORT_SETTINGS } from '#shared/export-settings';
import { imageLayerSchema } from '#shared/layers';
import type { Size } from '#shared/placement';
import { createPhotoEngine, type EngineInput, type PhotoEngine } from '#server/engine';
import { LOGO, OUT, PHOTO_H, PHOTO_W, benchPlacement, ensureInputs } from './export/inputs';
import { runSharp } from './export/sharp-run';
import { show } from './export/stats';

const RUNS = 3;
const PHOTO: Size = { width: PHOTO_W, height: PHOTO_H };
const SETTINGS = benchPlacement(PHOTO);

function inputFor(file: string, logo: Uint8Array): EngineInput {
  const layer = imageLayerSchema.parse({ id: 'logo', kind: 'image', fileId: 'logo', ...LOGO });
  return {
    photo: new Uint8Array(fs.readFileSync(file)),
    name: path.basename(file),
    type: 'image/jpeg',
    watermark: { layers: [layer], placements: { logo: { ...SETTINGS, anchor: null } }, texts: {} },
    images: { logo },
    output: { ...DEFAULT_EXPORT_SETTINGS, quality: 95 },
  };
}

/** Photos in flight: enough to keep every thread busy, as a jobs runner would hold them. */
const WINDOW = 4;

/** The photos through the engine, a few in flight, the files zipped in order as they finish. */
async function runEngine(engine: PhotoEngine, photos: string[], logo: Uint8Array) {
  const t0 = performance.now();
  const cpu0 = process.cpuUsage();
  const start = (i: number) => engine.compose(inputFor(photos[i]!, logo));
  async function* entries() {
    const flight = photos.slice(0, WINDOW).map((_, i) => start(i));
    for (let i = 0; i < photos.length; i++) {
      const out = await flight.shift()!;
      if (i + WINDOW < photos.length) flight.push(start(i + WINDOW));
      yield { name: `logobatch-image-${i + 1}.jpg`, data: [out.bytes], lastModified: new Date() };
    }
  }
  const zip = path.join(OUT, 'engine-images.zip');
  await pipeline(Readable.fromWeb(storedZip(entries(), nodeCrc32) as never), fs.createWriteStream(zip));
  const cpu = process.cpuUsage(cpu0);
  // Worker threads are this process's threads: the CPU time covers them, libvips and the zip.
  return { ms: performance.now() - t0, cpuMs: (cpu.user + cpu.system) / 1000, bytes: fs.statSync(zip).size };
}

const statusMB = (field: 'VmRSS' | 'VmHWM') =>
  Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(fs.readFileSync('/proc/self/status', 'utf8'))![1]) / 1024;

/** In a child process: the process's memory before the engine starts and its high-water mark after 24 photos. */
async function memoryChild(threads: number) {
  const { photos } = await ensureInputs(24);
  const logo = new Uint8Array(fs.readFileSync(path.join(OUT, 'logo.png')));
  // sharp and the engine's modules loaded, nothing composed: what every server process holds anyway.
  await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .jpeg()
    .toBuffer();
  const baseline = statusMB('VmRSS');
  const engine = createPhotoEngine({ threads });
  // Started: each thread's isolate, modules, fonts and canvas, with a tiny photo through each.
  const tiny = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#888' } })
    .jpeg()
    .toBuffer();
  const tinyInput = () => ({ ...inputFor(photos[0]!, logo), photo: new Uint8Array(tiny) });
  await Promise.all(Array.from({ length: threads }, () => engine.compose(tinyInput())));
  const warm = statusMB('VmRSS');
  // One photo per thread at a time, read when its turn comes, its output dropped: only the threads'
  // own working memory is measured, not a queue of inputs or outputs.
  let next = 0;
  const loop = async () => {
    while (next < photos.length) await engine.compose(inputFor(photos[next++]!, logo));
  };
  await Promise.all(Array.from({ length: threads }, loop));
  const peak = statusMB('VmHWM');
  await engine.close();
  console.log(JSON.stringify({ baseline, warm, peak }));
}

interface Memory {
  baseline: number;
  warm: number;
  peak: number;
}

function measureMemory(threads: number): Memory {
  const out = execFileSync(
    process.execPath,
    [...process.execArgv, process.argv[1]!, '--memory', String(threads)],
    {
      encoding: 'utf8',
    },
  );
  return JSON.parse(out.trim().split('\n').at(-1)!) as Memory;
}

async function main() {
  const { photos, logo: logoFile } = await ensureInputs(24);
  const logo = new Uint8Array(fs.readFileSync(logoFile));
  const engine = createPhotoEngine();
  // A running server's pool is warm: threads started, fonts registered, modules loaded.
  await engine.compose(inputFor(photos[0]!, logo));
  const rows = { engine: [] as number[], sharp: [] as number[], ratio: [] as number[] };
  const cpu = { engine: [] as number[], sharp: [] as number[], ratio: [] as number[] };
  const memory = { one: [] as number[], two: [] as number[], started: [] as number[] };
  for (let run = 1; run <= RUNS; run++) {
    const e = await runEngine(engine, photos, logo);
    const s = await runSharp(photos, logoFile, SETTINGS, PHOTO);
    const [m1, m2] = [measureMemory(1), measureMemory(2)];
    rows.engine.push(24 / (e.ms / 1000));
    rows.sharp.push(24 / (s.ms / 1000));
    rows.ratio.push(s.ms / e.ms);
    cpu.engine.push(e.cpuMs / 24);
    cpu.sharp.push(s.cpuMs / 24);
    cpu.ratio.push(s.cpuMs / e.cpuMs);
    memory.one.push(m1.peak - m1.baseline);
    memory.two.push((m2.peak - m2.baseline) / 2);
    memory.started.push((m2.warm - m2.baseline) / 2);
    console.log(
      `run ${run}: engine ${(e.ms / 1000).toFixed(1)} s (CPU ${(e.cpuMs / 24).toFixed(0)} ms/photo, ${(e.bytes / 2 ** 20).toFixed(1)} MB), ` +
        `sharp alone ${(s.ms / 1000).toFixed(1)} s (CPU ${(s.cpuMs / 24).toFixed(0)} ms/photo); ` +
        `memory above the process's own: 1 thread ${(m1.peak - m1.baseline).toFixed(0)} MB, 2 threads ${(m2.peak - m2.baseline).toFixed(0)} MB`,
    );
  }
  await engine.close();
  console.log(
    `\nServer engine, 24 photos of 12 MP (${PHOTO_W}x${PHOTO_H}), JPEG 95, zipped; median (min-max, runs):`,
  );
  console.log(`  engine                 ${show(rows.engine)} images/s`);
  console.log(`  sharp alone            ${show(rows.sharp)} images/s`);
  console.log(
    `  engine / sharp, wall   ${show(rows.ratio)} (throughput; other load on the machine moves it)`,
  );
  console.log(
    `  CPU per photo          engine ${show(cpu.engine, 0, ' ms')}, sharp alone ${show(cpu.sharp, 0, ' ms')}`,
  );
  console.log(`  engine / sharp, CPU    ${show(cpu.ratio)} (the throughput their CPU time allows)`);
  console.log(
    `  memory per thread      started ${show(memory.started, 0, ' MB')}; high-water above the process's own after 24 photos: ` +
      `1 thread ${show(memory.one, 0, ' MB')}, 2 threads ${show(memory.two, 0, ' MB')} each`,
  );
}

const at = process.argv.indexOf('--memory');
await (at > 0 ? memoryChild(Number(process.argv[at + 1])) : main());
