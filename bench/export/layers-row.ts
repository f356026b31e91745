// Issue 13's row of `npm run bench:export`: 24 photos of 12 MP with a logo layer plus a tiled text
// layer, against the logo layer alone, same page, same run (target >= 0.9x). Runs interleaved
// BENCH_RUNS times (default 3); median and spread printed, not asserted. Its own page build and server,
// so it stands apart from the other rows.
import path from 'node:path';
import { centeredDefaults, type LogoSettings } from '#shared/placement';
import { buildPages, serveDir } from '../../tests/e2e/page-site';
import { runPage } from './browser';
import { OUT, PHOTO_H, PHOTO_W, ensureInputs } from './inputs';

const SITE = path.join(OUT, 'site-layers');

const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
const f2 = (v: number) => v.toFixed(2);

export async function layersRow(photos: string[], logo: string, settings: LogoSettings): Promise<void> {
  const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
  await buildPages('bench/export/pages', { layers: 'layers.html' }, SITE);
  const site = await serveDir(SITE);
  const base = `${site.base}/layers.html`;
  try {
    const rates = {
      logo: [] as number[],
      layers: [] as number[],
      ratio: [] as number[],
      cpu: [] as number[],
    };
    for (let i = 0; i < runs; i++) {
      const one = await runPage(`${base}?mode=logo`, photos, logo, settings);
      const both = await runPage(`${base}?mode=layers`, photos, logo, settings);
      if (one.failed || both.failed || one.produced !== photos.length || both.produced !== photos.length)
        console.log(`  WARNING: layers row run ${i + 1}: some photos failed`);
      const [a, b] = [one.produced / (one.ms / 1000), both.produced / (both.ms / 1000)];
      rates.logo.push(a);
      rates.layers.push(b);
      rates.ratio.push(b / a);
      // CPU a photo, logo alone over both: steadier than wall time on a shared machine.
      rates.cpu.push(one.cpuMs / one.produced / (both.cpuMs / both.produced));
    }
    const show = (v: number[]) =>
      `median ${f2(median(v))} (${f2(Math.min(...v))} to ${f2(Math.max(...v))}, ${v.length} runs)`;
    console.log(
      `\nissue 13: ${photos.length} photos, logo layer + tiled outlined text layer vs logo layer alone`,
    );
    console.log(`  logo layer alone:        ${show(rates.logo)} images/s`);
    console.log(`  logo + tiled text layer: ${show(rates.layers)} images/s`);
    console.log(`  layers / logo alone:     ${show(rates.ratio)}x   (target >= 0.9)`);
    console.log(`  by CPU time a photo:     ${show(rates.cpu)}x`);
  } finally {
    site.close();
  }
}

// `tsx bench/export/layers-row.ts`: this row alone, with the main bench's inputs and logo settings.
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve('bench/export/layers-row.ts')) {
  const { photos, logo } = await ensureInputs(24);
  const size = { width: PHOTO_W, height: PHOTO_H };
  await layersRow(photos, logo, {
    ...centeredDefaults(size, { width: 1000, height: 400 }),
    opacity: 0.8,
    rotation: 15,
  });
}
