// A HEIF whose alpha is stored premultiplied (an iref 'prem', as image editors may write it) decodes to
// straight RGBA, as canvases and sharp take it: its translucent colours are not darkened.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { decodeHeif } from '#server/engine/heif';

it('un-premultiplies a premultiplied alpha: (200, 100, 50) at alpha 128 stays that colour', async () => {
  // Stored as (100, 50, 25, 128) on the left half, opaque blue on the right (tests/fixtures/make-heic.ts).
  const bytes = fs.readFileSync(path.resolve('tests/fixtures', 'premultiplied-alpha.heic'));
  const { pixels, width } = await decodeHeif(new Uint8Array(bytes));
  const at = (x: number, y: number) => [...pixels.subarray((y * width + x) * 4, (y * width + x) * 4 + 4)];
  const near = (got: number[], want: number[]) => got.every((v, i) => Math.abs(v - want[i]!) <= 2);
  expect(at(2, 8)[3]).toBe(128);
  expect(at(2, 8), 'straight, not (100, 50, 25)').toSatisfy((p: number[]) => near(p, [200, 100, 50, 128]));
  // Opaque pixels are left as decoded.
  expect(at(12, 8)).toSatisfy((p: number[]) => near(p, [0, 0, 255, 255]));
});
