import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SETTINGS,
  centeredDefaults,
  layerPixelWidth,
  placementMatrix,
  placementToPixels,
  referenceLength,
  scaleForPixelWidth,
  type SizeRelativeTo,
} from '../placement';
import { fontSize, imageBox, layerTransform, resolvePlacement, textBox } from './box';
import { DEFAULT_TEXT_STYLE, type LayerPlacement } from './schema';
import { defaultPlacement } from './state';
import { layoutText } from './text-layout';

const landscape = { width: 3000, height: 2000 };
const portrait = { width: 2000, height: 3000 };

describe('size relative to', () => {
  it.each<[SizeRelativeTo, { width: number; height: number }, number]>([
    ['width', landscape, 3000],
    ['width', portrait, 2000],
    ['short', landscape, 2000],
    ['short', portrait, 2000],
    ['long', landscape, 3000],
    ['long', portrait, 3000],
  ])('%s of %o is %s px', (rel, photo, px) => {
    expect(referenceLength(rel, photo)).toBe(px);
    expect(layerPixelWidth(0.25, rel, photo)).toBe(px / 4);
  });

  it.each<[SizeRelativeTo, number, number]>([
    ['short', 500, 0.25],
    ['long', 500, 0.166667],
    ['width', 10, 0.05], // below the Size slider's minimum
    ['width', 9000, 1], // above its maximum
    ['short', Number.NaN, 0.05],
  ])('back from pixels (%s, %s px) to the Size slider: %s', (rel, px, scale) => {
    expect(scaleForPixelWidth(px, rel, landscape)).toBe(scale);
  });

  it('the same Size on a portrait and a landscape gives the same mark with "short side"', () => {
    const p = { ...DEFAULT_SETTINGS, scale: 0.3, anchor: null };
    const box = imageBox({ width: 300, height: 100 });
    expect(layerTransform(p, 'short', landscape, box).width).toBe(
      layerTransform(p, 'short', portrait, box).width,
    );
    expect(layerTransform(p, 'width', landscape, box).width).not.toBe(
      layerTransform(p, 'width', portrait, box).width,
    );
  });
});

describe('one unanchored logo layer computes exactly what the one-logo model computes', () => {
  const logo = { width: 640, height: 237 };
  const cases = [
    [landscape, { x: 0.2, y: 0.2, scale: 0.6, opacity: 1, rotation: 0 }],
    [portrait, { x: -0.3, y: 1.2, scale: 0.05, opacity: 0.1, rotation: 359.5 }],
    [
      { width: 401, height: 7 },
      { x: 0.123457, y: 0.5, scale: 1, opacity: 0.5, rotation: 33 },
    ],
  ] as const;
  it.each(cases)('on %o with %o', (photo, s) => {
    const p: LayerPlacement = { ...s, anchor: null };
    const t = layerTransform(p, 'width', photo, imageBox(logo));
    expect(t).toEqual(placementToPixels(s, photo, logo));
    expect(placementMatrix(t)).toEqual(placementMatrix(placementToPixels(s, photo, logo)));
    expect(resolvePlacement(p, 'width', photo, imageBox(logo))).toBe(p);
  });

  it.each([landscape, portrait, { width: 8000, height: 1000 }])(
    'a new layer starts where a new logo starts (%o)',
    (photo) => {
      const layer = { sizeRelativeTo: 'width' } as const;
      const d = defaultPlacement(layer as never, photo, imageBox(logo));
      expect(d).toEqual({ ...centeredDefaults(photo, logo), anchor: null });
    },
  );

  it('the preview is the export scaled down, also for an anchored layer on a stage of rounded size', () => {
    const photo = { width: 4032, height: 3024 };
    const stage = { width: 533, height: 400 };
    const p: LayerPlacement = {
      ...DEFAULT_SETTINGS,
      scale: 0.2,
      rotation: 30,
      anchor: { corner: 'bottom-right', margin: 0.05 },
    };
    const full = layerTransform(p, 'width', photo, imageBox(logo));
    const small = layerTransform(p, 'width', photo, imageBox(logo), stage);
    expect(small.left / stage.width).toBeCloseTo(full.left / photo.width, 12);
    expect(small.top / stage.height).toBeCloseTo(full.top / photo.height, 12);
  });
});

describe('text boxes', () => {
  // A monospaced stand-in for canvas measureText: 0.6 em per character, bold 10% wider.
  const measure = (line: string, style: { bold: boolean }) => line.length * 0.6 * (style.bold ? 1.1 : 1);
  const style = { ...DEFAULT_TEXT_STYLE, lineHeight: 1.5 };

  it.each([
    ['left', [0, 0]],
    ['center', [0, 0.6]], // "Levi" is 2.4 em wide, "© Dana" 3.6 em
    ['right', [0, 1.2]],
  ] as const)('lays out lines aligned %s', (align, xs) => {
    const b = layoutText('© Dana\nLevi', { ...style, align }, measure);
    expect(b.width).toBeCloseTo(3.6, 9);
    expect(b.height).toBe(3);
    expect(b.lines.map((l) => l.x)).toEqual(xs.map((x) => expect.closeTo(x, 9)));
    expect(b.lines.map((l) => l.centerY)).toEqual([0.75, 2.25]);
  });

  it('the font size is the same on every photo; tokens change the box width, not the letters', () => {
    const layer = { text: '{filename} ©', style };
    const p: LayerPlacement = { ...DEFAULT_SETTINGS, scale: 0.2, anchor: null };
    const short = textBox(layer, 'IMG_1 ©', measure);
    const long = textBox(layer, 'IMG_20261123_0001 ©', measure);
    const ts = layerTransform(p, 'width', landscape, short);
    const tl = layerTransform(p, 'width', landscape, long);
    expect(fontSize(ts, short.block)).toBeCloseTo(fontSize(tl, long.block), 9);
    expect(tl.width).toBeGreaterThan(ts.width);
    // with no tokens the box is scale x width, as for a logo
    const plain = textBox({ text: 'Dana', style }, 'Dana', measure);
    expect(layerTransform(p, 'width', landscape, plain).width).toBe(600);
  });

  it('empty text has no box (nothing is drawn)', () => {
    const b = textBox({ text: '', style }, '', measure);
    expect(b.natural).toEqual({ width: 0, height: 0 });
  });
});
