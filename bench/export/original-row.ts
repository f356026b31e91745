// Issue 14's rows of `npm run bench:export`: "Original quality" (only the blocks under the watermark
// re-encoded) against today's pixel path and against sharp, on the bench's 24 photos of 12 MP and on
// 24 camera-like photos at quality 85 (standard Huffman tables), a logo of 20% width at the bottom
// right. Also the output's size against the sources' and the share of blocks copied untouched.
// Interleaved BENCH_RUNS times (default 3); median and spread printed, not asserted. BENCH_PHOTOS=camera
// runs the camera row alone.
import fs from 'node:fs';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { readCoefficients } from '#shared/jpeg/decode';
import { quickPosition, type LogoSettings, type Size } from '#shared/placement';
import { runPage } from './browser';
import { OUT, PHOTO_H, PHOTO_W, ensureInputs } from './inputs';
import { runSharp } from './sharp-run';
import { buildPages, servePages } from './site';
import { show } from './stats';

const KEPT = path.join(OUT, 'original-quality.zip');

function cornerLogo(photo: Size, logo: Size): LogoSettings {
  return quickPosition('bottom-right', { x: 0, y: 0, scale: 0.2, opacity: 1, rotation: 0 }, photo, logo);
}

/** Blocks of the output identical to the source's, of all (both read as coefficients). */
function copiedShare(sources: string[], zip: string): number {
  const entries = unzipSync(new Uint8Array(fs.readFileSync(zip)));
  let [same, total] = [0, 0];
  sources.forEach((src, i) => {
    const a = readCoefficients(new Uint8Array(fs.readFileSync(src)));
    const b = readCoefficients(entries[`image-${i + 1}.jpg`]!);
    a.components.forEach((c, k) => {
      const d = b.components[k]!.coefficients;
      for (let at = 0; at < c.coefficients.length; at += 64) {
        total++;
        let equal = true;
        for (let j = 0; j < 64 && equal; j++) equal = c.coefficients[at + j] === d[at + j];
        if (equal) same++;
      }
    });
  });
  return same / total;
}

async function rows(label: string, photos: string[], logo: string, base: string, runs: number) {
  const photo = { width: PHOTO_W, height: PHOTO_H };
  const settings = cornerLogo(photo, { width: 1000, height: 400 });
  const sourceBytes = photos.reduce((n, f) => n + fs.statSync(f).size, 0);
  const fig = { kept: [] as number[], pixel: [] as number[], sharp: [] as number[], vsPixel: [] as number[] };
  const more = { vsSharp: [] as number[], size: [] as number[], pixelSize: [] as number[] };
  const cpu = { kept: [] as number[], pixel: [] as number[], sharp: [] as number[], ratio: [] as number[] };
  let share = 0;
  for (let run = 1; run <= runs; run++) {
    const kept = await runPage(`${base}/ours.html`, photos, logo, settings, { keepDownload: KEPT });
    const pixel = await runPage(`${base}/ours.html`, photos, logo, settings, {
      output: { originalQuality: false },
    });
    const sharpRun = await runSharp(photos, logo, settings, photo);
    if (kept.failed || pixel.failed) console.log(`  WARNING: ${label} run ${run}: some photos failed`);
    const rate = (n: number, ms: number) => n / (ms / 1000);
    fig.kept.push(rate(kept.produced, kept.ms));
    fig.pixel.push(rate(pixel.produced, pixel.ms));
    fig.sharp.push(rate(photos.length, sharpRun.ms));
    fig.vsPixel.push(fig.kept.at(-1)! / fig.pixel.at(-1)!);
    more.vsSharp.push(fig.kept.at(-1)! / fig.sharp.at(-1)!);
    more.size.push(kept.downloadBytes / sourceBytes);
    more.pixelSize.push(pixel.downloadBytes / sourceBytes);
    cpu.kept.push(kept.cpuMs / photos.length);
    cpu.pixel.push(pixel.cpuMs / photos.length);
    cpu.sharp.push(sharpRun.cpuMs / photos.length);
    cpu.ratio.push(sharpRun.cpuMs / kept.cpuMs);
    if (run === 1) share = copiedShare(photos, KEPT);
  }
  console.log(`\nissue 14, ${label}: logo 20% wide at the bottom right; median (min-max) of ${runs} runs`);
  console.log(`  original quality:          ${show(fig.kept)} images/s`);
  console.log(`  pixel path (today):        ${show(fig.pixel)} images/s`);
  console.log(`  sharp:                     ${show(fig.sharp)} images/s`);
  console.log(`  original / pixel path:     ${show(fig.vsPixel)}x`);
  console.log(`  original / sharp:          ${show(more.vsSharp)}x   (target >= 1.5)`);
  console.log(
    `  output / source size:      ${show(more.size)}x   (target <= 1.02); pixel path ${show(more.pixelSize)}x`,
  );
  console.log(
    `  CPU per photo:             original ${show(cpu.kept, 0, ' ms')}; pixel path ${show(cpu.pixel, 0, ' ms')}; sharp ${show(cpu.sharp, 0, ' ms')}`,
  );
  console.log(
    `  sharp CPU / original CPU:  ${show(cpu.ratio)}x   (the speed ratio where both fill the cores)`,
  );
  console.log(`  blocks copied untouched:   ${(share * 100).toFixed(1)}%`);
}

export async function originalRows(): Promise<void> {
  const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
  const bench = await ensureInputs(24);
  const camera = await ensureInputs(24, true);
  await buildPages();
  const { base, close } = await servePages();
  try {
    if (process.env.BENCH_PHOTOS !== 'camera')
      await rows('24 photos of 12 MP (quality 92)', bench.photos, bench.logo, base, runs);
    await rows('24 camera-like photos of 12 MP (quality 85)', camera.photos, camera.logo, base, runs);
  } finally {
    close();
  }
}

// `tsx bench/export/original-row.ts`: these rows alone.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('bench/export/original-row.ts')) {
  await originalRows();
}
