// Decodes a JPEG and a HEIC of the same 12 MP photo in turn, ROUNDS times each, in one worker.
import { wrap } from 'comlink';
import { el } from './common';
import type { HeicBenchApi } from './heic.worker';

const ROUNDS = 5;

el('start').addEventListener('click', async () => {
  try {
    const [jpeg, heic] = [...(el<HTMLInputElement>('photos').files ?? [])];
    if (!jpeg || !heic) throw new Error('need a JPEG and a HEIC');
    const worker = wrap<HeicBenchApi>(
      new Worker(new URL('./heic.worker.ts', import.meta.url), { type: 'module' }),
    );
    // The first HEIC decode also loads and compiles libheif: timed on its own.
    const first = await worker.time(heic, 'image/heic');
    const jpegMs: number[] = [];
    const heicMs: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      jpegMs.push(await worker.time(jpeg, 'image/jpeg'));
      heicMs.push(await worker.time(heic, 'image/heic'));
    }
    window.__heicResult = { first, jpegMs, heicMs };
    el('status').textContent = JSON.stringify(window.__heicResult);
  } catch (e) {
    window.__heicResult = { error: String(e) };
  }
});

declare global {
  interface Window {
    __heicResult?: { first: number; jpegMs: number[]; heicMs: number[] } | { error: string };
  }
}
