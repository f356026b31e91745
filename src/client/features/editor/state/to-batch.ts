import type { Batch, BatchLogo, BatchWatermark } from '#client/lib/batch';
import { DEFAULT_SETTINGS, type LogoSettings } from '#shared/placement';
import { imageBox } from '#shared/layers';
import { activeSettings, logoLayer, type EditorLogo, type EditorState } from './editor-state';

const settingsOf = ({ x, y, scale, opacity, rotation }: LogoSettings): LogoSettings => ({
  x,
  y,
  scale,
  opacity,
  rotation,
});

const asBatchLogo = (f: EditorLogo): BatchLogo => ({
  file: f.file,
  name: f.name,
  type: f.type,
  width: f.width,
  height: f.height,
});

/** Every layer with its files; null when there is none. */
export function toWatermark(s: EditorState): BatchWatermark | null {
  if (s.layers.length === 0) return null;
  const files = Object.fromEntries(Object.entries(s.files).map(([id, f]) => [id, asBatchLogo(f)]));
  return { layers: [...s.layers], placements: { ...s.placements }, files };
}

/** Files of a watermark given to the editor (a preset) as editor files, each with its object URL. */
export function withUrls(files: Record<string, BatchLogo>): Record<string, EditorLogo> {
  return Object.fromEntries(
    Object.entries(files).map(([id, f]) => {
      const blob = f.type === 'image/svg+xml' ? new Blob([f.file], { type: f.type }) : f.file;
      return [id, { ...f, id, url: URL.createObjectURL(blob) }];
    }),
  );
}

/**
 * The editor's work as the features around it see it (export, save, the saved-work check). `logo` and
 * each photo's `settings` mirror the first image layer (the spec's one logo) for the gates and older paths.
 */
export function toBatch(s: EditorState): Batch {
  const logo = logoLayer(s);
  const file = logo && s.files[logo.fileId];
  const project = logo && s.placements[logo.id];
  // A logo-only project without placements yet: the logo where the editor shows it.
  const logoOnly =
    logo && s.images.length === 0
      ? activeSettings({ ...s, selectedId: logo.id }, () => imageBox(logo))
      : null;
  return {
    images: s.images.map((img) => {
      const p = logo && img.placements[logo.id];
      return {
        id: img.id,
        file: img.file,
        name: img.name,
        type: img.type,
        width: img.width,
        height: img.height,
        original: img.original ?? null,
        settings: p ? settingsOf(p) : { ...DEFAULT_SETTINGS },
        placements: img.placements,
      };
    }),
    logo: file ? asBatchLogo(file) : null,
    watermark: toWatermark(s),
    projectSettings: project ? settingsOf(project) : logoOnly && settingsOf(logoOnly),
  };
}
