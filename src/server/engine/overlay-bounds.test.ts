import { describe, expect, it } from 'vitest';
import { imageBox, textBox, type DrawItem } from '#shared/layers';
import { logoLayer, measure, textLayer } from '#shared/layers/fixtures';
import type { PixelTransform } from '#shared/placement';
import { overlayArea } from './overlay-bounds';

const surface = { width: 1000, height: 800 };
const box = (left: number, top: number, width: number, height: number, rotation = 0): PixelTransform => ({
  left,
  top,
  width,
  height,
  centerX: left + width / 2,
  centerY: top + height / 2,
  rotation,
  opacity: 1,
});
const image = (t: PixelTransform, tiles: PixelTransform[] | null = null): DrawItem => {
  const layer = logoLayer('l');
  return { layer, box: imageBox(layer), transform: t, tiles };
};

describe('overlayArea', () => {
  it('is an image layer box and a pixel of smoothing, in whole pixels', () => {
    expect(overlayArea([image(box(100.4, 50.6, 200, 100))], surface)).toEqual({
      left: 99,
      top: 49,
      width: 203,
      height: 103,
    });
  });

  it('holds a turned box by its corners, and is clipped to the surface', () => {
    expect(overlayArea([image(box(400, 300, 200, 100, 90))], surface)).toEqual({
      left: 449,
      top: 249,
      width: 102,
      height: 202,
    });
    expect(overlayArea([image(box(-50, 700, 200, 200))], surface)).toEqual({
      left: 0,
      top: 699,
      width: 151,
      height: 101,
    });
  });

  it('covers every tile; nothing on the surface gives null', () => {
    const tiles = [box(0, 0, 100, 50), box(900, 750, 100, 50)];
    expect(overlayArea([image(tiles[0]!, tiles)], surface)).toEqual({
      left: 0,
      top: 0,
      width: 1000,
      height: 800,
    });
    expect(overlayArea([image(box(2000, 2000, 100, 100))], surface)).toBeNull();
    expect(overlayArea([], surface)).toBeNull();
  });

  it("leaves room for text's overhang, outline and shadow, in proportion to its font size", () => {
    const plain = textLayer('t', 'Dana');
    const styled = textLayer('t', 'Dana', {
      style: {
        ...plain.style,
        outline: { ...plain.style.outline, enabled: true },
        shadow: { ...plain.style.shadow, enabled: true },
      },
    });
    const t = box(400, 400, 240, 120);
    const area = (layer: typeof plain) =>
      overlayArea([{ layer, box: textBox(layer, layer.text, measure), transform: t, tiles: null }], surface)!;
    // 'Dana' is 2.4 em wide at 0.6 em a letter: 100 px a font size; half of it each side.
    expect(area(plain)).toEqual({ left: 350, top: 350, width: 340, height: 220 });
    expect(area(styled).width).toBeGreaterThan(area(plain).width + 2 * (0.08 + 0.05 + 1.5 * 0.15) * 100 - 2);
  });
});
