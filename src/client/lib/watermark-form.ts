// The layers part of a save (a project or a preset): the image layers' files as "logos" parts, each
// named by its fileId, one per file however many layers use it (decision 240).
import type { Layer } from '#shared/layers';
import { WATERMARK_LOGOS_FIELD, watermarkFileIds } from '#shared/schemas/watermark-files';

export interface WatermarkFiles {
  layers: readonly Layer[];
  files: Readonly<Record<string, { file: File }>>;
}

export class MissingLayerFileError extends Error {}

/** The files the image layers use, by fileId; a layer whose file is not here cannot be saved. */
export function layerFiles({ layers, files }: WatermarkFiles): Record<string, File> {
  const out: Record<string, File> = {};
  for (const id of watermarkFileIds({ layers: [...layers] })) {
    const f = files[id];
    if (!f) throw new MissingLayerFileError(id);
    out[id] = f.file;
  }
  return out;
}

export function appendLayerFiles(form: FormData, files: Readonly<Record<string, File>>) {
  for (const [fileId, file] of Object.entries(files)) form.append(WATERMARK_LOGOS_FIELD, file, fileId);
}
