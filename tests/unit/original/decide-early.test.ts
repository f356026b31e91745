import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bytesReader, type ByteReader } from '#shared/files';
import { drawPlan, type Layer, type LayerPlacement } from '#shared/layers';
import { logoLayer } from '#shared/layers/fixtures';
import type { Size } from '#shared/placement';
import { RecordingContext } from '../../helpers/recording-context';
import { layerBoxOf } from '#shared/drawing';
import { fewEnoughMarked, uprightJpegSize } from '#shared/original';

const photo: Size = { width: 4000, height: 3000 };
const at = (x: number, y: number, scale: number, rotation = 0): LayerPlacement => ({
  x,
  y,
  scale,
  opacity: 1,
  rotation,
  anchor: null,
});
const plan = (layers: Layer[], placements: Record<string, LayerPlacement>) =>
  drawPlan({ layers, placements, photo, boxOf: layerBoxOf(new RecordingContext(), (l) => l.text) });

describe('fewEnoughMarked', () => {
  it('takes a corner logo, and a photo without a watermark', () => {
    expect(fewEnoughMarked(plan([logoLayer('logo', 1000, 400)], { logo: at(0.8, 0.85, 0.2) }), photo)).toBe(
      true,
    );
    expect(fewEnoughMarked(null, photo)).toBe(true);
  });

  it('declines a large turned logo across the middle from the layers alone', () => {
    const items = plan([logoLayer('logo', 1000, 400)], { logo: at(0.5, 0.5, 0.6, 15) });
    expect(fewEnoughMarked(items, photo)).toBe(false);
  });
});

describe('uprightJpegSize', () => {
  it('answers from the head: nothing past the frame header is read', async () => {
    const { data } = await sharp({
      create: {
        width: 640,
        height: 480,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .jpeg()
      .toBuffer({ resolveWithObject: true });
    const bytes = new Uint8Array(data);
    const inner = bytesReader(bytes);
    let furthest = 0;
    const reader: ByteReader = {
      size: inner.size,
      readAt: (offset, length) => {
        furthest = Math.max(furthest, offset + length);
        return inner.readAt(offset, length);
      },
    };
    expect(await uprightJpegSize(reader, 6)).toEqual({ width: 480, height: 640 });
    expect(await uprightJpegSize(bytes, 1)).toEqual({ width: 640, height: 480 });
    expect(furthest).toBeLessThan(bytes.length / 2);
  });
});
