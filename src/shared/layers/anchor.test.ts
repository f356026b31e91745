import { describe, expect, it } from 'vitest';
import { QUICK_POSITIONS, quickPosition, type QuickPosition, type SizeRelativeTo } from '../placement';
import { imageBox, layerTransform, textBox } from './box';
import type { LayerPlacement } from './schema';
import { drawnBounds } from './fixtures';

const SHAPES = [
  ['3:2', { width: 3000, height: 2000 }],
  ['2:3', { width: 2000, height: 3000 }],
  ['16:9', { width: 1920, height: 1080 }],
  ['1:1', { width: 1000, height: 1000 }],
  ['8:1', { width: 8000, height: 1000 }],
] as const;
const ROTATIONS = [0, 30, 45, 90];
const CORNERS = QUICK_POSITIONS.filter((c) => c !== 'center');
const MARGIN = 0.05;
/** x and y are rounded to 6 decimals of the photo: at most 0.004 px on an 8000 px side. */
const PX = 0.01;

const logo = imageBox({ width: 400, height: 100 });
const anchored = (corner: QuickPosition, scale: number, rotation: number): LayerPlacement => ({
  x: 0,
  y: 0,
  scale,
  opacity: 1,
  rotation,
  anchor: { corner, margin: MARGIN },
});

const cases = SHAPES.flatMap(([name, photo]) =>
  ROTATIONS.flatMap((rotation) =>
    CORNERS.map((corner) => ({ name, photo, rotation, corner, label: `${name} at ${rotation}° ${corner}` })),
  ),
);

describe('anchoring on the rotated box', () => {
  it.each(cases)('$label: inside, with margin = 5% of the short side on both anchored edges', (c) => {
    const rel: SizeRelativeTo = 'short';
    const t = layerTransform(anchored(c.corner, 0.4, c.rotation), rel, c.photo, logo);
    const b = drawnBounds(t);
    const m = MARGIN * Math.min(c.photo.width, c.photo.height);
    const gaps = {
      left: b.left,
      top: b.top,
      right: c.photo.width - b.right,
      bottom: c.photo.height - b.bottom,
    };
    for (const g of Object.values(gaps)) expect(g).toBeGreaterThanOrEqual(m - PX);
    const [v, h] = c.corner.split('-') as ['top' | 'bottom', 'left' | 'right'];
    expect(gaps[v]).toBeCloseTo(m, 2);
    expect(gaps[h]).toBeCloseTo(m, 2);
    // the same visual margin on every shape: the gap relative to the short side is the anchor's margin
    expect(gaps[h] / Math.min(c.photo.width, c.photo.height)).toBeCloseTo(MARGIN, 5);
  });

  it.each(SHAPES.flatMap(([name, photo]) => ROTATIONS.map((r) => [name, photo, r] as const)))(
    'center on %s at %s° centres the box',
    (_n, photo, rotation) => {
      const t = layerTransform(anchored('center', 0.4, rotation), 'short', photo, logo);
      expect(t.centerX).toBeCloseTo(photo.width / 2, 2);
      expect(t.centerY).toBeCloseTo(photo.height / 2, 2);
    },
  );

  it('Top left at 45° is not clipped (the unrotated model would put the corners outside)', () => {
    const photo = { width: 3000, height: 2000 };
    const b = drawnBounds(layerTransform(anchored('top-left', 0.3, 45), 'width', photo, logo));
    expect(b.left).toBeCloseTo(100, 2);
    expect(b.top).toBeCloseTo(100, 2);
  });

  it.each([
    ['size', { scale: 0.15 }, { scale: 0.35 }],
    ['rotation', { rotation: 10 }, { rotation: 80 }],
  ] as const)('changing %s keeps the layer at its corner', (_what, a, b) => {
    const photo = { width: 1920, height: 1080 };
    const m = MARGIN * 1080;
    for (const patch of [a, b]) {
      const bounds = drawnBounds(
        layerTransform({ ...anchored('bottom-right', 0.25, 20), ...patch }, 'width', photo, logo),
      );
      expect(photo.width - bounds.right).toBeCloseTo(m, 2);
      expect(photo.height - bounds.bottom).toBeCloseTo(m, 2);
    }
  });

  it('a box larger than the photo keeps the margin on its anchored side', () => {
    const photo = { width: 1000, height: 1000 };
    const b = drawnBounds(layerTransform(anchored('top-right', 1, 30), 'width', photo, logo));
    expect(photo.width - b.right).toBeCloseTo(50, 2);
    expect(b.top).toBeCloseTo(50, 2);
    expect(b.left).toBeLessThan(0);
  });

  it('a text box wider on this photo (a long {filename}) is anchored by its real width', () => {
    const measure = (line: string) => line.length * 0.5;
    const layer = { text: '{filename}', style: { lineHeight: 1.2, align: 'center' } as never };
    const box = textBox(layer, 'a-much-longer-file-name', measure);
    const photo = { width: 3000, height: 2000 };
    const b = drawnBounds(layerTransform(anchored('bottom-right', 0.1, 0), 'width', photo, box));
    expect(photo.width - b.right).toBeCloseTo(100, 2);
    expect(b.right - b.left).toBeCloseTo(0.1 * 3000 * (23 / 10), 2);
  });
});

describe('with rotation 0 on a square photo, anchoring is the spec quick position', () => {
  it.each(QUICK_POSITIONS)('%s', (corner) => {
    const photo = { width: 1200, height: 1200 };
    const s = { x: 0.2, y: 0.2, scale: 0.3, opacity: 0.8, rotation: 0 };
    const t = layerTransform({ ...s, anchor: { corner, margin: MARGIN } }, 'width', photo, logo);
    const spec = quickPosition(corner, s, photo, logo.natural);
    expect(t.left / photo.width).toBeCloseTo(spec.x, 6);
    expect(t.top / photo.height).toBeCloseTo(spec.y, 6);
  });
});
