// Each text layer's text for one photo with its tokens filled: the browser export and the server's jobs
// runner both call this, so a token reads the same whichever side composes the photo.
import { photoTags, type PhotoTags } from '../metadata/photo-tags';
import type { Layer } from './schema';
import {
  cameraName,
  exifDateParts,
  fillTokens,
  hasTokens,
  type DateParts,
  type TokenContext,
} from './tokens';

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

/**
 * The token values of one photo from its EXIF fields (null: none read). The editor's preview calls this
 * too, with the tags its intake read, so the preview writes what the export writes.
 */
export function photoTokenContext(
  photo: Pick<TokenPhoto, 'name' | 'fileDate'>,
  tags: PhotoTags | null | undefined,
  run: TokenRun,
): TokenContext {
  return {
    fileName: photo.name,
    ...run,
    captureDate: exifDateParts(tags?.dateTimeOriginal),
    fileDate: photo.fileDate,
    artist: tags?.artist,
    copyright: tags?.copyright,
    camera: cameraName(tags?.make, tags?.model),
  };
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
  const ctx = photoTokenContext(photo, tags, run);
  for (const l of text) texts[l.id] = fillTokens(l.text, ctx);
  return texts;
}
