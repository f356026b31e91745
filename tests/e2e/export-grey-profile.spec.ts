// A black-and-white JPEG saved with a grey profile (Photoshop's "Gray Gamma 1.8", or one far from
// sRGB's curve) exports through its profile as the engine reads it: same tones, and neutral.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { test, expect } from './fixtures';
import { downloadOne, openEditorWith, place, solid, tmpDir } from './export-helpers';
import { greyInSrgb, greyRampJpeg } from '../helpers/icc-builder';

const [W, H] = [256, 120];

/** sRGB values along the ramp's middle row, every 8th column. */
async function row(bytes: Buffer): Promise<number[][]> {
  const { data, info } = await sharp(bytes).toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const at = (x: number) => [
    ...data.subarray((60 * W + x) * info.channels, (60 * W + x) * info.channels + 3),
  ];
  return Array.from({ length: W / 8 }, (_, i) => at(i * 8 + 4));
}

for (const gamma of [1, 1.8]) {
  test(`a grey JPEG under a Gray Gamma ${gamma} profile exports in the engine's tones, neutral`, async ({
    page,
  }) => {
    const dir = tmpDir();
    const source = await greyRampJpeg(gamma, W, H);
    const meta = await sharp(source).metadata();
    expect([meta.channels, Boolean(meta.icc)]).toEqual([1, true]);
    const photo = path.join(dir, `bw-gamma-${gamma}.jpg`);
    await fs.promises.writeFile(photo, source);
    await openEditorWith(page, [photo], await solid(path.join(dir, 'red.png'), 20, 20, [255, 0, 0]));
    await place(page, { x: 0.02, y: 0.02, size: 0.04 }, false);
    const { bytes } = await downloadOne(page);
    const [engine, ours] = [await row(source), await row(bytes)];
    // The tone the profile gives each stored value, in sRGB: read as sRGB, a stored 128 under gamma 1
    // would stay 128 where its profile makes it 188.
    const exact = (v: number) => greyInSrgb(v, gamma);
    const far = ours.flatMap((px, i) => {
      const x = i * 8 + 4;
      const off = (want: number[]) => Math.max(...px.map((v, c) => Math.abs(v - want[c]!)));
      // lcms' 8-bit transform is coarse in the deepest shadows of a steep curve (25 for 34 at 4 of
      // 255 under gamma 1): the engine is held to the curve from 12 up.
      const bad =
        off([0, 1, 2].map(() => exact(x))) > 3 ||
        (x >= 12 && off(engine[i]!) > 3) ||
        Math.max(...px) - Math.min(...px) > 1;
      return bad
        ? [`x ${x}: ours ${px.join()} engine ${engine[i]!.join()} curve ${exact(x).toFixed(0)}`]
        : [];
    });
    expect(far).toEqual([]);
  });
}
