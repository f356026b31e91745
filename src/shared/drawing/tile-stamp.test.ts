import { describe, expect, it } from 'vitest';
import { drawPlan, type LayerPlacement } from '#shared/layers';
import { textLayer } from '#shared/layers/fixtures';
import type { Size } from '#shared/placement';
import { RecordingContext } from '../../../tests/helpers/recording-context';
import { drawLayers, layerBoxOf } from './draw-layers';

const photo: Size = { width: 3000, height: 2000 };
const tiled = textLayer('w', 'Proof\n© Dana', {
  tile: { enabled: true, spacing: 0.5 },
  style: { ...textLayer('w').style, outline: { ...textLayer('w').style.outline, enabled: true } },
});
const placement: LayerPlacement = { x: 0.4, y: 0.4, scale: 0.1, opacity: 0.35, rotation: -30, anchor: null };

const planOn = (ctx: RecordingContext) =>
  drawPlan({ layers: [tiled], placements: { w: placement }, photo, boxOf: layerBoxOf(ctx, (l) => l.text) });

function stamped() {
  const ctx = new RecordingContext();
  const scratches: { ctx: RecordingContext; size: [number, number] }[] = [];
  const items = planOn(ctx);
  drawLayers(ctx, items, {
    image: () => null,
    text: (l) => l.text,
    scratch: (width, height) => {
      const scratch = new RecordingContext();
      scratches.push({ ctx: scratch, size: [width, height] });
      return { ctx: scratch, image: `scratch:${scratches.length}` };
    },
  });
  return { ctx, scratches, tiles: items[0]!.tiles! };
}

describe('a tiled text layer with a scratch surface', () => {
  it('is drawn once, at the layer opacity, and copied opaquely to every tile at whole pixels', () => {
    const { ctx, scratches, tiles } = stamped();
    expect(tiles.length).toBeGreaterThan(10);
    expect(scratches).toHaveLength(1);
    const drawn = scratches[0]!.ctx.calls;
    // Two lines, each stroked then filled, once.
    expect(drawn.map((c) => c.op)).toEqual(['strokeText', 'fillText', 'strokeText', 'fillText']);
    expect(drawn.every((c) => c.alpha === 0.35)).toBe(true);
    const copies = ctx.calls.filter((c) => c.op === 'drawImage');
    expect(copies).toHaveLength(tiles.length);
    expect(ctx.calls.filter((c) => c.op !== 'drawImage')).toEqual([]);
    for (const c of copies) {
      expect(c.alpha).toBe(1);
      expect(c.matrix).toEqual([1, 0, 0, 1, 0, 0]);
      expect(c.shadow[1]).toBe(0);
      const [image, x, y, w, h] = c.args as [string, number, number, number, number];
      expect(image).toBe('scratch:1');
      expect([Number.isInteger(x), Number.isInteger(y)]).toEqual([true, true]);
      expect([w, h]).toEqual(scratches[0]!.size);
    }
  });

  it('lands each tile where drawing it in place would, within half a pixel', () => {
    const { ctx, scratches } = stamped();
    const first = scratches[0]!.ctx.calls[0]!;
    // The scratch's own transform: the tiles' turn, and where the box's origin sits on it.
    const [, , , , tx, ty] = first.matrix;
    const { ctx: plain } = (() => {
      const c = new RecordingContext();
      const items = planOn(c);
      drawLayers(c, items, { image: () => null, text: (l) => l.text });
      return { ctx: c };
    })();
    const inPlace = plain.calls.filter((c) => c.op === 'strokeText' && c.args[0] === 'Proof');
    const copies = ctx.calls.filter((c) => c.op === 'drawImage');
    expect(inPlace).toHaveLength(copies.length);
    expect(first.matrix.slice(0, 4)).toEqual(inPlace[0]!.matrix.slice(0, 4));
    copies.forEach((c, i) => {
      const [, x, y] = c.args as [string, number, number];
      const [, , , , e, f] = inPlace[i]!.matrix;
      expect(Math.abs(x + tx - e)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(y + ty - f)).toBeLessThanOrEqual(0.5);
    });
  });

  it('draws each tile in place where no scratch can be made', () => {
    const ctx = new RecordingContext();
    const items = planOn(ctx);
    drawLayers(ctx, items, { image: () => null, text: (l) => l.text, scratch: () => null });
    expect(ctx.calls.filter((c) => c.op === 'fillText')).toHaveLength(items[0]!.tiles!.length * 2);
    expect(ctx.calls.filter((c) => c.op === 'drawImage')).toEqual([]);
  });
});
