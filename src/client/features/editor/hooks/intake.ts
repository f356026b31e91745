// Turns dropped files into editor images and logos after checking their real content.
import { blobReader, sniffImage, typesForExtensions, type ImageType } from '#shared/files';
import type { SvgRefusal } from '#shared/files/svg-safety';
import { photoTags } from '#shared/metadata';
import type { EditorLogo, NewImage } from '../state/editor-state';
import { measureImage } from '../decode/pool';

/** Upright size from decoding: for a header that does not say (the decoder decides, not a guess). */
export type Measure = (file: File, type: ImageType) => Promise<{ width: number; height: number } | null>;

let counter = 0;
const newId = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter++).toString(36)}`;

const sniffFile = (file: File) => sniffImage(blobReader(file));

const decodeMeasure: Measure = (file, type) => measureImage({ file, type }).catch(() => null);

type Photo = { type: ImageType; width: number; height: number };

/**
 * The photo's type and upright size; or, for a photo of a type the plan does not take (a HEIC named
 * .jpg on Lite), that type; or null when it is no image or cannot be decoded.
 */
async function photoOf(
  file: File,
  allowed: ReadonlySet<ImageType>,
  measure: Measure,
): Promise<Photo | ImageType | null> {
  const sniff = await sniffFile(file).catch(() => null);
  if (!sniff || sniff.type === 'image/svg+xml') return null;
  if (!allowed.has(sniff.type)) return sniff.type;
  if (sniff.width && sniff.height) return { type: sniff.type, width: sniff.width, height: sniff.height };
  const size = await measure(file, sniff.type);
  return size && size.width > 0 && size.height > 0 ? { type: sniff.type, ...size } : null;
}

export interface PhotoIntake {
  images: NewImage[];
  /** Names of files whose content is not an accepted image. */
  refused: string[];
  /** The image types among the refused files' contents, once each: another plan may take them. */
  refusedTypes: ImageType[];
  /** One entry per input file, in order: the image, or null when refused. */
  aligned: (NewImage | null)[];
}

/**
 * Keeps the files whose content is one of the accepted types, sized from the header or, where the
 * header does not say, by decoding (refused only when that fails).
 */
export async function intakePhotos(
  files: readonly File[],
  extensions: readonly string[],
  measure: Measure = decodeMeasure,
): Promise<PhotoIntake> {
  const allowed = typesForExtensions(extensions);
  const results = await Promise.all(
    files.map(async (file) => {
      const photo = await photoOf(file, allowed, measure);
      // Text tokens in the preview ({artist}, {date}) need the photo's EXIF, as the export reads it.
      const tags = photo && typeof photo !== 'string' ? await photoTags(file) : null;
      return { file, photo, tags };
    }),
  );
  const images: NewImage[] = [];
  const refused: string[] = [];
  const refusedTypes = new Set<ImageType>();
  const aligned: (NewImage | null)[] = [];
  for (const { file, photo, tags } of results) {
    if (typeof photo === 'string') refusedTypes.add(photo);
    if (photo && typeof photo !== 'string') {
      const image = { id: newId('img'), file, name: file.name, ...photo, tags };
      images.push(image);
      aligned.push(image);
    } else {
      refused.push(file.name);
      aligned.push(null);
    }
  }
  return { images, refused, refusedTypes: [...refusedTypes], aligned };
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('logo did not load'));
    img.src = url;
  });
}

/** The logo, or why an SVG was refused, or neither when the content is not a readable PNG or SVG. */
export type LogoIntake = { logo: EditorLogo } | { refusal: SvgRefusal } | null;

/** A PNG or SVG logo with its natural size; an SVG is refused before the browser ever renders it. */
export async function intakeLogo(file: File): Promise<LogoIntake> {
  const sniff = await sniffFile(file).catch(() => null);
  if (!sniff || (sniff.type !== 'image/png' && sniff.type !== 'image/svg+xml')) return null;
  if (sniff.type === 'image/svg+xml') {
    // The same check as the server's, so a logo that could not be saved is not placed either. The XML
    // parser it needs loads only when an SVG arrives, not with every editor visit.
    const { findSvgProblem } = await import('#shared/files/svg-safety');
    const refusal = findSvgProblem(await file.text());
    if (refusal) return { refusal };
  }
  // An SVG is typed explicitly so the browser renders it as an image whatever the File's own type.
  const blob = sniff.type === 'image/svg+xml' ? new Blob([file], { type: 'image/svg+xml' }) : file;
  const url = URL.createObjectURL(blob);
  try {
    const img = await loadImage(url);
    const width = img.naturalWidth || sniff.width || 0;
    const height = img.naturalHeight || sniff.height || 0;
    if (!width || !height) throw new Error('logo has no size');
    return { logo: { id: newId('logo'), file, name: file.name, type: sniff.type, width, height, url } };
  } catch {
    URL.revokeObjectURL(url);
    return null;
  }
}
