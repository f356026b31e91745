// Each text layer's text for one photo with its tokens filled: the browser export and the server's jobs
// runner both call this, so a token reads the same whichever side composes the photo.
import { photoTags } from '../metadata/photo-tags';
import type { Layer } from './schema';
import { cameraName, exifDateParts, fillTokens, hasTokens, type DateParts } from './tokens';

export interface TokenRun {
  /** 1-based position, batch size, interface language. */
  n: number;
  total: number;
  locale: string;
}

export interface TokenPhoto {
  /** The name the user gave the file. */
  name: string;
  /** Its bytes: EXIF is read from them only when a token needs it. */
  file: Blob;
  /** The file's own date ({date} without a capture date); null where none is known. */
  fileDate: DateParts | null;
}

/** Visible text layers' texts by layer id. */
export async function filledLayerTexts(
  layers: readonly Layer[],
  photo: TokenPhoto,
  run: TokenRun,
): Promise<Record<string, string>> {
  const texts: Record<string, string> = {};
  const text = layers.flatMap((l) => (l.kind === 'text' && l.visible ? [l] : []));
  if (text.length === 0) return texts;
  const tags = text.some((l) => hasTokens(l.text)) ? await photoTags(photo.file) : null;
  const ctx = {
    fileName: photo.name,
    ...run,
    captureDate: exifDateParts(tags?.dateTimeOriginal),
    fileDate: photo.fileDate,
    artist: tags?.artist,
    copyright: tags?.copyright,
    camera: cameraName(tags?.make, tags?.model),
  };
  for (const l of text) texts[l.id] = fillTokens(l.text, ctx);
  return texts;
}
