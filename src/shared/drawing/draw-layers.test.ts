import { describe, expect, it } from 'vitest';
import { drawPlan, textLayerSchema, type Layer, type LayerPlacement } from '#shared/layers';
import { logoLayer, textLayer } from '#shared/layers/fixtures';
import { placementMatrix, type Size } from '#shared/placement';
import { RecordingContext } from '../../../tests/helpers/recording-context';
import { drawLayers, layerBoxOf, measureLine } from './draw-layers';

const photo: Size = { width: 3000, height: 2000 };
const at = (x: number, y: number, extra: Partial<LayerPlacement> = {}): LayerPlacement => ({
  x,
  y,
  scale: 0.2,
  opacity: 0.7,
  rotation: 0,
  anchor: null,
  ...extra,
});

function draw(
  layers: Layer[],
  placements: Record<string, LayerPlacement>,
  text = (l: { text: string }) => l.text,
) {
  const ctx = new RecordingContext();
  const items = drawPlan({ layers, placements, photo, boxOf: layerBoxOf(ctx, text) });
  const asked: Size[] = [];
  drawLayers(ctx, items, {
    image: (layer, pixels) => {
      asked.push(pixels);
      return `bitmap:${layer.fileId}`;
    },
    text,
  });
  return { ctx, items, asked, draws: ctx.calls };
}

describe('drawLayers', () => {
  it('draws layers bottom to top, each at its opacity, and leaves the context clean', () => {
    const logo = logoLayer('logo', 300, 100);
    const words = textLayer('words', 'Dana');
    const { ctx, draws, asked } = draw([logo, words], {
      logo: at(0.1, 0.1, { opacity: 0.4 }),
      words: at(0.5, 0.5, { opacity: 0.9 }),
    });
    expect(draws.map((c) => c.op)).toEqual(['drawImage', 'fillText']);
    expect(draws[0]!.args[0]).toBe('bitmap:file-logo');
    expect(draws[0]!.alpha).toBe(0.4);
    expect(draws[1]!.alpha).toBe(0.9);
    // The bitmap is asked at the drawn size: 0.2 x 3000 wide, 3:1.
    expect(asked).toEqual([{ width: 600, height: 200 }]);
    expect(ctx.matrix).toEqual([1, 0, 0, 1, 0, 0]);
    expect(ctx.globalAlpha).toBe(1);
    expect(ctx.shadowColor).toBe('rgba(0, 0, 0, 0)');
  });

  it('draws a part of the surface from an origin: every matrix shifted by it, nothing else', () => {
    const logo = logoLayer('logo', 300, 100);
    const words = textLayer('words', 'Dana');
    const layers = [logo, words];
    const placements = { logo: at(0.25, 0.3, { rotation: 30 }), words: at(0.6, 0.6) };
    const whole = draw(layers, placements).draws;
    const ctx = new RecordingContext();
    const items = drawPlan({ layers, placements, photo, boxOf: layerBoxOf(ctx, (l) => l.text) });
    drawLayers(ctx, items, { image: (l) => `bitmap:${l.fileId}`, text: (l) => l.text }, { x: 640, y: 480 });
    expect(ctx.calls.map((c) => c.op)).toEqual(whole.map((c) => c.op));
    ctx.calls.forEach((c, i) => {
      const [a, b, cc, d, e, f] = whole[i]!.matrix;
      expect(c.matrix).toEqual([a, b, cc, d, e - 640, f - 480]);
    });
  });

  it('places an image layer through the placement matrix, as the logo export does', () => {
    const logo = logoLayer('logo', 300, 100);
    const { draws, items } = draw([logo], { logo: at(0.25, 0.3, { rotation: 30 }) });
    expect(draws[0]!.matrix).toEqual(placementMatrix(items[0]!.transform));
    expect(draws[0]!.args.slice(1)).toEqual([0, 0, 1, 1]);
  });

  it('skips an image layer whose bitmap is not loaded yet, and draws the rest', () => {
    const ctx = new RecordingContext();
    const layers = [logoLayer('logo'), textLayer('t', 'x')];
    const items = drawPlan({ layers, placements: {}, photo, boxOf: layerBoxOf(ctx, (l) => l.text) });
    drawLayers(ctx, items, { image: () => null, text: (l) => l.text });
    expect(ctx.calls.map((c) => c.op)).toEqual(['fillText']);
  });

  it('draws text at the full-resolution font size, with weight, slant and family in the font string', () => {
    const layer = textLayerSchema.parse({
      id: 't',
      kind: 'text',
      text: 'Dana\nLevi Photo',
      style: { font: 'playfair-display', bold: true, italic: true, color: '#ff0000', align: 'right' },
    });
    const { draws, items } = draw([layer], { t: at(0.1, 0.2) });
    // 600 px wide box over the widest line of 10 chars x 0.5 em: 120 px font.
    expect(draws.map((c) => c.font)).toEqual([
      'italic 700 120px "LogoBatch Playfair Display", "LogoBatch Hebrew", serif',
      'italic 700 120px "LogoBatch Playfair Display", "LogoBatch Hebrew", serif',
    ]);
    expect(draws.map((c) => c.fill)).toEqual(['#ff0000', '#ff0000']);
    // Right-aligned: "Dana" starts (10 - 4) x 0.5 em = 3 em in; centres at 0.6 em and 1.8 em (line height 1.2).
    const args = draws.map((c) => c.args as [string, number, number]);
    expect(args.map(([text, x]) => [text, x])).toEqual([
      ['Dana', 360],
      ['Levi Photo', 0],
    ]);
    expect(args[0]![2]).toBeCloseTo(72);
    expect(args[1]![2]).toBeCloseTo(216);
    const t = items[0]!.transform;
    expect(draws[0]!.matrix).toEqual([1, 0, -0, 1, t.left, t.top]);
  });

  it('turns text about its box centre', () => {
    const { draws, items } = draw([textLayer('t', 'Dana')], { t: at(0.3, 0.3, { rotation: 90 }) });
    const t = items[0]!.transform;
    const [a, b, c, d, e, f] = draws[0]!.matrix;
    // The box's top-left (0, 0) and its centre (w/2, h/2) land where a 90° turn about the centre puts them.
    expect([a, b, c, d].map((v) => Math.round(v))).toEqual([0, 1, -1, 0]);
    expect(e).toBeCloseTo(t.centerX + t.height / 2);
    expect(f).toBeCloseTo(t.centerY - t.width / 2);
    expect(a * (t.width / 2) + c * (t.height / 2) + e).toBeCloseTo(t.centerX);
    expect(b * (t.width / 2) + d * (t.height / 2) + f).toBeCloseTo(t.centerY);
  });

  it('draws the outline under the fill with round joins, and the shadow once, scaled to the font', () => {
    const layer = textLayerSchema.parse({
      id: 't',
      kind: 'text',
      text: 'Dana',
      style: {
        outline: { enabled: true, color: '#000000', width: 0.1 },
        shadow: { enabled: true, color: '#00000080', blur: 0.2, offsetX: 0.05, offsetY: 0.1 },
      },
    });
    const { draws } = draw([layer], { t: at(0.1, 0.1) });
    // 600 px over 4 x 0.5 em: 300 px font.
    expect(draws.map((c) => c.op)).toEqual(['strokeText', 'fillText']);
    expect(draws[0]!.lineWidth).toBeCloseTo(60);
    expect(draws[0]!.lineJoin).toBe('round');
    expect(draws[0]!.stroke).toBe('#000000');
    expect(draws[0]!.shadow).toEqual(['#00000080', 60, 15, 30]);
    expect(draws[1]!.shadow[0]).toBe('rgba(0, 0, 0, 0)');
  });

  it('casts the shadow from the fill when there is no outline', () => {
    const layer = textLayerSchema.parse({
      id: 't',
      kind: 'text',
      text: 'Dana',
      style: { shadow: { enabled: true } },
    });
    const { draws } = draw([layer], { t: at(0.1, 0.1) });
    expect(draws.map((c) => c.op)).toEqual(['fillText']);
    expect(draws[0]!.shadow[0]).toBe('#00000099');
  });

  it('sets the direction per line: Hebrew and Hebrew-first mixed lines right to left', () => {
    const layer = textLayer('t', 'צילום: Dana Levi\n© Dana לוי\n2026');
    const { draws } = draw([layer], { t: at(0.1, 0.1) });
    expect(draws.map((c) => [c.args[0], c.direction])).toEqual([
      ['צילום: Dana Levi', 'rtl'],
      ['© Dana לוי', 'ltr'],
      ['2026', 'ltr'],
    ]);
  });

  // A token value (isolated, decision 361) does not set its line's direction when the user's own words
  // do, as HTML's dir=auto skips a <bdi>: "© {artist} 2026 by X" with a Hebrew artist was drawn right
  // to left, the English words "by X" first on the left. A line of values alone takes theirs.
  it.each([
    ['© \u2068דנה לוי\u2069 2026 by X', 'ltr'],
    ['\u2068Canon EOS R5\u2069 צילום', 'rtl'],
    ['© \u2068דנה לוי\u2069 2026', 'rtl'],
    ['\u2068Dana\u2069 \u2068לוי\u2069', 'ltr'],
  ])('a line with token values: %j is %s', (line, direction) => {
    const { draws } = draw([textLayer('t', line)], { t: at(0.1, 0.1) });
    expect(draws[0]!.direction).toBe(direction);
  });

  it('draws every tile of a tiled layer with the one bitmap, and tiled text at every tile', () => {
    const tile = { enabled: true, spacing: 0.5 };
    const logo = { ...logoLayer('logo', 300, 100), tile };
    const words = { ...textLayer('w', 'Proof'), tile };
    const { draws, items, asked } = draw([logo, words], {
      logo: at(0.1, 0.1, { rotation: 30 }),
      w: at(0.4, 0.4, { rotation: -20, scale: 0.1 }),
    });
    const [logoTiles, textTiles] = [items[0]!.tiles!, items[1]!.tiles!];
    expect(logoTiles.length).toBeGreaterThan(10);
    expect(textTiles.length).toBeGreaterThan(10);
    expect(draws.filter((c) => c.op === 'drawImage')).toHaveLength(logoTiles.length);
    expect(draws.filter((c) => c.op === 'fillText')).toHaveLength(textTiles.length);
    expect(asked).toHaveLength(1);
    expect(draws.filter((c) => c.op === 'drawImage').map((c) => c.matrix)).toEqual(
      logoTiles.map((t) => placementMatrix(t)),
    );
  });

  it('leaves no shadow behind a text layer for the layer drawn above it', () => {
    const shadowed = textLayer('t', 'Dana', {
      style: { ...textLayer('t').style, shadow: { ...textLayer('t').style.shadow, enabled: true } },
    });
    const { draws } = draw([shadowed, logoLayer('logo', 300, 100)], {
      t: at(0.1, 0.1),
      logo: at(0.5, 0.5),
    });
    expect(draws.map((c) => c.op)).toEqual(['fillText', 'drawImage']);
    expect(draws[0]!.shadow[1]).toBeGreaterThan(0);
    expect(draws[1]!.shadow[1]).toBe(0);
  });

  it('draws the text filled for this photo, and skips empty lines', () => {
    const layer = textLayer('t', '{filename}\n\n© Dana');
    const { draws } = draw([layer], { t: at(0.1, 0.1) }, () => 'IMG_0042\n\n© Dana');
    expect(draws.map((c) => c.args[0])).toEqual(['IMG_0042', '© Dana']);
  });
});

describe('measureLine', () => {
  it('measures at a large size and gives ems, with the style font and the line direction', () => {
    const ctx = new RecordingContext();
    const style = textLayer('t').style;
    expect(measureLine(ctx, 'שלום', style)).toBeCloseTo(2);
    expect(ctx.font).toBe('400 100px "LogoBatch Noto Sans", "LogoBatch Hebrew", sans-serif');
    expect(ctx.direction).toBe('rtl');
  });
});
