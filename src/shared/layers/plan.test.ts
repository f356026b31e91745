import { describe, expect, it } from 'vitest';
import { placementToPixels } from '../placement';
import { imageBox, textBox, type LayerBox } from './box';
import { drawPlan } from './plan';
import type { Layer, LayerPlacement } from './schema';
import { logoLayer, measure, textLayer } from './fixtures';
import { fillTokens, type TokenContext } from './tokens';

const photo = { width: 3000, height: 2000 };
const at = (x: number, y: number): LayerPlacement => ({
  x,
  y,
  scale: 0.2,
  opacity: 0.7,
  rotation: 10,
  anchor: null,
});

describe('drawPlan', () => {
  const logo = logoLayer('logo', 300, 100);
  const hidden = { ...textLayer('hidden'), visible: false };
  const tiled = textLayer('tiled', '{filename}', { tile: { enabled: true, spacing: 0.5 } });
  const ctx: TokenContext = {
    fileName: 'IMG_7.jpg',
    n: 1,
    total: 1,
    captureDate: null,
    fileDate: null,
    locale: 'en',
  };
  const boxOf = (l: Layer): LayerBox =>
    l.kind === 'image' ? imageBox(l) : textBox(l, fillTokens(l.text, ctx), measure);

  it('draws visible layers bottom to top, each at its placement, tiles only where Tile is on', () => {
    const plan = drawPlan({
      layers: [logo, hidden, tiled],
      placements: { logo: at(0.1, 0.1), tiled: at(0.5, 0.5) },
      photo,
      boxOf,
    });
    expect(plan.map((d) => d.layer.id)).toEqual(['logo', 'tiled']);
    expect(plan[0]!.transform).toEqual(placementToPixels(at(0.1, 0.1), photo, { width: 300, height: 100 }));
    expect(plan[0]!.tiles).toBeNull();
    expect(plan[1]!.tiles!.length).toBeGreaterThan(10);
    expect(plan[1]!.tiles).toContainEqual(plan[1]!.transform);
  });

  it('a layer without its own placement on this photo uses the project-level one, else starts centred', () => {
    const plan = drawPlan({
      layers: [logo, tiled],
      placements: {},
      fallback: { logo: at(0.3, 0.3) },
      photo,
      boxOf,
    });
    expect(plan[0]!.transform.left).toBeCloseTo(900, 9);
    expect(plan[1]!.transform.centerX).toBeCloseTo(1500, 6);
  });

  it('skips a layer whose box is not known yet or is empty (a logo still loading, an empty text)', () => {
    const empty = textLayer('empty', '');
    const plan = drawPlan({
      layers: [logo, empty],
      placements: {},
      photo,
      boxOf: (l) => (l.kind === 'image' ? null : boxOf(l)),
    });
    expect(plan).toEqual([]);
  });

  it('the preview (a stage) is the export scaled down', () => {
    const input = {
      layers: [logo, tiled],
      placements: { logo: at(0.1, 0.1), tiled: at(0.5, 0.5) },
      photo,
      boxOf,
    };
    const full = drawPlan(input);
    const small = drawPlan({ ...input, surface: { width: 600, height: 400 } });
    expect(small[1]!.tiles!.length).toBe(full[1]!.tiles!.length);
    small[1]!.tiles!.forEach((t, i) => expect(t.centerX * 5).toBeCloseTo(full[1]!.tiles![i]!.centerX, 6));
  });
});
