// What a job composes, as stored in api_jobs.settings, and where its files live in object storage.
import type { ExportSettings } from '#shared/export-settings';
import { filledLayerTexts, type Layer, type PhotoPlacements } from '#shared/layers';
import type { EngineWatermark } from '../engine/types';

export interface JobSpec {
  /** Bottom to top; image layers name their file by fileId. */
  layers: Layer[];
  /** Every photo's placements, unless the photo has its own for a layer. */
  placements: PhotoPlacements;
  /** Placements of single photos, by 0-based index. */
  photos: Record<string, PhotoPlacements>;
  output: ExportSettings;
  /** The language {date} is written in. */
  locale: string;
  /** The image layers' files, stored under the job's logos/ folder. */
  files: string[];
}

export const readSpec = (text: string): JobSpec => JSON.parse(text) as JobSpec;

/** Storage keys of one job: everything lives under jobs/<id>/, so it is deleted by one prefix. */
export const jobKeys = (id: string) => ({
  prefix: `jobs/${id}/`,
  input: (index: number) => `jobs/${id}/in/${index}`,
  output: (index: number) => `jobs/${id}/out/${index}`,
  /** By position in JobSpec.files (file ids are free text, keys are not). */
  logo: (n: number) => `jobs/${id}/logos/${n}`,
  result: `jobs/${id}/result.zip`,
});

/** One photo's watermark for the engine: its placements over the job's, and text layers' tokens filled. */
export async function photoWatermark(
  spec: JobSpec,
  photo: { index: number; name: string; bytes: Uint8Array },
  total: number,
): Promise<EngineWatermark> {
  // Only text layers read the photo (its EXIF fields): the Blob is a copy of the photo, made only for them.
  const file = spec.layers.some((l) => l.kind === 'text')
    ? new Blob([photo.bytes as Uint8Array<ArrayBuffer>])
    : new Blob([]);
  const texts = await filledLayerTexts(
    spec.layers,
    // The file's own date is the uploader's and is not sent: {date} falls back to nothing.
    { name: photo.name, file, fileDate: null },
    { n: photo.index + 1, total, locale: spec.locale },
  );
  return {
    layers: spec.layers,
    placements: { ...spec.placements, ...spec.photos[String(photo.index)] },
    texts,
  };
}
