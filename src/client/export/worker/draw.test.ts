import { describe, expect, it } from 'vitest';
import { drawPlan, imageLayerSchema } from '#shared/layers';
import { placementToPixels, type LogoSettings } from '#shared/placement';
import { RecordingContext } from '../../../../tests/helpers/recording-context';
import { backgroundFor, drawComposite } from './draw';
import { drawLayers, layerBoxOf } from '#shared/drawing';

const photo = { width: 4000, height: 3000 };
const logoNatural = { width: 1000, height: 400 };

/** The logo as the export draws it: a one-layer watermark (the old batch's form) through drawLayers. */
function logoOverlay(ctx: RecordingContext, image: string, settings: LogoSettings) {
  const layer = imageLayerSchema.parse({ id: 'logo', kind: 'image', fileId: 'logo', ...logoNatural });
  const items = drawPlan({
    layers: [layer],
    placements: { logo: { ...settings, anchor: null } },
    photo,
    boxOf: layerBoxOf(ctx, (l) => l.text),
  });
  return () => drawLayers(ctx, items, { image: () => image, text: (l) => l.text });
}

/** Expected corners computed independently: the box corners turned about the box centre. */
function expectedCorners(s: LogoSettings) {
  const w = s.scale * photo.width;
  const h = (w * logoNatural.height) / logoNatural.width;
  const left = s.x * photo.width;
  const top = s.y * photo.height;
  const cx = left + w / 2;
  const cy = top + h / 2;
  const r = (s.rotation * Math.PI) / 180;
  const turn = (px: number, py: number): [number, number] => [
    cx + (px - cx) * Math.cos(r) - (py - cy) * Math.sin(r),
    cy + (px - cx) * Math.sin(r) + (py - cy) * Math.cos(r),
  ];
  return [turn(left, top), turn(left + w, top), turn(left, top + h), turn(left + w, top + h)];
}

const scales = [0.1, 0.25, 0.5, 0.75, 1];
const rotations = [0, 45, 90, 200];
const cases = scales.flatMap((scale) => rotations.map((rotation) => ({ scale, rotation })));

describe('drawComposite with the logo as a layer', () => {
  it.each(cases)(
    'scale $scale, rotation $rotation: the logo covers the placement box, at opacity 0.5',
    ({ scale, rotation }) => {
      const settings: LogoSettings = { x: 0.3, y: 0.4, scale, opacity: 0.5, rotation };
      const ctx = new RecordingContext();
      drawComposite(ctx, 'photo', photo, logoOverlay(ctx, 'logo', settings));

      const [bg, pic, logo] = ctx.calls;
      expect(ctx.calls).toHaveLength(3);
      // White first, over the whole photo, untransformed, fully opaque.
      expect(bg).toMatchObject({
        op: 'fillRect',
        args: [0, 0, 4000, 3000],
        fill: '#ffffff',
        alpha: 1,
        matrix: [1, 0, 0, 1, 0, 0],
      });
      expect(pic).toMatchObject({
        op: 'drawImage',
        args: ['photo', 0, 0, 4000, 3000],
        alpha: 1,
        matrix: [1, 0, 0, 1, 0, 0],
      });
      expect(logo).toMatchObject({
        op: 'drawImage',
        args: ['logo', 0, 0, 1, 1],
        alpha: 0.5,
        smoothing: [true, 'high'],
      });

      const unit = [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const;
      const got = unit.map(([u, v]) => RecordingContext.map(logo!.matrix, u, v));
      const want = expectedCorners(settings);
      got.forEach(([x, y], i) => {
        expect(x).toBeCloseTo(want[i]![0], 6);
        expect(y).toBeCloseTo(want[i]![1], 6);
      });
      // And the box is the placement model's box: centre and size.
      const box = placementToPixels(settings, photo, logoNatural);
      const centre = RecordingContext.map(logo!.matrix, 0.5, 0.5);
      expect(centre[0]).toBeCloseTo(box.centerX, 6);
      expect(centre[1]).toBeCloseTo(box.centerY, 6);
      // The state is left clean for the next photo on a reused canvas.
      expect(ctx.globalAlpha).toBe(1);
    },
  );

  it('the logo box depends on the natural aspect ratio, not the bitmap it is given', () => {
    const ctx = new RecordingContext();
    const s: LogoSettings = { x: 0, y: 0, scale: 0.5, opacity: 1, rotation: 0 };
    drawComposite(ctx, 'photo', photo, logoOverlay(ctx, 'small-bitmap', s));
    const m = ctx.calls[2]!.matrix;
    expect(RecordingContext.map(m, 1, 1)).toEqual([2000, 800]);
  });

  it('without a logo it draws only the white background and the photo', () => {
    const ctx = new RecordingContext();
    drawComposite(ctx, 'photo', photo, null);
    expect(ctx.calls.map((c) => c.op)).toEqual(['fillRect', 'drawImage']);
  });

  it('under an opaque JPEG source it paints nothing: the photo covers the whole output', () => {
    const ctx = new RecordingContext();
    drawComposite(ctx, 'photo', photo, null, backgroundFor('image/jpeg', false));
    expect(ctx.calls.map((c) => [c.op, ...c.args])).toEqual([['drawImage', 'photo', 0, 0, 4000, 3000]]);
    // A source that may hold transparency is still flattened on white, or kept transparent.
    expect(backgroundFor('image/png', false)).toBe('white');
    expect(backgroundFor('image/heic', false)).toBe('white');
    expect(backgroundFor('image/jpeg', true)).toBe('transparent');
  });

  it('on a transparent background it clears instead of filling white, and scales the photo to the output', () => {
    const ctx = new RecordingContext();
    const out = { width: 1080, height: 810 };
    drawComposite(ctx, 'photo', out, null, 'transparent');
    expect(ctx.calls.map((c) => [c.op, ...c.args])).toEqual([
      ['clearRect', 0, 0, 1080, 810],
      ['drawImage', 'photo', 0, 0, 1080, 810],
    ]);
  });
});
