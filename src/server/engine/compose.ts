// One photo composed on the server, in the order of the browser export (client/export/worker/compose.ts):
// read the source's metadata, decode upright, scale to the output size, draw the layers from the same
// model, flatten on white for JPEG (PNG, WEBP and AVIF keep alpha), encode, splice the metadata.
// A JPEG kept at "Original quality" takes the browser's block-keeping path first (./original).
import { EXPORT_BACKGROUND, outputSize } from '#shared/export-settings';
import { bytesReader } from '#shared/files';
import { readSourceMetadata } from '#shared/metadata';
import { encode } from './encode';
import { assertFitsFormat, loadError, openPhoto } from './open-photo';
import { composeOriginal, originalQualityApplies } from './original';
import { drawOverlay } from './overlay';
import type { EngineInput, EngineOutput } from './types';

export async function composeOnServer(input: EngineInput): Promise<EngineOutput> {
  const { photo: bytes, name, type } = input;
  const source = await readSourceMetadata(bytesReader(bytes), type);
  if (originalQualityApplies(input)) {
    // Anything this path does not take, or trips on, goes the pixel way (decision 254): a damaged
    // file fails there, named. The reason is logged, as the browser's workers log it.
    const kept = await composeOriginal(input, source).catch((err: unknown) => {
      console.warn(`Original quality: ${name} goes the pixel way`, err);
      return null;
    });
    if (kept) return kept;
  }
  const photo = await openPhoto(bytes, name, type, source);
  const size = outputSize(photo.size, input.output.resize);
  const { format, quality, removeLocation } = input.output;
  // Refused by name before the pixels are decoded: sharp would fail only at the encode, as if unreadable.
  assertFitsFormat(size, format, name);
  let image = photo.image;
  if (size.width !== photo.size.width || size.height !== photo.size.height)
    image = image.resize(size.width, size.height, { fit: 'fill' });
  if (format === 'jpeg') image = image.flatten({ background: EXPORT_BACKGROUND });
  // Anchors resolve on the photo's own shape; the layers are drawn on the output (resized or not).
  const overlay =
    input.watermark &&
    (await drawOverlay({
      watermark: input.watermark,
      images: input.images,
      photo: photo.size,
      surface: size,
      fromSrgb: photo.colour.fromSrgb,
    }));
  if (overlay) {
    const { pixels, left, top, width, height, premultiplied } = overlay;
    image = image.composite([
      { input: pixels, raw: { width, height, channels: 4, premultiplied }, left, top },
    ]);
  }
  // Decoding happens here, lazily: a file whose pixels do not decode fails here, named.
  const options = { format, removeLocation, size, icc: photo.colour.icc };
  const out = await encode(image, quality, { source, options, file: bytes }).catch(() => {
    throw loadError(name);
  });
  return { bytes: out, ...size };
}
