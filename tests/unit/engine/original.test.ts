// "Original quality" through the server engine, as the browser export takes it: a JPEG out of a JPEG
// keeps every block away from the logo bit for bit, upright whatever its EXIF orientation, the logo on
// its planned box; with the choice off, or another format, the pixel path runs as before.
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { placementToPixels } from '#shared/placement';
import { createPhotoEngine } from '#server/engine';
import {
  LOGO,
  at,
  engineInput,
  inkBox,
  isBlue,
  logoLayer,
  orientedJpeg,
  pixels,
} from '../../helpers/engine-inputs';

const engine = createPhotoEngine({ threads: 1 });
afterAll(() => engine.close());

const [W, H] = [960, 640];
const place = at(0.7, 0.7, 0.2);

/** Pixels that differ between two decodes outside the logo's box grown by two 16 px MCUs. */
async function changedOutside(a: Uint8Array, b: Uint8Array, box: ReturnType<typeof placementToPixels>) {
  const [pa, pb] = [await sharp(a).raw().toBuffer(), await sharp(b).raw().toBuffer()];
  const grow = 32;
  let n = 0;
  for (let y = 0; y < H; y++)
    for (let x = 0; x < W; x++) {
      const inside =
        x >= box.left - grow &&
        x < box.left + box.width + grow &&
        y >= box.top - grow &&
        y < box.top + box.height + grow;
      const i = (y * W + x) * 3;
      if (!inside && (pa[i] !== pb[i] || pa[i + 1] !== pb[i + 1] || pa[i + 2] !== pb[i + 2])) n++;
    }
  return n;
}

describe('a JPEG photo exported as JPEG with "Original quality" on (the default)', () => {
  it('keeps every block away from the logo: same pixels, about the same size, the logo on its box', async () => {
    const source = await orientedJpeg(1, W, H);
    const input = await engineInput(source, 'image/jpeg', [logoLayer()], { logo: place });
    const out = await engine.compose(input);
    expect(out.original).toBeDefined();
    expect(out.original!.copied / out.original!.total).toBeGreaterThan(0.9);
    const box = placementToPixels(place, { width: W, height: H }, LOGO);
    expect(await changedOutside(source, out.bytes, box)).toBe(0);
    const blue = inkBox(await pixels(out.bytes), isBlue)!;
    expect(Math.abs(blue.left - box.left)).toBeLessThanOrEqual(1);
    expect(Math.abs(blue.top - box.top)).toBeLessThanOrEqual(1);
    expect(out.bytes.length).toBeLessThan(source.length * 1.05);
    expect((await sharp(out.bytes).metadata()).orientation ?? 1).toBe(1);
  });

  it.each([3, 6, 8] as const)('EXIF orientation %i comes out upright at the upright size', async (o) => {
    const input = await engineInput(await orientedJpeg(o, W, H), 'image/jpeg', [logoLayer()], {
      logo: place,
    });
    const out = await engine.compose(input);
    expect(out.original).toBeDefined();
    const img = await pixels(out.bytes);
    expect([img.width, img.height]).toEqual([W, H]);
    // The red marker sits at the top left of the upright picture.
    expect(img.at(10, 10)[0]).toBeGreaterThan(200);
    expect(img.at(W - 10, H - 10)[0]).toBeLessThan(150);
    expect((await sharp(out.bytes).metadata()).orientation ?? 1).toBe(1);
  });

  it('goes the pixel way when the choice is off, when the output is resized, or for PNG output', async () => {
    const source = await orientedJpeg(1, W, H);
    for (const output of [{ originalQuality: false }, { resize: 480 }, { format: 'png' as const }]) {
      const out = await engine.compose(
        await engineInput(source, 'image/jpeg', [logoLayer()], { logo: place }, output),
      );
      expect(out.original, JSON.stringify(output)).toBeUndefined();
    }
  });
});
