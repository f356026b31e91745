// The layers part of a save (a project or a preset): the image layers' files as "logos" parts, each
// named by its fileId, one per file however many layers use it (decision 240), and the names the
// user's files had, by fileId, for the meta's "logoNames" (decision 384).
import type { Layer } from '#shared/layers';
import {
  STORED_FILE_NAME_MAX,
  WATERMARK_LOGOS_FIELD,
  watermarkFileIds,
  type LogoNames,
} from '#shared/schemas/watermark-files';

export interface WatermarkFiles {
  layers: readonly Layer[];
  /** `name`: the name the editor shows (the file's own name when absent). */
  files: Readonly<Record<string, { file: File; name?: string }>>;
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

/** The name of each file the image layers use, by fileId: the multipart file name carries the id. */
export function layerFileNames({ layers, files }: WatermarkFiles): LogoNames {
  const out: LogoNames = {};
  for (const id of watermarkFileIds({ layers: [...layers] })) {
    const f = files[id];
    const name = (f?.name ?? f?.file.name ?? '').replaceAll('\u0000', '').slice(0, STORED_FILE_NAME_MAX);
    if (name) out[id] = name;
  }
  return out;
}
