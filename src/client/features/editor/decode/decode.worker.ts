// Decodes photos off the main thread, resized by the decoder itself: a 12-megapixel JPEG never
// reaches the main thread at full size. Imports only comlink and the export worker's decode steps.
import { expose, transfer } from 'comlink';
import { flatten, encodeJpeg } from '#client/export/worker/flatten';
import { decodeHeif } from '#client/export/worker/heif-decode';
import { decodeUpright, jpegHeader, withImpliedProfile } from '#client/export/worker/orient';
import { blobReader, HeadReader } from '#shared/files';
import { isHeif } from '#shared/files/isobmff';
import type { DecodeRequest, DecodeWorkerApi } from './protocol';

/** Thumbnails travel as small JPEGs: cheap to keep for hundreds of photos, and shown by an <img>. */
const THUMB_QUALITY = 0.82;
/** A camera JPEG's segments before the frame (EXIF, its thumbnail, maker notes) fit in this. */
const HEAD_BYTES = 64 * 1024;

/**
 * WebCodecs' ImageDecoder takes the wanted size as a hint, so a JPEG is decoded at 1/2, 1/4 or 1/8
 * scale in the DCT (about 5x faster for a thumbnail than a full decode). The frame carries the EXIF
 * rotation, which drawImage applies.
 */
async function decodeScaled(req: DecodeRequest): Promise<CanvasImageSource & { close(): void }> {
  // HEIC: libheif decodes at full size only, so a thumbnail comes from the file's own where it is
  // large enough; the flatten step below scales either down here, off screen.
  if (isHeif(req.type)) {
    const thumbnail = req.output === 'blob' ? Math.max(req.width, req.height) : undefined;
    return (await decodeHeif(req.file, thumbnail)).image;
  }
  // The header walks (EXIF orientation, an implied profile) share one read of the file's head.
  const head = new HeadReader(blobReader(req.file), HEAD_BYTES);
  // A WEBP goes to decodeUpright, which turns it by its EXIF where the browser does not, and a CMYK
  // JPEG, which it converts as the engine does (decision 311).
  const header = await jpegHeader(req.type, head);
  const own = req.type === 'image/webp' || header?.components === 4;
  const scaled = !own && typeof ImageDecoder !== 'undefined';
  if (scaled && (await ImageDecoder.isTypeSupported(req.type))) {
    const side = Math.min(req.width, req.height); // orientation-proof: the short side bounds both
    const decoder = new ImageDecoder({
      data: (await withImpliedProfile(req.file, req.type, header)).stream(),
      type: req.type,
      desiredWidth: side,
      desiredHeight: side,
    });
    try {
      return (await decoder.decode()).image;
    } catch {
      // fall through to createImageBitmap, which reports its own error
    } finally {
      decoder.close();
    }
  }
  return decodeUpright(req.file, req.type, {}, head);
}

const api: DecodeWorkerApi = {
  async decode(req) {
    const source = await decodeScaled(req);
    // Transparent PNGs show on white, as the export composes them.
    const canvas = flatten(source, req);
    source.close();
    if (req.output === 'bitmap') {
      const bitmap = canvas.transferToImageBitmap();
      return transfer(bitmap, [bitmap]);
    }
    return encodeJpeg(canvas, THUMB_QUALITY);
  },
  async measure({ file, type }) {
    const image = isHeif(type) ? (await decodeHeif(file)).image : await decodeUpright(file, type);
    const size = { width: image.width, height: image.height };
    image.close();
    return size;
  },
};

expose(api);
