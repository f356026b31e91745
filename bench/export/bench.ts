// `npm run bench:export`: our export in headless Chromium against sharp in Node and against the
// simple main-thread approach, same job, same run; throughput, ratios, main-thread time, peak memory.
// The paired figures run BENCH_RUNS times (default 3), interleaved so load on the shared machine
// falls on both sides alike; median and spread are printed, not asserted. CPU time per photo (ours:
// the browser's process tree from /proc; sharp: this process) is printed beside the wall-clock
// figures: other load on the machine stretches wall time, not the work each side does.
// BENCH_ROWS (comma-separated: sharp, xmp, big, simple, heic, layers, original; default all) runs only those
// rows: e.g. BENCH_ROWS=xmp runs ours (24) and ours with XMP (24), BENCH_RUNS times.
import { centeredDefaults, type LogoSettings, type Size } from '#shared/placement';
import { runPage, type PageRun, type RunOptions } from './browser';
import { BIG_H, BIG_W, PHOTO_H, PHOTO_W, ensureBigPhoto, ensureInputs, ensureXmpInputs } from './inputs';
import { heicFigure } from './heic';
import { runSharp } from './sharp-run';
import { layersRow } from './layers-row';
import { originalRows } from './original-row';
import { buildPages, servePages } from './site';
import { show, spread } from './stats';

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
/** navigator.hardwareConcurrency for our pages (e.g. 1 to see one worker's pipeline alone). */
const CORES = process.env.BENCH_CORES ? Number(process.env.BENCH_CORES) : undefined;
const ROWS = process.env.BENCH_ROWS?.split(',').map((r) => r.trim());
const want = (row: 'sharp' | 'xmp' | 'big' | 'simple' | 'heic' | 'layers' | 'original') =>
  !ROWS || ROWS.includes(row);

const rate = (n: number, ms: number) => n / (ms / 1000);
const f1 = (v: number) => v.toFixed(1);
const f2 = (v: number) => v.toFixed(2);

const settingsFor = (photo: Size): LogoSettings => ({
  ...centeredDefaults(photo, { width: 1000, height: 400 }),
  opacity: 0.8,
  rotation: 15,
});

function pageLine(name: string, r: PageRun) {
  console.log(
    `  ${name.padEnd(18)} ${f2(rate(r.produced, r.ms)).padStart(6)} images/s  ${f1(r.ms / 1000).padStart(6)} s` +
      `  CPU ${(r.cpuMs / Math.max(1, r.produced)).toFixed(0)} ms/photo` +
      `  out ${f1(r.downloadBytes / 2 ** 20).padStart(6)} MB  main thread busy ${f2(r.mainBusyMs / 1000)} s` +
      `  peak memory: page renderer ${f1(r.peakPageRendererMB)} MB RSS (high-water ${f1(r.hwmRendererMB)} MB),` +
      ` all renderers ${f1(r.peakRendererMB)} MB PSS, whole browser ${f1(r.peakTotalMB)} MB PSS`,
  );
}

function check(name: string, r: PageRun, expected: number) {
  if (r.failed || r.produced !== expected)
    console.log(`  WARNING: ${name}: ${r.produced} of ${expected} produced, ${r.failed} failed`);
}

async function main() {
  console.log('preparing inputs (cached in bench/out/export) and bench pages...');
  const { photos, logo } = await ensureInputs(24);
  const xmpPhotos = want('xmp') ? ensureXmpInputs(photos) : [];
  const big = want('big') ? await ensureBigPhoto() : '';
  // 96 photos: the 24 four times over (same decode and encode work per photo).
  const photos96 = Array.from({ length: 96 }, (_, i) => photos[i % photos.length]!);
  await buildPages();
  const { base, close } = await servePages();
  const small = { width: PHOTO_W, height: PHOTO_H };
  const large = { width: BIG_W, height: BIG_H };
  const opts: RunOptions = { cores: CORES };
  const ours = (files: string[], size: Size) =>
    runPage(`${base}/ours.html`, files, logo, settingsFor(size), opts);

  const fig = {
    ours: [] as number[],
    sharp: [] as number[],
    ratio: [] as number[],
    xmp: [] as number[],
    xmpRatio: [] as number[],
    bigMs: [] as number[],
    bigSharpMs: [] as number[],
    bigRatio: [] as number[],
    bigHwm: [] as number[],
    bigGpu: [] as number[],
    oursCpu: [] as number[],
    sharpCpu: [] as number[],
    cpuRatio: [] as number[],
    xmpCpuRatio: [] as number[],
    mainBusy: [] as number[],
    peakPage: [] as number[],
    peakRenderers: [] as number[],
  };
  try {
    for (let run = 1; run <= RUNS; run++) {
      console.log(`\nrun ${run} of ${RUNS}: ${ROWS ? `rows ${ROWS.join(', ')}` : 'all rows'}`);
      const plain = await ours(photos, small);
      pageLine('ours (24)', plain);
      check('ours (24)', plain, 24);
      const oursRate = rate(plain.produced, plain.ms);
      fig.ours.push(oursRate);
      fig.oursCpu.push(plain.cpuMs / 24);
      fig.mainBusy.push(plain.mainBusyMs / 1000);
      fig.peakPage.push(plain.peakPageRendererMB);
      fig.peakRenderers.push(plain.peakRendererMB);
      if (want('xmp')) {
        const xmp = await ours(xmpPhotos, small);
        pageLine('ours XMP (24)', xmp);
        check('ours XMP (24)', xmp, 24);
        fig.xmp.push(rate(xmp.produced, xmp.ms));
        fig.xmpRatio.push(rate(xmp.produced, xmp.ms) / oursRate);
        fig.xmpCpuRatio.push(plain.cpuMs / xmp.cpuMs);
      }
      if (want('sharp')) {
        const sharpRun = await runSharp(photos, logo, settingsFor(small), small);
        console.log(
          `  ${'sharp (24)'.padEnd(18)} ${f2(rate(24, sharpRun.ms)).padStart(6)} images/s  ${f1(sharpRun.ms / 1000).padStart(6)} s  CPU ${(sharpRun.cpuMs / 24).toFixed(0)} ms/photo`,
        );
        fig.sharp.push(rate(24, sharpRun.ms));
        fig.ratio.push(oursRate / rate(24, sharpRun.ms));
        fig.sharpCpu.push(sharpRun.cpuMs / 24);
        fig.cpuRatio.push(sharpRun.cpuMs / plain.cpuMs);
      }
      if (want('big')) {
        const bigRun = await ours([big], large);
        const bigSharp = await runSharp([big], logo, settingsFor(large), large);
        pageLine('ours 61 MP (1)', bigRun);
        console.log(`  ${'sharp 61 MP (1)'.padEnd(18)} ${f1(bigSharp.ms / 1000).padStart(6)} s`);
        check('ours 61 MP', bigRun, 1);
        fig.bigMs.push(bigRun.ms / 1000);
        fig.bigSharpMs.push(bigSharp.ms / 1000);
        fig.bigRatio.push(bigSharp.ms / bigRun.ms);
        // The kernel's high-water mark can miss a peak given back with madvise: take the sampled one too.
        fig.bigHwm.push(Math.max(bigRun.hwmRendererMB, bigRun.peakPageRendererMB));
        fig.bigGpu.push(bigRun.hwmGpuMB);
      }
    }
    const simple = want('simple')
      ? await runPage(`${base}/simple.html`, photos, logo, settingsFor(small))
      : null;
    const ours96 = want('simple') ? await ours(photos96, small) : null;
    if (simple && ours96) {
      console.log('\nonce: simple (24), ours (96)');
      pageLine('simple (24)', simple);
      pageLine('ours (96)', ours96);
      check('ours (96)', ours96, 96);
    }
    const page24 = spread(fig.peakPage).median;
    const renderers24 = spread(fig.peakRenderers).median;
    const line = (shown: unknown, text: () => string) => shown && console.log(text());

    console.log(
      `\nexport of 4000x3000 JPEGs (and one 9568x6376), 1000x400 PNG logo at 60% width, opacity 0.8, 15 degrees, JPEG 0.95` +
        `${CORES ? `, hardwareConcurrency ${CORES}` : ''}; median (min-max) of ${RUNS} runs`,
    );
    console.log(`  ours (24):                 ${show(fig.ours)} images/s`);
    console.log(`  CPU per photo, ours:       ${show(fig.oursCpu, 0, ' ms')}`);
    line(fig.sharp.length, () => `  sharp (24):                ${show(fig.sharp)} images/s`);
    line(fig.sharp.length, () => `  ours / sharp:              ${show(fig.ratio)}x   (target >= 1.1)`);
    line(fig.sharp.length, () => `  CPU per photo, sharp:      ${show(fig.sharpCpu, 0, ' ms')}`);
    line(
      fig.sharp.length,
      () =>
        `  sharp CPU / ours CPU:      ${show(fig.cpuRatio)}x   (ours / sharp throughput where both saturate the cores)`,
    );
    line(fig.xmp.length, () => `  ours, 5 MB XMP each (24):  ${show(fig.xmp)} images/s`);
    line(
      fig.xmp.length,
      () =>
        `  XMP / without:             ${show(fig.xmpRatio)}x   (target >= 0.95);  by CPU time ${show(fig.xmpCpuRatio)}x`,
    );
    line(
      fig.bigMs.length,
      () => `  61 MP photo, ours:         ${show(fig.bigMs)} s;  sharp ${show(fig.bigSharpMs)} s`,
    );
    line(fig.bigMs.length, () => `  61 MP, ours / sharp:       ${show(fig.bigRatio)}x speed`);
    line(
      fig.bigMs.length,
      () =>
        `  61 MP peak renderer:       ${show(fig.bigHwm, 0, ' MB')} (VmHWM or sampled RSS, the larger)   (target <= 1536 MB)`,
    );
    line(fig.bigMs.length, () => `  61 MP peak GPU process:    ${show(fig.bigGpu, 0, ' MB')} VmHWM`);
    line(
      simple,
      () =>
        `  ours / simple:             ${f2(spread(fig.ours).median / rate(simple!.produced, simple!.ms))}x   (target >= 2.4; median of ours against the one simple run)`,
    );
    console.log(`  main thread busy, ours (24): ${show(fig.mainBusy)} s   (target <= 0.5 s)`);
    line(
      ours96,
      () =>
        `  peak renderer memory, ours: page renderer ${f1(page24)} MB at 24 (median), ${f1(ours96!.peakPageRendererMB)} MB at 96; ` +
        `all renderers ${f1(renderers24)} / ${f1(ours96!.peakRendererMB)} MB   (target <= 500 MB)`,
    );
    line(
      ours96,
      () =>
        `  96 / 24 peak memory: page renderer ${f2(ours96!.peakPageRendererMB / page24)}x, all renderers ${f2(ours96!.peakRendererMB / renderers24)}x   (target <= 1.15)`,
    );
    if (want('heic')) await heicFigure(base, photos[0]!);
    if (want('layers')) await layersRow(photos, logo, settingsFor(small));
    if (want('original')) await originalRows();
  } finally {
    close();
  }
}

await main();
