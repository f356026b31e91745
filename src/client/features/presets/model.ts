// What a preset is on this side: a named watermark (layers, project-level placements, the image
// layers' files) and the output settings, kept in the account or, signed out, in this browser.
import type { BatchLogo } from '#client/lib/batch';
import type { ExportSettings } from '#shared/export-settings';
import type { Layer, PhotoPlacements } from '#shared/layers';

/** The editor's BatchWatermark in shape: what "Save as preset" reads and "Presets" applies. */
export interface PresetWatermark {
  layers: Layer[];
  placements: PhotoPlacements;
  files: Record<string, BatchLogo>;
}

export type PresetPlace = 'account' | 'browser';

export interface PresetSummary {
  id: string;
  name: string;
  place: PresetPlace;
}

export interface PresetContent {
  watermark: PresetWatermark;
  /** Null: applying the preset leaves the output settings as they are. */
  exportSettings: ExportSettings | null;
}

/** A stored file with the natural size its image layer records. */
export function logoFor(layers: readonly Layer[], fileId: string, file: File): BatchLogo {
  const layer = layers.find((l) => l.kind === 'image' && l.fileId === fileId);
  const size = layer?.kind === 'image' ? layer : { width: 1, height: 1 };
  return { file, name: file.name, type: file.type, width: size.width, height: size.height };
}
