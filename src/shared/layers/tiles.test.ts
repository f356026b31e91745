import { describe, expect, it } from 'vitest';
import { placementToPixels, type PixelTransform } from '../placement';
import { drawnCorners } from './fixtures';
import { MAX_TILES, tileTransforms } from './tiles';

type Pt = [number, number];

/** Separating-axis test for two convex polygons. */
function intersects(a: Pt[], b: Pt[]): boolean {
  for (const poly of [a, b]) {
    for (let i = 0; i < poly.length; i++) {
      const [x1, y1] = poly[i]!;
      const [x2, y2] = poly[(i + 1) % poly.length]!;
      const [nx, ny] = [y1 - y2, x2 - x1];
      const pa = a.map(([x, y]) => x * nx + y * ny);
      const pb = b.map(([x, y]) => x * nx + y * ny);
      if (Math.max(...pa) < Math.min(...pb) || Math.max(...pb) < Math.min(...pa)) return false;
    }
  }
  return true;
}

function cells(photo: { width: number; height: number }, n: number): Pt[][] {
  const out: Pt[][] = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const [x0, y0] = [(c * photo.width) / n, (r * photo.height) / n];
      const [x1, y1] = [((c + 1) * photo.width) / n, ((r + 1) * photo.height) / n];
      out.push([
        [x0, y0],
        [x1, y0],
        [x1, y1],
        [x0, y1],
      ]);
    }
  }
  return out;
}

const SHAPES = [
  { width: 3000, height: 2000 },
  { width: 2000, height: 3000 },
  { width: 1920, height: 1080 },
  { width: 1000, height: 1000 },
  { width: 8000, height: 1000 },
];
const logo = { width: 500, height: 200 };

describe('tiles cover the whole photo', () => {
  const cases = SHAPES.flatMap((photo) =>
    [0, 30, 45, 90].flatMap((rotation) =>
      [
        { x: 0.4, y: 0.4, scale: 0.15, spacing: 0.5 },
        { x: 1.3, y: -0.4, scale: 0.08, spacing: 0.3 },
      ].map((p) => ({ photo, rotation, ...p })),
    ),
  );
  it.each(cases)(
    '$photo.width x $photo.height at $rotation° (x $x, y $y, spacing $spacing): every cell of 4x4 has a tile',
    (c) => {
      const t = placementToPixels(
        { x: c.x, y: c.y, scale: c.scale, opacity: 0.5, rotation: c.rotation },
        c.photo,
        logo,
      );
      const tiles = tileTransforms(t, c.spacing, c.photo);
      const polys = tiles.map(drawnCorners);
      for (const cell of cells(c.photo, 4)) expect(polys.some((p) => intersects(p, cell))).toBe(true);
      // nothing wasted: every tile touches the photo
      const whole = cells(c.photo, 1)[0]!;
      expect(polys.every((p) => intersects(p, whole))).toBe(true);
    },
  );

  it('the layer itself is one of the tiles, and the grid steps by size x (1 + spacing) along the turned axes', () => {
    const photo = { width: 2000, height: 2000 };
    const t = placementToPixels({ x: 0.4, y: 0.4, scale: 0.1, opacity: 1, rotation: 0 }, photo, logo);
    const tiles = tileTransforms(t, 0.5, photo);
    const at = (cx: number, cy: number) =>
      tiles.some((k) => Math.abs(k.centerX - cx) < 1e-6 && Math.abs(k.centerY - cy) < 1e-6);
    expect(at(t.centerX, t.centerY)).toBe(true);
    expect(at(t.centerX + 300, t.centerY)).toBe(true); // 200 px wide + 100 px gap
    expect(at(t.centerX, t.centerY + 120)).toBe(true); // 80 px tall + 40 px gap
    expect(tiles.every((k) => k.rotation === 0 && k.opacity === 1 && k.width === 200)).toBe(true);
  });

  it('moving X moves the whole grid (the offset follows X/Y)', () => {
    const photo = { width: 2000, height: 1000 };
    const base = { y: 0.3, scale: 0.1, opacity: 1, rotation: 30 };
    const a = tileTransforms(placementToPixels({ ...base, x: 0.3 }, photo, logo), 0.5, photo);
    const b = tileTransforms(placementToPixels({ ...base, x: 0.31 }, photo, logo), 0.5, photo);
    const shifted = (k: PixelTransform) =>
      b.some((m) => Math.abs(m.centerX - k.centerX - 20) < 1e-6 && Math.abs(m.centerY - k.centerY) < 1e-6);
    expect(a.filter(shifted).length).toBeGreaterThan(a.length * 0.8);
  });

  it.each([
    ['a tiny wide mark on a tall photo', { width: 1000, height: 8000 }, { width: 1000, height: 50 }],
    ['a tiny thin mark on a 12 MP photo', { width: 4000, height: 3000 }, { width: 400, height: 40 }],
  ])('%s stays under the cap and still covers the photo', (_n, photo, mark) => {
    const t = placementToPixels({ x: 0.5, y: 0.5, scale: 0.05, opacity: 1, rotation: 30 }, photo, mark);
    const tiles = tileTransforms(t, 0, photo);
    expect(tiles.length).toBeLessThanOrEqual(MAX_TILES);
    expect(tiles.length).toBeGreaterThan(MAX_TILES * 0.8);
    const polys = tiles.map(drawnCorners);
    for (const cell of cells(photo, 4)) expect(polys.some((p) => intersects(p, cell))).toBe(true);
  });

  it('an empty box has no tiles', () => {
    const t = placementToPixels(
      { x: 0, y: 0, scale: 0.1, opacity: 1, rotation: 0 },
      { width: 100, height: 100 },
      { width: 0, height: 0 },
    );
    expect(tileTransforms(t, 0.5, { width: 100, height: 100 })).toEqual([]);
  });
});
