// A tiled text layer drawn once and copied to each tile (decision 297) looks as drawing each tile in
// place does, in real Skia pixels: the same ink, in the same places, at the same opacity.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { drawLayers } from '#shared/drawing';
import { textLayerSchema } from '#shared/layers';
import { asLayerContext, planLayers } from '#server/engine/overlay';

const [W, H] = [1200, 800];
const GREY = 128;

async function render(stamp: boolean, shadow: boolean): Promise<Uint8ClampedArray> {
  const layer = textLayerSchema.parse({
    id: 'proof',
    kind: 'text',
    text: '© Dana Levi 2026\nPROOF',
    tile: { enabled: true, spacing: 0.6 },
    style: { font: 'noto-sans', bold: true, outline: { enabled: true }, shadow: { enabled: shadow } },
  });
  const placement = { x: 0.1, y: 0.1, scale: 0.2, opacity: 0.35, rotation: -30, anchor: null };
  const size = { width: W, height: H };
  const { items, sources } = await planLayers({
    watermark: { layers: [layer], placements: { proof: placement }, texts: {} },
    images: {},
    photo: size,
    surface: size,
  });
  expect(items[0]!.tiles!.length).toBeGreaterThan(5);
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = `rgb(${GREY}, ${GREY}, ${GREY})`;
  ctx.fillRect(0, 0, W, H);
  drawLayers(asLayerContext(ctx), items, stamp ? sources : { ...sources, scratch: undefined });
  return ctx.getImageData(0, 0, W, H).data;
}

/** How far from the grey the pixels are, summed: the ink drawn. */
const inkOf = (px: Uint8ClampedArray) =>
  px.reduce((n, v, i) => (i % 4 === 3 ? n : n + Math.abs(v - GREY)), 0);

/** The mean of each 16 x 16 block's first channel. */
function blockMeans(px: Uint8ClampedArray): number[] {
  const out: number[] = [];
  for (let by = 0; by < H; by += 16)
    for (let bx = 0; bx < W; bx += 16) {
      let sum = 0;
      for (let y = by; y < by + 16; y++) for (let x = bx; x < bx + 16; x++) sum += px[(y * W + x) * 4]!;
      out.push(sum / 256);
    }
  return out;
}

describe.each([false, true])('tiled outlined text, shadow %s', (shadow) => {
  it('copied from one drawn tile matches each tile drawn in place', async () => {
    const [inPlace, stamped] = [await render(false, shadow), await render(true, shadow)];
    const ink = inkOf(inPlace);
    expect(ink).toBeGreaterThan(W * H * 2);
    // The same ink within 2%: a second opacity, or a tile lost, would be far off.
    expect(Math.abs(inkOf(stamped) - ink) / ink).toBeLessThan(0.02);
    // In the same places: every 16 px block within a few levels (tiles move by half a pixel at most).
    const [a, b] = [blockMeans(inPlace), blockMeans(stamped)];
    const worst = Math.max(...a.map((v, i) => Math.abs(v - b[i]!)));
    // Measured 1.5 (2.3 with the shadow); tiles 2 px off give over 6.
    expect(worst).toBeLessThan(3.5);
  });
});
