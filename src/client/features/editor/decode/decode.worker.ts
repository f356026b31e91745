// Decodes photos off the main thread, resized by the decoder itself: a 12-megapixel JPEG never
// reaches the main thread at full size. Imports nothing, so it stays a tiny module worker.
import type { DecodeRequest, DecodeResponse } from './protocol';

/**
 * WebCodecs' ImageDecoder takes the wanted size as a hint, so a JPEG is decoded at 1/2, 1/4 or 1/8
 * scale in the DCT (about 5x faster for a thumbnail than a full decode). The frame carries the EXIF
 * rotation, which drawImage applies.
 */
async function decodeScaled(req: DecodeRequest): Promise<CanvasImageSource & { close(): void }> {
  if (typeof ImageDecoder !== 'undefined' && (await ImageDecoder.isTypeSupported(req.type))) {
    const side = Math.min(req.width, req.height); // orientation-proof: the short side bounds both
    const decoder = new ImageDecoder({
      data: req.file.stream(),
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
  return createImageBitmap(req.file, { imageOrientation: 'from-image' });
}

async function handle(req: DecodeRequest): Promise<DecodeResponse> {
  const source = await decodeScaled(req);
  const canvas = new OffscreenCanvas(req.width, req.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  ctx.imageSmoothingQuality = 'high';
  // Transparent PNGs show on white, as the export composes them.
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, req.width, req.height);
  ctx.drawImage(source, 0, 0, req.width, req.height);
  source.close();
  if (req.output === 'bitmap') return { id: req.id, ok: true, bitmap: canvas.transferToImageBitmap() };
  // Thumbnails travel as small JPEGs: cheap to keep for hundreds of photos, and shown by an <img>.
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.82 });
  return { id: req.id, ok: true, blob };
}

self.onmessage = (e: MessageEvent<DecodeRequest>) => {
  handle(e.data).then(
    (res) => self.postMessage(res, { transfer: res.ok && res.bitmap ? [res.bitmap] : [] }),
    (err: unknown) =>
      self.postMessage({ id: e.data.id, ok: false, error: String(err) } satisfies DecodeResponse),
  );
};
