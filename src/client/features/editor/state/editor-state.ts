// The editor's work: photos, layers (the watermark) and their placements, on the shared layer model
// (decision 210), plus what the screen shows (current photo, selected layer) and the last notice.
import {
  activePlacement,
  currentPhoto,
  type BoxOf,
  type ImageLayer,
  type Layer,
  type LayerPatch,
  type LayersState,
  type PhotoPlacements,
  type PhotoSlot,
  type PlacementPatch,
  type Watermark,
} from '#shared/layers';
import type { PhotoTags } from '#shared/metadata';
import { DEFAULT_SETTINGS, type LogoSettings, type QuickPosition, type Size } from '#shared/placement';

/** A file the editor holds: a photo or an image layer's file. */
interface EditorFile {
  id: string;
  file: File;
  name: string;
  /** Type found in the content: image/jpeg, image/png or image/webp (a logo: image/png or image/svg+xml). */
  type: string;
  /** Displayed size (after EXIF orientation), read from the file header. */
  width: number;
  height: number;
}

export interface EditorImage extends EditorFile, PhotoSlot {
  /** Its size before a project save reduced it, for a photo of an opened project (decision 192). */
  original?: Size | null;
  /**
   * The EXIF fields text tokens write ({artist}, {date}...), read on intake so the preview shows what the
   * export writes; absent for work stored before they were read.
   */
  tags?: PhotoTags | null;
}

export interface EditorLogo extends EditorFile {
  /** Object URL of the file (created by the intake, revoked by the store when the history forgets it). */
  url: string;
}

export type NoticeKind = 'appliedToAll' | 'addedWithSaved';
export interface Notice {
  kind: NoticeKind;
  /** Increments on every notice so the same message twice still shows twice. */
  seq: number;
}

export interface EditorState extends LayersState<EditorImage> {
  /** Image layers' files, by fileId. */
  files: Readonly<Record<string, EditorLogo>>;
  /** The layer the canvas and the Logo Settings edit; null when there is no layer. */
  selectedId: string | null;
  notice: Notice | null;
}

export type NewImage = Omit<EditorImage, 'placements'>;

/** A watermark with its files, as a preset or a saved project brings it. */
export interface WatermarkWithFiles {
  watermark: Watermark;
  files: Record<string, EditorLogo>;
}

/** `gesture`: updates of one continuous gesture (a drag, a held slider) share it and make one undo step. */
export type EditorAction =
  | { type: 'addImages'; images: readonly NewImage[] }
  | { type: 'removeImage'; id: string }
  | { type: 'select'; index: number }
  | { type: 'step'; delta: 1 | -1 }
  | { type: 'setLogo'; logo: EditorLogo }
  | { type: 'addText'; id: string; text: string }
  | { type: 'selectLayer'; id: string }
  | { type: 'removeLayer'; id: string }
  | { type: 'moveLayer'; id: string; index: number }
  | { type: 'updateLayer'; id: string; patch: LayerPatch; gesture?: string }
  | { type: 'updateSettings'; settings: PlacementPatch; gesture?: string }
  | { type: 'quickPlace'; corner: QuickPosition }
  | { type: 'applyToAll' }
  | { type: 'applyWatermark'; watermark: WatermarkWithFiles }
  | { type: 'reset' }
  /** The work stored before a reload, exactly as it was (decision 091). */
  | { type: 'restore'; work: Omit<EditorState, 'notice'> }
  | {
      type: 'loadProject';
      images: readonly NewImage[];
      positions: readonly LogoSettings[];
      /** Null only with `layers` (a text-only watermark has no logo). */
      logo: EditorLogo | null;
      projectSettings: LogoSettings | null;
      /** A project saved with layers (issue 13, decision 241): they replace `logo` and `positions`. */
      layers?: WatermarkWithFiles & { photos: readonly PhotoPlacements[] };
    };

export const initialEditorState: EditorState = {
  layers: [],
  placements: {},
  images: [],
  currentIndex: 0,
  files: {},
  selectedId: null,
  notice: null,
};

export const currentImage = (s: EditorState): EditorImage | null => currentPhoto(s);

export const selectedLayer = (s: EditorState): Layer | null =>
  s.layers.find((l) => l.id === s.selectedId) ?? null;

/** The first image layer: the spec's one logo, which the download gates and older code paths read. */
export const logoLayer = (s: Pick<EditorState, 'layers'>): ImageLayer | null =>
  s.layers.find((l): l is ImageLayer => l.kind === 'image') ?? null;

export function logoOf(s: EditorState): EditorLogo | null {
  const layer = logoLayer(s);
  return (layer && s.files[layer.fileId]) ?? null;
}

/** What the panel and the canvas show for the selected layer (the spec's defaults without one). */
export function activeSettings(s: EditorState, boxOf: BoxOf<EditorImage>): LogoSettings {
  const p = s.selectedId ? activePlacement(s, s.selectedId, boxOf) : null;
  return p ?? { ...DEFAULT_SETTINGS };
}
