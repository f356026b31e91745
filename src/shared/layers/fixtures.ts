// Test fixtures: layers as the editor would make them (parsed through the real schema), and the
// bounds of a drawn box from the matrix the drawing module uses (not from rotatedExtent, so the
// anchoring maths is checked by an independent route).
import { imageBox, textBox, type LayerBox } from './box';
import { imageLayerSchema, textLayerSchema, type ImageLayer, type Layer, type TextLayer } from './schema';
import type { BoxOf, LayersState, PhotoSlot } from './state';
import { placementMatrix, type PixelTransform } from '../placement';

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

export interface Bounds {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export function drawnCorners(t: PixelTransform): [number, number][] {
  const [a, b, c, d, e, f] = placementMatrix(t);
  return (
    [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
    ] as const
  ).map(([u, v]) => [a * u + c * v + e, b * u + d * v + f]);
}

export function drawnBounds(t: PixelTransform): Bounds {
  const pts = drawnCorners(t);
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}
