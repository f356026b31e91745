// The engine draws a batch's overlay once per thread when photos share their size and watermark, and
// anew whenever anything it is drawn from differs: a text's filled tokens, a placement, the size, the
// logo's bytes, or a wide-gamut photo's numbers.
import { describe, expect, it } from 'vitest';
import { drawOverlay, type OverlayInput } from '#server/engine/overlay';
import sharp from 'sharp';
import { LOGO, at, logoLayer, logoPng, textLayer } from '../../helpers/engine-inputs';

async function input(over: Partial<OverlayInput> = {}, text = 'Dana'): Promise<OverlayInput> {
  return {
    watermark: {
      layers: [logoLayer(), textLayer('{name}')],
      placements: { logo: at(0.1, 0.1, 0.3), text: at(0.5, 0.8, 0.3) },
      texts: { text },
    },
    images: { 'logo-file': new Uint8Array(await logoPng()) },
    photo: { width: 800, height: 600 },
    surface: { width: 800, height: 600 },
    fromSrgb: null,
    ...over,
  };
}

describe('the overlay of a batch', () => {
  it('is drawn once for photos of one size under one watermark', async () => {
    const a = await drawOverlay(await input());
    expect(a).not.toBeNull();
    expect(await drawOverlay(await input())).toBe(a);
  });

  it('is drawn anew for another text, placement, size, logo or a wide-gamut photo', async () => {
    const a = await drawOverlay(await input());
    const other = await drawOverlay(await input({}, 'Noa'));
    expect(other).not.toBe(a);
    expect(Buffer.compare(other!.pixels, a!.pixels)).not.toBe(0);
    const moved = await input();
    moved.watermark.placements.logo = at(0.5, 0.1, 0.3);
    expect((await drawOverlay(moved))!.left).not.toBe(a!.left);
    const bigger = { width: 1600, height: 1200 };
    expect((await drawOverlay(await input({ photo: bigger, surface: bigger })))!.width).toBeGreaterThan(
      a!.width,
    );
    const red = await sharp({ create: { ...LOGO, channels: 4, background: '#ff0000' } })
      .png()
      .toBuffer();
    const redOverlay = await drawOverlay(await input({ images: { 'logo-file': new Uint8Array(red) } }));
    expect(Buffer.compare(redOverlay!.pixels, a!.pixels)).not.toBe(0);
    let converted = 0;
    const wide = await input({ fromSrgb: () => void converted++ });
    await drawOverlay(wide);
    await drawOverlay(wide);
    expect(converted).toBe(2);
  });
});
