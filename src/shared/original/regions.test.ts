import { describe, expect, it } from 'vitest';
import { drawPlan, type Layer, type LayerPlacement } from '#shared/layers';
import { logoLayer, textLayer } from '#shared/layers/fixtures';
import { rotatedExtent, type Size } from '#shared/placement';
import { RecordingContext } from '../../../tests/helpers/recording-context';
import { layerBoxOf } from '#shared/drawing';
import { fewEnoughMarked } from './keep';
import { candidateMcus, markedRects, markedShare, type McuGrid } from './regions';

const photo: Size = { width: 4000, height: 3000 };
const grid: McuGrid = { mcuWidth: 16, mcuHeight: 16, mcusPerLine: 250, mcusPerColumn: 188 };
const at = (x: number, y: number, extra: Partial<LayerPlacement> = {}): LayerPlacement => ({
  x,
  y,
  scale: 0.2,
  opacity: 1,
  rotation: 0,
  anchor: null,
  ...extra,
});
const plan = (layers: Layer[], placements: Record<string, LayerPlacement>) =>
  drawPlan({ layers, placements, photo, boxOf: layerBoxOf(new RecordingContext(), (l) => l.text) });

/** The marked MCUs' bounds, in pixels. */
function markedBounds(marks: Uint8Array) {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -1, -1];
  marks.forEach((m, i) => {
    if (!m) return;
    const [x, y] = [i % grid.mcusPerLine, Math.floor(i / grid.mcusPerLine)];
    [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
  });
  return { left: x0 * 16, top: y0 * 16, right: (x1 + 1) * 16, bottom: (y1 + 1) * 16 };
}

describe('candidateMcus', () => {
  it('marks the MCUs under a corner logo and its antialiased edge, nothing else', () => {
    const items = plan([logoLayer('logo', 400, 100)], { logo: at(0.6, 0.7) });
    const t = items[0]!.transform;
    const marks = candidateMcus(items, grid);
    const b = markedBounds(marks);
    expect(b.left).toBeLessThanOrEqual(t.left - 2);
    expect(b.top).toBeLessThanOrEqual(t.top - 2);
    expect(b.right).toBeGreaterThanOrEqual(t.left + t.width + 2);
    expect(b.bottom).toBeGreaterThanOrEqual(t.top + t.height + 2);
    // No more than one MCU of slack on each side.
    expect(b.right - b.left).toBeLessThanOrEqual(t.width + 4 + 32);
    expect(markedShare(marks)).toBeLessThan(0.02);
    expect(markedRects(marks, grid)).toHaveLength(1);
  });

  it('covers a turned logo by its rotated extent', () => {
    const items = plan([logoLayer('logo', 400, 100)], { logo: at(0.5, 0.5, { rotation: 45 }) });
    const t = items[0]!.transform;
    const e = rotatedExtent(t.width, t.height, 45);
    const b = markedBounds(candidateMcus(items, grid));
    expect(b.right - b.left).toBeGreaterThanOrEqual(e.width + 4);
    expect(b.bottom - b.top).toBeGreaterThanOrEqual(e.height + 4);
  });

  it("reaches past a text's box by its shadow", () => {
    const plain = textLayer('t', 'Dana Levi');
    const shadowed = textLayer('t', 'Dana Levi', {
      style: { ...plain.style, shadow: { ...plain.style.shadow, enabled: true, offsetX: 0.5, offsetY: 0.5 } },
    });
    const a = markedBounds(candidateMcus(plan([plain], { t: at(0.5, 0.5) }), grid));
    const b = markedBounds(candidateMcus(plan([shadowed], { t: at(0.5, 0.5) }), grid));
    expect(b.right - b.left).toBeGreaterThan(a.right - a.left);
    expect(b.bottom).toBeGreaterThan(a.bottom);
  });

  it('marks most of the photo under tiles, so the pixel path takes it', () => {
    const logo: Layer = { ...logoLayer('logo', 400, 100), tile: { enabled: true, spacing: 0.2 } };
    expect(markedShare(candidateMcus(plan([logo], { logo: at(0.5, 0.5) }), grid))).toBeGreaterThan(0.5);
  });
});

describe('markedRects', () => {
  it('covers every marked MCU with bands of at most 16 rows', () => {
    const marks = new Uint8Array(grid.mcusPerLine * grid.mcusPerColumn);
    for (let y = 10; y < 60; y++) marks.fill(1, y * 250 + 20 + (y % 7), y * 250 + 40 + (y % 5));
    const rects = markedRects(marks, grid);
    expect(rects.every((r) => r.mcusHigh <= 16)).toBe(true);
    const covered = new Uint8Array(marks.length);
    for (const r of rects)
      for (let y = r.mcuY; y < r.mcuY + r.mcusHigh; y++)
        covered.fill(1, y * 250 + r.mcuX, y * 250 + r.mcuX + r.mcusWide);
    marks.forEach((m, i) => m && expect(covered[i]).toBe(1));
    expect(rects.reduce((n, r) => n + r.mcusHigh, 0)).toBe(50);
  });
});

describe('fewEnoughMarked', () => {
  it('takes a corner logo, and a photo without a watermark', () => {
    expect(fewEnoughMarked(plan([logoLayer('logo', 1000, 400)], { logo: at(0.8, 0.85) }), photo)).toBe(true);
    expect(fewEnoughMarked(null, photo)).toBe(true);
  });

  it('declines a large turned logo across the middle from the layers alone', () => {
    const items = plan([logoLayer('logo', 1000, 400)], { logo: at(0.5, 0.5, { scale: 0.6, rotation: 15 }) });
    expect(fewEnoughMarked(items, photo)).toBe(false);
  });
});
