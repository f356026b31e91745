// Work stored before layers (one logo, settings per photo) read as layers, so it is still offered back.
import type { LayerPlacement } from '#shared/layers';
import type { LogoSettings } from '#shared/placement';
import { imageLayerFor } from '../state/load';
import type { EditorImage, EditorLogo } from '../state/editor-state';
import type { WorkRecord } from './stored-work';

type Described<T> = Omit<T, 'file' | 'url'>;

export interface WorkRecord1 {
  version: 1;
  images: (Omit<Described<EditorImage>, 'placements'> & { settings: LogoSettings })[];
  currentIndex: number;
  logo: Described<EditorLogo> | null;
  projectSettings: LogoSettings | null;
}

const free = (s: LogoSettings): LayerPlacement => ({ ...s, anchor: null });

export function fromVersion1(w: WorkRecord1): WorkRecord {
  const layer = w.logo && imageLayerFor({ ...w.logo, file: new File([], w.logo.name), url: '' });
  return {
    version: 2,
    images: w.images.map(({ settings, ...img }) => ({
      ...img,
      placements: layer ? { [layer.id]: free(settings) } : {},
    })),
    currentIndex: w.currentIndex,
    layers: layer ? [layer] : [],
    placements: layer && w.projectSettings ? { [layer.id]: free(w.projectSettings) } : {},
    files: w.logo ? [w.logo] : [],
    selectedId: layer?.id ?? null,
  };
}
