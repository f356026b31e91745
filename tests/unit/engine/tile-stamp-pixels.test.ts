// A tiled text layer drawn once and copied to each tile (decision 297) looks as drawing each tile in
// place does, in real Skia pixels: the same ink, in the same places, at the same opacity, none clipped.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { drawLayers, type LayerSources } from '#shared/drawing';
import { textLayerSchema, type DrawItem } from '#shared/layers';
import { asLayerContext, planLayers } from '#server/engine/overlay';
import type { Canvas } from '@napi-rs/canvas';

const [W, H] = [1200, 800];
const GREY = 128;

async function plan(text: string, style: object, rotation: number) {
  const layer = textLayerSchema.parse({
    id: 'proof',
    kind: 'text',
    text,
    tile: { enabled: true, spacing: 0.6 },
    style: { font: 'noto-sans', bold: true, outline: { enabled: true }, ...style },
  });
  const placement = { x: 0.1, y: 0.1, scale: 0.2, opacity: 0.35, rotation, anchor: null };
  const size = { width: W, height: H };
  const planned = await planLayers({
    watermark: { layers: [layer], placements: { proof: placement }, texts: {} },
    images: {},
    photo: size,
    surface: size,
  });
  expect(planned.items[0]!.tiles!.length).toBeGreaterThan(5);
  return planned;
}

function render(items: DrawItem[], sources: LayerSources<Canvas>): Uint8ClampedArray {
  const canvas = createCanvas(W, H);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = `rgb(${GREY}, ${GREY}, ${GREY})`;
  ctx.fillRect(0, 0, W, H);
  drawLayers(asLayerContext(ctx), items, sources);
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
    const { items, sources } = await plan('© Dana Levi 2026\nPROOF', { shadow: { enabled: shadow } }, -30);
    const [inPlace, stamped] = [render(items, { ...sources, scratch: undefined }), render(items, sources)];
    const ink = inkOf(inPlace);
    expect(ink).toBeGreaterThan(W * H * 2);
    // The same ink within 2%: a second opacity, or a tile lost, would be far off.
    expect(Math.abs(inkOf(stamped) - ink) / ink).toBeLessThan(0.02);
    // In the same places: every 16 px block within a few levels (tiles move by half a pixel at most).
    const [a, b] = [blockMeans(inPlace), blockMeans(stamped)];
    const worst = Math.max(...a.map((v, i) => Math.abs(v - b[i]!)));
    // Measured 1.5 (2.3 with the shadow); tiles 2 px off give over 6.
    expect(worst).toBeLessThan(3.5);
    // The scratch is used again by the next drawing, cleared: the same pixels come out.
    expect(Buffer.compare(Buffer.from(render(items, sources)), Buffer.from(stamped))).toBe(0);
  });
});

const extreme = { italic: true, outline: { enabled: true, width: 0.3 } };
const far = { shadow: { enabled: true, blur: 0.5, offsetX: -0.5, offsetY: 0.5 } };

describe.each([
  // Measured: ink 0.2-0.7% apart, blocks 4.1 at most (thick strokes moved by half a pixel).
  ['italic, a thick outline', extreme, 0.01],
  // Skia's blur on a clear surface comes out slightly lighter in its faint halo: 3-4% of the ink.
  ['and a wide, far shadow', { ...extreme, ...far }, 0.05],
])('%s', (_, style, inkTolerance) => {
  it.each([37, 200])(
    'loses no ink at the edges of a tile, marked right-to-left text too, turned %i',
    async (turn) => {
      const { items, sources } = await plan('שָׁלוֹם עוֹלָם\nfjord ÅÇ', style, turn);
      const inPlace = render(items, { ...sources, scratch: undefined });
      const stamped = render(items, sources);
      expect(Math.abs(inkOf(stamped) - inkOf(inPlace)) / inkOf(inPlace)).toBeLessThan(inkTolerance);
      const [a, b] = [blockMeans(inPlace), blockMeans(stamped)];
      expect(Math.max(...a.map((v, i) => Math.abs(v - b[i]!)))).toBeLessThan(6);
    },
  );
});
