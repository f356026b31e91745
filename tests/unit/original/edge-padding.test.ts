// A layer that ends on the photo's right or bottom edge, on a photo whose size is no whole number of
// MCUs: the padded edge blocks must follow what was drawn, or the last visible pixels decode as a mix
// of the layer and the photo's old edge (QA saw a blue logo's last column come out (30, 13, 127)).
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { layerBoxOf } from '#shared/drawing';
import { drawPlan } from '#shared/layers';
import { logoLayer } from '#shared/layers/fixtures';
import { keepOriginal, type Painter } from '#shared/original';
import { RecordingContext } from '../../helpers/recording-context';
import { photoPixels, sharpJpeg } from '../jpeg/sources';

// 201 x 131: 12 px past the last whole 16 px MCU on the right, 3 px at the bottom.
const PHOTO = { width: 201, height: 131 };
const photo = PHOTO;
const BLUE = [0, 0, 255];

/** A 60 x 30 logo flush with the bottom-right corner. */
function flushItems(photo: { width: number; height: number } = PHOTO) {
  const [w, h] = [60, 30];
  const placement = {
    x: (photo.width - w) / photo.width,
    y: (photo.height - h) / photo.height,
    scale: w / photo.width,
    opacity: 1,
    rotation: 0,
    anchor: null,
  };
  return drawPlan({
    layers: [logoLayer('logo', w * 2, h * 2)],
    placements: { logo: placement },
    photo,
    boxOf: layerBoxOf(new RecordingContext(), () => ''),
  });
}

/** Paints the logo's box solid blue, clipped at the photo's edge as a canvas of the photo would be. */
const paintBox =
  (box: { left: number; top: number }, on = PHOTO): Painter =>
  (pixels, width, height, origin) => {
    const out = pixels.slice();
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const [gx, gy] = [origin.x + x, origin.y + y];
        if (gx < box.left || gy < box.top || gx >= on.width || gy >= on.height) continue;
        out.set([...BLUE, 255], (y * width + x) * 4);
      }
    return out;
  };

describe('keepOriginal with a layer flush with the edge of a partial MCU', () => {
  it.each(['4:2:0', '4:4:4'] as const)('keeps the last row and column the layer colour (%s)', async (cs) => {
    const source = await sharpJpeg(photoPixels(photo.width, photo.height), {
      quality: 85,
      chromaSubsampling: cs,
    });
    const items = flushItems();
    const box = { left: Math.round(items[0]!.transform.left), top: Math.round(items[0]!.transform.top) };
    const kept = keepOriginal(new Uint8Array(source), 1, photo, items, paintBox(box));
    expect(kept).not.toBeNull();
    const { data } = await sharp(kept!.bytes).raw().toBuffer({ resolveWithObject: true });
    const off: string[] = [];
    const check = (x: number, y: number) => {
      const p = (y * photo.width + x) * 3;
      const rgb = [data[p]!, data[p + 1]!, data[p + 2]!];
      if (rgb.some((v, i) => Math.abs(v - BLUE[i]!) > 12)) off.push(`${x},${y}: ${rgb.join(',')}`);
    };
    // Two pixels in from the logo's own left and top edges, where its blocks start.
    for (let y = box.top + 2; y < photo.height; y++) check(photo.width - 1, y);
    for (let x = box.left + 2; x < photo.width; x++) check(x, photo.height - 1);
    expect(off.slice(0, 5)).toEqual([]);
  });

  it('marks no MCU changed where only the padding past the edge was drawn on', async () => {
    const source = await sharpJpeg(photoPixels(photo.width, photo.height), { quality: 85 });
    // Blue everywhere past the photo's edge, nothing on it: the padding follows the photo's own edge.
    const padding: Painter = (pixels, width, height, origin) => {
      const out = pixels.slice();
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++)
          if (origin.x + x >= photo.width || origin.y + y >= photo.height)
            out.set([...BLUE, 255], (y * width + x) * 4);
      return out;
    };
    const kept = keepOriginal(new Uint8Array(source), 1, photo, flushItems(), padding);
    expect(kept!.blocks.copied).toBe(kept!.blocks.total);
  });

  it('keeps the last row the layer colour on a turned photo (orientation 6), its partial MCUs at the bottom', async () => {
    // 331 x 480 stored, 480 x 331 upright: the stored width, 11 px past a whole MCU, becomes the height.
    const upright = { width: 480, height: 331 };
    const source = await sharpJpeg(photoPixels(upright.height, upright.width), {
      quality: 85,
      chromaSubsampling: '4:2:0',
    });
    const items = flushItems(upright);
    const box = { left: Math.round(items[0]!.transform.left), top: Math.round(items[0]!.transform.top) };
    const kept = keepOriginal(new Uint8Array(source), 6, upright, items, paintBox(box, upright));
    expect(kept).not.toBeNull();
    const { data, info } = await sharp(kept!.bytes).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([upright.width, upright.height]);
    const off: string[] = [];
    for (let x = box.left + 2; x < upright.width; x++) {
      const p = ((upright.height - 1) * upright.width + x) * 3;
      const rgb = [data[p]!, data[p + 1]!, data[p + 2]!];
      if (rgb.some((v, i) => Math.abs(v - BLUE[i]!) > 12)) off.push(`${x}: ${rgb.join(',')}`);
    }
    expect(off.slice(0, 5)).toEqual([]);
  });
});
