// Work that arrives whole: a saved project (one logo, settings per photo) and a watermark (a preset).
import {
  LOGO_ONLY_SURFACE,
  carryTo,
  defaultPlacement,
  imageLayerSchema,
  type BoxOf,
  type LayerPlacement,
} from '#shared/layers';
import { normalizeSettings } from '#shared/placement';
import { boxesFor, type BoxDeps } from './boxes';
import {
  initialEditorState,
  type EditorAction,
  type EditorImage,
  type EditorLogo,
  type EditorState,
  type WatermarkWithFiles,
} from './editor-state';

/** The image layer that shows a logo file, under the file's id. */
export const imageLayerFor = (logo: EditorLogo) =>
  imageLayerSchema.parse({
    id: logo.id,
    kind: 'image',
    fileId: logo.id,
    width: logo.width,
    height: logo.height,
  });

type LoadProject = Extract<EditorAction, { type: 'loadProject' }>;

/** A project of one logo: each photo keeps its saved settings (by order), placed freely as it was saved. */
export function fromProject(a: LoadProject, deps: BoxDeps): EditorState {
  if (a.layers) return fromLayers(a, a.layers, deps);
  if (!a.logo) return { ...initialEditorState, images: a.images.map((img) => ({ ...img, placements: {} })) };
  const layer = imageLayerFor(a.logo);
  const bare: EditorImage[] = a.images.map((img) => ({ ...img, placements: {} }));
  const boxOf = boxesFor(deps, bare);
  const box = boxOf(layer, null);
  const free = (p: Parameters<typeof normalizeSettings>[0]): LayerPlacement => ({
    ...normalizeSettings(p),
    anchor: null,
  });
  const images = bare.map((img, i) => {
    const saved = a.positions[i] ?? a.projectSettings;
    const p = saved ? free(saved) : defaultPlacement(layer, img, box);
    return { ...img, placements: { [layer.id]: p } };
  });
  const project =
    images[0]?.placements[layer.id] ??
    (a.projectSettings ? free(a.projectSettings) : defaultPlacement(layer, LOGO_ONLY_SURFACE, box));
  return {
    ...initialEditorState,
    images,
    layers: [layer],
    placements: { [layer.id]: { ...project } },
    files: { [a.logo.id]: a.logo },
    selectedId: layer.id,
  };
}

/**
 * A project saved with layers: each photo gets its saved placements back (by order); a layer a photo
 * has none of takes the project-level one carried to its shape, as a preset's does.
 */
function fromLayers(a: LoadProject, saved: NonNullable<LoadProject['layers']>, deps: BoxDeps): EditorState {
  const bare: EditorImage[] = a.images.map((img, i) => ({ ...img, placements: { ...saved.photos[i] } }));
  const s = fromWatermark({ ...initialEditorState, images: bare }, saved, boxesFor(deps, bare));
  const images = s.images.map((img, i) => ({
    ...img,
    placements: { ...img.placements, ...saved.photos[i] },
  }));
  return { ...s, images };
}

/**
 * A watermark (a preset) replaces the layers: every photo takes its project-level placements, anchored
 * ones worked out again on each photo's shape; layers without one start at their default.
 */
export function fromWatermark(s: EditorState, w: WatermarkWithFiles, boxOf: BoxOf<EditorImage>): EditorState {
  const { layers, placements } = w.watermark;
  const images = s.images.map((img) => {
    const own: Record<string, LayerPlacement> = {};
    for (const layer of layers) {
      const p = placements[layer.id];
      own[layer.id] = p ? carryTo(p, layer, img, boxOf) : defaultPlacement(layer, img, boxOf(layer, img));
    }
    return { ...img, placements: own };
  });
  return {
    ...s,
    layers: [...layers],
    placements: { ...placements },
    images,
    files: { ...w.files },
    selectedId: layers.at(-1)?.id ?? null,
  };
}
