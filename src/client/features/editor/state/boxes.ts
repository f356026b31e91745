// A layer's box on one photo, for the editor's reducer and preview: an image layer's natural size, a
// text layer measured with its tokens filled for that photo (decision 213).
import {
  fillTokens,
  imageBox,
  localDateParts,
  photoTokenContext,
  textBox,
  type BoxOf,
  type LayerBox,
  type MeasureLine,
  type TokenContext,
} from '#shared/layers';
import type { EditorImage } from './editor-state';

export interface BoxDeps {
  /** Advance width of one line at font size 1 (the drawing module's measure in the browser). */
  measure: MeasureLine;
  /** The interface language, for {date}. */
  locale: () => string;
}

/** A photo's token values in the preview: the export's own, from the EXIF fields read on intake. */
export function tokenContext(
  photo: EditorImage | null,
  images: readonly EditorImage[],
  locale: string,
): TokenContext {
  const index = photo ? images.findIndex((i) => i.id === photo.id) : -1;
  const named = { name: photo?.name ?? '', fileDate: photo ? localDateParts(photo.file.lastModified) : null };
  return photoTokenContext(named, photo?.tags, { n: index + 1, total: images.length, locale });
}

/** The boxes of layers on the photos of `images` (their position gives {n} and {total}). */
export function boxesFor(deps: BoxDeps, images: readonly EditorImage[]): BoxOf<EditorImage> {
  const locale = deps.locale();
  return (layer, photo): LayerBox => {
    if (layer.kind === 'image') return imageBox(layer);
    const filled = fillTokens(layer.text, tokenContext(photo, images, locale));
    return textBox(layer, filled, deps.measure);
  };
}
