// Editor work to store in tests of the session store: photos whose placements differ by x, a logo
// layer and a text layer.
import { textLayerSchema, type LayerPlacement } from '#shared/layers';
import { initialEditorState, type EditorState } from '../state/editorReducer';
import { imageLayerFor } from '../state/load';
import { newImage, svgLogo } from '../state/fixtures';

export const S = (x: number): LayerPlacement => ({
  x,
  y: 0.4,
  scale: 0.3,
  opacity: 0.9,
  rotation: 15,
  anchor: null,
});
export const logo = svgLogo;
export const layer = imageLayerFor(logo);
export const text = textLayerSchema.parse({ id: 'T', kind: 'text', text: '© {filename}' });
export const photo = (id: string, x: number) => ({
  ...newImage(id),
  placements: { [layer.id]: S(x), T: S(x / 2) },
});
export const xOf = (img: { placements: Record<string, LayerPlacement> }) => img.placements[layer.id]!.x;
export const work = (...images: ReturnType<typeof photo>[]): EditorState => ({
  ...initialEditorState,
  images,
  currentIndex: images.length - 1,
  layers: [layer, text],
  placements: { [layer.id]: S(0.5) },
  files: { [logo.id]: logo },
  selectedId: 'T',
});
