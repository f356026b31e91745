// `npm run bench:export`: our export in headless Chromium against sharp in Node and against the
// simple main-thread approach, same job; throughput, ratios, main-thread time, peak memory.
// Figures are printed, not asserted (the machine is shared, so they vary from run to run).
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { build } from 'vite';
import { centeredDefaults } from '#shared/placement';
import { runPage, type PageRun } from './browser';
import { OUT, PHOTO_H, PHOTO_W, ensureInputs } from './inputs';
import { runSharp } from './sharp-run';
import { layersRow } from './layers-row';

const SITE = path.join(OUT, 'site');

async function buildPages() {
  await build({
    configFile: false,
    logLevel: 'warn',
    root: path.resolve('bench/export/pages'),
    worker: { format: 'es' },
    resolve: { tsconfigPaths: true },
    build: {
      outDir: SITE,
      emptyOutDir: true,
      rollupOptions: {
        input: {
          ours: path.resolve('bench/export/pages/ours.html'),
          simple: path.resolve('bench/export/pages/simple.html'),
        },
      },
    },
  });
}

function serve(): Promise<http.Server> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript' };
  const server = http.createServer((req, res) => {
    const file = path.join(SITE, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(SITE) || !fs.existsSync(file) || !fs.statSync(file).isFile())
      return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(res);
  });
  return new Promise((r) => server.listen(0, '127.0.0.1', () => r(server)));
}

const rate = (n: number, ms: number) => n / (ms / 1000);
const f1 = (v: number) => v.toFixed(1);
const f2 = (v: number) => v.toFixed(2);

async function main() {
  console.log('preparing inputs (cached in bench/out/export) and bench pages...');
  const { photos, logo } = await ensureInputs(24);
  // 96 photos: the 24 four times over (same decode and encode work per photo).
  const photos96 = Array.from({ length: 96 }, (_, i) => photos[i % photos.length]!);
  await buildPages();
  const server = await serve();
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const settings = {
    ...centeredDefaults({ width: PHOTO_W, height: PHOTO_H }, { width: 1000, height: 400 }),
    opacity: 0.8,
    rotation: 15,
  };
  try {
    console.log('running: ours (24), sharp (24), simple (24), ours (96)...');
    const ours = await runPage(`${base}/ours.html`, photos, logo, settings);
    const sharpRun = await runSharp(photos, logo, settings);
    const simple = await runPage(`${base}/simple.html`, photos, logo, settings);
    const ours96 = await runPage(`${base}/ours.html`, photos96, logo, settings);

    const oursRate = rate(ours.produced, ours.ms);
    const sharpRate = rate(24, sharpRun.ms);
    const simpleRate = rate(simple.produced, simple.ms);
    const line = (name: string, r: PageRun | null, ips: number, ms: number, bytes: number) =>
      console.log(
        `  ${name.padEnd(16)} ${f2(ips).padStart(6)} images/s  ${f1(ms / 1000).padStart(6)} s  zip ${f1(bytes / 2 ** 20).padStart(6)} MB` +
          (r
            ? `  main thread busy ${f2(r.mainBusyMs / 1000)} s  peak memory: page renderer ${f1(r.peakPageRendererMB)} MB RSS, all renderers ${f1(r.peakRendererMB)} MB PSS, whole browser ${f1(r.peakTotalMB)} MB PSS`
            : ''),
      );
    console.log(
      `\nexport of 4000x3000 JPEGs, 1000x400 PNG logo at 60% width, opacity 0.8, 15 degrees, JPEG 0.95, zipped`,
    );
    line('ours (24)', ours, oursRate, ours.ms, ours.downloadBytes);
    line('sharp (24)', null, sharpRate, sharpRun.ms, sharpRun.bytes);
    line('simple (24)', simple, simpleRate, simple.ms, simple.downloadBytes);
    line('ours (96)', ours96, rate(ours96.produced, ours96.ms), ours96.ms, ours96.downloadBytes);
    console.log(`\n  ours / sharp:  ${f2(oursRate / sharpRate)}x   (target >= 1.1)`);
    console.log(`  ours / simple: ${f2(oursRate / simpleRate)}x   (target >= 2.4)`);
    console.log(`  main thread busy, ours (24): ${f2(ours.mainBusyMs / 1000)} s   (target <= 0.5 s)`);
    console.log(
      `  peak renderer memory, ours: page renderer ${f1(ours.peakPageRendererMB)} MB at 24, ${f1(ours96.peakPageRendererMB)} MB at 96; ` +
        `all renderers ${f1(ours.peakRendererMB)} / ${f1(ours96.peakRendererMB)} MB   (target <= 500 MB)`,
    );
    console.log(
      `  96 / 24 peak memory: page renderer ${f2(ours96.peakPageRendererMB / ours.peakPageRendererMB)}x, all renderers ${f2(ours96.peakRendererMB / ours.peakRendererMB)}x   (target <= 1.15)`,
    );
    if (ours.failed || ours96.failed || ours.produced !== 24 || ours96.produced !== 96)
      console.log('  WARNING: some photos failed');
    await layersRow(photos, logo, settings);
  } finally {
    server.close();
  }
}

await main();
