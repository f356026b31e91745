// Decodes a photo as photo editors show it: upright, turning a WEBP by its EXIF orientation where the
// browser does not (decision 306: its EXIF follows the image data, so browsers leave it), and, when
// converting colours, through the profile a JPEG implies without embedding it (308, 310), and a CMYK
// JPEG through the engine's conversion (311).
import { blobReader, webpOrientation, type ByteReader } from '#shared/files';
import { readJpegHeader, type JpegHeader } from '#shared/files/jpeg-header';
import { cmykProfile, decodeCmykJpeg } from './cmyk-decode';
import { impliedProfileSegments } from '#shared/metadata';

type Matrix = [number, number, number, number, number, number];

/** The canvas transform that draws a photo stored at w x h upright, for each EXIF orientation. */
const MATRIX: Record<number, (w: number, h: number) => Matrix> = {
  2: (w) => [-1, 0, 0, 1, w, 0],
  3: (w, h) => [-1, 0, 0, -1, w, h],
  4: (_, h) => [1, 0, 0, -1, 0, h],
  5: () => [0, 1, 1, 0, 0, 0],
  6: (_, h) => [0, 1, -1, 0, h, 0],
  7: (w, h) => [0, -1, -1, 0, h, w],
  8: (w) => [0, -1, 1, 0, 0, w],
};

const chunk = (fourcc: string, data: number[]) => {
  const n = data.length;
  return [...fourcc].map((c) => c.charCodeAt(0)).concat([n & 0xff, n >> 8, 0, 0], data, n & 1 ? [0] : []);
};

/** A 2x1 lossless WEBP whose EXIF says "turn 90 degrees clockwise". */
function probeWebp(): Uint8Array<ArrayBuffer> {
  const vp8x = chunk('VP8X', [0x08, 0, 0, 0, 1, 0, 0, 0, 0, 0]);
  const vp8l = chunk(
    'VP8L',
    [0x2f, 1, 0, 0, 0, 0x0f, 0x10, 0xf3, 0xbf, 0xff, 0xf3, 0x1f, 0x0e, 0x32, 0xa2, 0xff, 1],
  );
  const exif = chunk(
    'EXIF',
    [0x49, 0x49, 0x2a, 0, 8, 0, 0, 0, 1, 0, 0x12, 1, 3, 0, 1, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0, 0],
  );
  const body = [...'WEBP'].map((c) => c.charCodeAt(0)).concat(vp8x, vp8l, exif);
  const n = body.length;
  return new Uint8Array([0x52, 0x49, 0x46, 0x46, n & 0xff, n >> 8, 0, 0, ...body]);
}

let turnsWebp: Promise<boolean> | null = null;
/** Whether this browser applies a WEBP's EXIF orientation itself: asked once, of a 2x1 photo. */
function browserTurnsWebp(): Promise<boolean> {
  return (turnsWebp ??= createImageBitmap(new Blob([probeWebp()], { type: 'image/webp' }), {
    imageOrientation: 'from-image',
  }).then(
    (b) => {
      const turned = b.width === 1;
      b.close();
      return turned;
    },
    () => false,
  ));
}

/** The orientation this code must apply itself to a photo the browser decodes: 1 for nothing. */
export async function ownOrientation(type: string, reader: ByteReader): Promise<number> {
  if (type !== 'image/webp') return 1;
  const orientation = await webpOrientation(reader).catch(() => 1);
  return orientation !== 1 && !(await browserTurnsWebp()) ? orientation : 1;
}

/** A canvas to draw on: offscreen where the browser has it (always, in a worker). */
function canvasOf(width: number, height: number): OffscreenCanvas | HTMLCanvasElement {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  return Object.assign(document.createElement('canvas'), { width, height });
}

async function turn(image: ImageBitmap, orientation: number): Promise<ImageBitmap> {
  try {
    const { width: w, height: h } = image;
    const canvas = orientation >= 5 ? canvasOf(h, w) : canvasOf(w, h);
    const ctx = canvas.getContext('2d') as
      OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
    if (!ctx) throw new Error('No 2D context to turn the photo upright');
    ctx.setTransform(...MATRIX[orientation]!(w, h));
    ctx.drawImage(image, 0, 0);
    return 'transferToImageBitmap' in canvas
      ? canvas.transferToImageBitmap()
      : await createImageBitmap(canvas);
  } finally {
    image.close();
  }
}

/** A JPEG's header (`readJpegHeader`), read once for the decoders' choices; null for other files. */
export const jpegHeader = (type: string, reader: ByteReader): Promise<JpegHeader | null> =>
  type === 'image/jpeg' ? readJpegHeader(reader).catch(() => null) : Promise.resolve(null);

/**
 * The JPEG with the profile it implies spliced in after SOI: the Adobe RGB its EXIF names (decision
 * 308), or for CMYK the server engine's default (310). A decoder that converts colours then converts
 * it as photo editors and the engine do; other files (no JPEG `header`) go as they are.
 */
export async function withImpliedProfile(file: Blob, type: string, header: JpegHeader | null): Promise<Blob> {
  const profile = await impliedProfileSegments(header, cmykProfile);
  return profile ? new Blob([file.slice(0, 2), ...(profile as BlobPart[]), file.slice(2)], { type }) : file;
}

/** A CMYK JPEG converted as the engine converts it and turned upright here; null to leave it to the browser. */
async function cmykUpright(file: Blob, header: JpegHeader): Promise<ImageBitmap | null> {
  const image = await decodeCmykJpeg(file, header.width, header.height);
  return image && (header.orientation === 1 ? image : await turn(image, header.orientation));
}

/** The photo decoded upright (EXIF orientation applied, by the browser or here), colours as EXIF says. */
export async function decodeUpright(
  file: Blob,
  type: string,
  options: ImageBitmapOptions = {},
  reader: ByteReader = blobReader(file),
): Promise<ImageBitmap> {
  const converts = options.colorSpaceConversion !== 'none';
  const header = converts ? await jpegHeader(type, reader) : null;
  const cmyk = header?.components === 4 ? await cmykUpright(file, header) : null;
  if (cmyk) return cmyk;
  const orientation = await ownOrientation(type, reader);
  const source = converts ? await withImpliedProfile(file, type, header) : file;
  const image = await createImageBitmap(source, { ...options, imageOrientation: 'from-image' });
  return orientation === 1 ? image : await turn(image, orientation);
}
