import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TEXT_STYLE,
  MAX_LAYERS,
  layerPlacementSchema,
  layerSchema,
  layersSchema,
  watermarkSchema,
} from './schema';
import { logoLayer, textLayer } from './fixtures';

describe('layer schema', () => {
  it('fills the defaults of a text layer', () => {
    const t = textLayer('t1', 'Hi');
    expect(t).toMatchObject({
      visible: true,
      sizeRelativeTo: 'width',
      tile: { enabled: false, spacing: 0.5 },
    });
    expect(t.style).toEqual(DEFAULT_TEXT_STYLE);
    expect(DEFAULT_TEXT_STYLE).toMatchObject({ align: 'center', bold: false, outline: { enabled: false } });
  });

  it('normalizes placements by the placement model rules and keeps the anchor', () => {
    const p = layerPlacementSchema.parse({ x: 9, y: 0.1234567, scale: 3, opacity: 0, rotation: -90 });
    expect(p).toEqual({ x: 1.5, y: 0.123457, scale: 1, opacity: 0.1, rotation: 270, anchor: null });
    const a = layerPlacementSchema.parse({
      x: 0,
      y: 0,
      scale: 0.2,
      opacity: 1,
      rotation: 0,
      anchor: { corner: 'top-left' },
    });
    expect(a.anchor).toEqual({ corner: 'top-left', margin: 0.05 });
  });

  it.each([
    ['an unknown kind', { id: 'a', kind: 'video' }],
    ['a text with NUL', { id: 'a', kind: 'text', text: 'a\u0000b' }],
    ['a colour that is not hex', { id: 'a', kind: 'text', text: 'a', style: { color: 'red' } }],
    ['a font id with spaces', { id: 'a', kind: 'text', text: 'a', style: { font: 'Comic Sans' } }],
    ['a huge outline', { id: 'a', kind: 'text', text: 'a', style: { outline: { width: 3 } } }],
    ['an image without size', { id: 'a', kind: 'image', fileId: 'f' }],
    ['an image of zero width', { id: 'a', kind: 'image', fileId: 'f', width: 0, height: 10 }],
    ['a negative tile spacing', { id: 'a', kind: 'text', text: 'a', tile: { enabled: true, spacing: -1 } }],
    ['an empty id', { id: '', kind: 'text', text: 'a' }],
    ['a text over 1000 characters', { id: 'a', kind: 'text', text: 'x'.repeat(1001) }],
    ['size relative to height', { id: 'a', kind: 'text', text: 'a', sizeRelativeTo: 'height' }],
  ])('refuses %s', (_name, value) => expect(layerSchema.safeParse(value).success).toBe(false));

  it('takes colours in any case and stores them lower case', () => {
    const t = textLayer('a', 'x', { style: { ...DEFAULT_TEXT_STYLE, color: '#FFAA00' } });
    expect(t.style.color).toBe('#ffaa00');
  });

  it.each([
    [MAX_LAYERS, true],
    [MAX_LAYERS + 1, false],
  ])('a watermark of %s layers is valid: %s', (n, ok) => {
    const layers = Array.from({ length: n }, (_, i) => (i % 2 ? textLayer(`t${i}`) : logoLayer(`l${i}`)));
    expect(layersSchema.safeParse(layers).success).toBe(ok);
  });

  it('refuses two layers with one id', () => {
    expect(layersSchema.safeParse([logoLayer('a'), textLayer('a')]).success).toBe(false);
  });

  it('a watermark (preset, API) round-trips through JSON', () => {
    const w = watermarkSchema.parse({
      layers: [logoLayer('logo'), textLayer('t', '{filename}', { tile: { enabled: true, spacing: 1 } })],
      placements: {
        logo: {
          x: 0.1,
          y: 0.2,
          scale: 0.3,
          opacity: 1,
          rotation: 0,
          anchor: { corner: 'bottom-right', margin: 0.05 },
        },
      },
    });
    expect(watermarkSchema.parse(JSON.parse(JSON.stringify(w)))).toEqual(w);
    expect(watermarkSchema.parse({ layers: [] }).placements).toEqual({});
  });
});
