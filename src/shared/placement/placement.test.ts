import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  centeredDefaults,
  clampPosition,
  normalizeSettings,
  nudge,
  placementMatrix,
  placementToPixels,
  quickPosition,
  round6,
  snapBox,
  type LogoSettings,
} from './index';

const base: LogoSettings = { ...DEFAULT_SETTINGS };

describe('clamp and round', () => {
  it.each([
    [-2, -0.5],
    [-0.5, -0.5],
    [0.1234567, 0.123457],
    [1.5, 1.5],
    [9, 1.5],
  ])('clampPosition(%s) = %s', (v, out) => expect(clampPosition(v)).toBe(out));

  it('rounds to 6 decimals without negative zero', () => {
    expect(round6(0.30000000000000004)).toBe(0.3);
    expect(Object.is(round6(-0.0000001), 0)).toBe(true);
  });

  it.each<[Partial<LogoSettings>, Partial<LogoSettings>]>([
    [{ scale: 0.01 }, { scale: 0.05 }],
    [{ scale: 3 }, { scale: 1 }],
    [{ opacity: 0 }, { opacity: 0.1 }],
    [{ rotation: 370 }, { rotation: 10 }],
    [{ rotation: -90 }, { rotation: 270 }],
    [{ x: Number.NaN }, { x: 0.2 }],
  ])('normalizeSettings(%o) gives %o', (input, expected) => {
    expect(normalizeSettings({ ...base, ...input })).toMatchObject(expected);
  });
});

describe('pixel transform', () => {
  const image = { width: 2000, height: 1000 };
  const logo = { width: 200, height: 100 };

  it('places the unrotated box at (x*W, y*H) with width scale*W and the logo aspect', () => {
    const t = placementToPixels({ ...base, x: 0.25, y: 0.5, scale: 0.2 }, image, logo);
    expect(t).toMatchObject({ left: 500, top: 500, width: 400, height: 200, centerX: 700, centerY: 600 });
  });

  it('scales exactly with the surface: the preview is the export scaled down', () => {
    const s = { ...base, x: 0.31, y: 0.12, scale: 0.37, rotation: 33 };
    const full = placementToPixels(s, image, logo);
    const small = placementToPixels(s, { width: 400, height: 200 }, logo);
    for (const k of ['left', 'top', 'width', 'height', 'centerX', 'centerY'] as const) {
      expect(small[k] * 5).toBeCloseTo(full[k], 9);
    }
  });

  it.each([0, 45, 90, 200])(
    'the matrix at %s degrees keeps the box centre fixed and the size',
    (rotation) => {
      const t = placementToPixels({ ...base, x: 0.1, y: 0.2, scale: 0.3, rotation }, image, logo);
      const [a, b, c, d, e, f] = placementMatrix(t);
      const map = (u: number, v: number) => [a * u + c * v + e, b * u + d * v + f] as const;
      const [cx, cy] = map(0.5, 0.5);
      expect(cx).toBeCloseTo(t.centerX, 9);
      expect(cy).toBeCloseTo(t.centerY, 9);
      const [x0, y0] = map(0, 0);
      const [x1, y1] = map(1, 0);
      expect(Math.hypot(x1 - x0, y1 - y0)).toBeCloseTo(t.width, 9);
      if (rotation === 0) expect([x0, y0]).toEqual([t.left, t.top]);
    },
  );
});

describe('quick positions', () => {
  const image = { width: 1000, height: 500 };
  const wide = { width: 400, height: 100 }; // a wide logo: true height is not 0.6 x scale
  const s = { ...base, scale: 0.2 };

  it.each([
    ['top-left', 0.05, 0.05],
    ['top-right', 0.75, 0.05],
    ['bottom-left', 0.05, 0.85],
    ['bottom-right', 0.75, 0.85],
    ['center', 0.4, 0.45],
  ] as const)('%s puts the box at x %s, y %s', (pos, x, y) => {
    // logo box: 200 x 50 px on a 1000 x 500 image, so its height is 0.1 of the image
    expect(quickPosition(pos, s, image, wide)).toMatchObject({ x, y, scale: 0.2 });
  });

  it('bottom-right leaves 5% of the image between the box and the right and bottom edges', () => {
    const out = quickPosition('bottom-right', s, image, wide);
    const t = placementToPixels(out, image, wide);
    expect(image.width - (t.left + t.width)).toBeCloseTo(50, 6);
    expect(image.height - (t.top + t.height)).toBeCloseTo(25, 6);
  });

  it('a new logo starts centred at 60%', () => {
    const out = centeredDefaults({ width: 1000, height: 1000 }, { width: 100, height: 50 });
    expect(out).toEqual({ x: 0.2, y: 0.35, scale: 0.6, opacity: 1, rotation: 0 });
  });
});

describe('arrow keys', () => {
  it.each([
    ['ArrowRight', false, 0.21, 0.2],
    ['ArrowLeft', false, 0.19, 0.2],
    ['ArrowDown', false, 0.2, 0.21],
    ['ArrowUp', true, 0.2, 0.199],
    ['ArrowRight', true, 0.201, 0.2],
  ] as const)('%s (shift %s) moves to %s, %s', (key, fine, x, y) => {
    expect(nudge(base, key, fine)).toMatchObject({ x, y });
  });

  it('stops at the clamp', () => {
    expect(nudge({ ...base, x: 1.5 }, 'ArrowRight', false).x).toBe(1.5);
  });
});

describe('snapping', () => {
  const stage = { width: 600, height: 300 };
  const box = { width: 100, height: 50 };
  it.each([
    // centre (x) 305 -> 300 (1/2); centre (y) 152 -> 150 (1/2)
    [255, 127, 250, 125, [300], [150]],
    // centre 212 is 12 px from 200 (1/3): no snap; centre y 30 is far from any line
    [162, 5, 162, 5, [], []],
    // centre x 8 -> 0 (left edge); centre y 295 -> 300 (bottom edge)
    [-42, 270, -50, 275, [0], [300]],
  ])('box at (%s, %s) snaps to (%s, %s)', (left, top, sl, st, v, h) => {
    expect(snapBox(left, top, box, stage)).toEqual({ left: sl, top: st, vertical: v, horizontal: h });
  });
});
