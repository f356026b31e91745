// Test helpers: layers as the editor would make them, parsed through the real schema.
import { imageBox, textBox, type LayerBox } from './box';
import { imageLayerSchema, textLayerSchema, type ImageLayer, type Layer, type TextLayer } from './schema';
import type { BoxOf, LayersState, PhotoSlot } from './state';

export const logoLayer = (id: string, width = 400, height = 100): ImageLayer =>
  imageLayerSchema.parse({ id, kind: 'image', fileId: `file-${id}`, width, height });

export const textLayer = (id: string, text = '© Dana Levi', extra: Partial<TextLayer> = {}): TextLayer =>
  textLayerSchema.parse({ id, kind: 'text', text, ...extra });

/** A monospaced stand-in for canvas measureText: 0.6 em per character. */
export const measure = (line: string) => line.length * 0.6;

export const boxOf: BoxOf = (layer: Layer): LayerBox =>
  layer.kind === 'image' ? imageBox(layer) : textBox(layer, layer.text, measure);

export const photo = (id: string, width: number, height: number): PhotoSlot => ({
  id,
  width,
  height,
  placements: {},
});

export const emptyState = (): LayersState => ({ layers: [], placements: {}, images: [], currentIndex: 0 });
