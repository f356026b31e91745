// The contract between the editor and the features composed around it (export, download gates,
// saved projects). Features never import each other: the editor route passes these values between them.
import type { ReactNode } from 'react';
import type { ExportSettings } from '#shared/export-settings';
import type { Layer, PhotoPlacements } from '#shared/layers';
import type { LogoSettings, Size } from '#shared/placement';

export interface BatchImage {
  id: string;
  /** The original file, untouched: the export composes from it at full resolution. */
  file: File;
  name: string;
  /** MIME type read from the content (the export picks its decoder by it). */
  type?: string;
  /** Displayed size (after EXIF orientation) read from the file header, when the editor knows it. */
  width?: number;
  height?: number;
  /** Its size before a project save reduced it; null or absent when it was not (decision 192). */
  original?: Size | null;
  /** The first image layer's placement on this photo (the spec's one logo), for older code paths. */
  settings: LogoSettings;
  /** This photo's own placement of each layer, by layer id. */
  placements: PhotoPlacements;
  /** The editor could not decode it: the export will fail it by name, and it uses none of the quota. */
  unreadable?: boolean;
}

export interface BatchLogo {
  file: File;
  name: string;
  /** 'image/png' or 'image/svg+xml' (checked from the content, not the extension). */
  type: string;
  /** Natural size in pixels (for an SVG, its intrinsic or viewBox size). */
  width: number;
  height: number;
}

/** The watermark to draw: every layer, the project-level placements and the image layers' files. */
export interface BatchWatermark {
  /** Bottom to top. */
  layers: Layer[];
  /** Project-level placements: photos without their own placement of a layer use these. */
  placements: PhotoPlacements;
  /** Image layers' files by layer.fileId. */
  files: Record<string, BatchLogo>;
}

/** A snapshot of the editor: photos in editor order with their own settings, and the logo. */
export interface Batch {
  images: readonly BatchImage[];
  /** The first image layer's file (the spec's one logo); null with a text-only watermark. */
  logo: BatchLogo | null;
  /** Every layer; null when there is none. */
  watermark: BatchWatermark | null;
  /** Settings used when there are no photos (a "logo-only" project). */
  projectSettings: LogoSettings | null;
  /** Output settings (format, quality, resize, names, location); the defaults when absent. */
  exportSettings?: ExportSettings;
}

/** A saved project's layers with their files (issue 13), in the shape of a project save. */
export interface ProjectLayersToLoad {
  /** Bottom to top. */
  layers: Layer[];
  /** Project-level placements. */
  placements: PhotoPlacements;
  /** Each photo's own placements, in photo order (aligned with `images`). */
  photos: PhotoPlacements[];
  /** The image layers' files by fileId. */
  files: Record<string, File>;
}

/** A saved project turned back into files, for the editor to load (resets it first). */
export interface ProjectToLoad {
  id: string;
  name: string;
  images: File[];
  /** Photos the storage no longer has: empty files among `images`, left out and named on opening. */
  missing: string[];
  /** The first image layer's file (an old project's one logo); null for a text-only watermark. */
  logo: File | null;
  /** Every layer; null for a project saved before layers (one `logo` placed by `positions`, decision 241). */
  watermark: ProjectLayersToLoad | null;
  /** Settings per photo, in photo order ("logo-settings" already skipped). */
  positions: LogoSettings[];
  /** The "logo-settings" entry of a project saved without photos. */
  projectSettings: LogoSettings | null;
  /** Each photo's size before the save reduced it, in photo order (null: not reduced or not known). */
  originals: (Size | null)[];
  /** The output settings saved with the project; null for one saved before they existed. */
  exportSettings: ExportSettings | null;
}

/** The editor's watermark for presets: read it, or replace it in one undoable step. */
export interface WatermarkAccess {
  getWatermark(): { watermark: BatchWatermark };
  applyWatermark(w: BatchWatermark): void;
}

/** Slots the editor screen renders in its Export Options panel; the route fills them. */
export interface EditorSlots {
  /** "Save as preset" and "Presets", shown under the Layers list. */
  renderPresets?: (access: WatermarkAccess) => ReactNode;
  /** Usage block (daily usage, tier badge, bar, warnings, sign-in prompts). */
  renderUsage?: (batch: Batch) => ReactNode;
  /** "Download All Images" with its gates, progress and cancel. */
  renderDownload?: (batch: Batch) => ReactNode;
  /** "Save Project" with its modal; it reports the work as stored, which is then no longer unsaved. */
  renderSave?: (batch: Batch, onWorkSaved: (saved: Batch) => void) => ReactNode;
  /** Set when the route opens a saved project (e.g. /editor?project=ID). */
  projectToLoad?: ProjectToLoad | null;
  /** A saved project is being fetched: the editor offers no stored work meanwhile. */
  projectPending?: boolean;
  /** Called after "Clear All" emptied the editor: what follows is no longer the opened project. */
  onReset?: () => void;
}
