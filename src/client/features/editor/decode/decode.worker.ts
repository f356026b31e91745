// Decodes photos off the main thread, resized by the decoder itself: a 12-megapixel JPEG never
// reaches the main thread at full size. Imports nothing, so it stays a tiny module worker.
import type { DecodeRequest, DecodeResponse } from './protocol';

async function handle(req: DecodeRequest): Promise<DecodeResponse> {
  const bitmap = await createImageBitmap(req.file, {
    resizeWidth: req.width,
    resizeHeight: req.height,
    resizeQuality: req.output === 'bitmap' ? 'high' : 'medium',
    imageOrientation: 'from-image',
  });
  if (req.output === 'bitmap') return { id: req.id, ok: true, bitmap };
  // Thumbnails travel as small JPEGs: cheap to keep for hundreds of photos, and shown by an <img>.
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, bitmap.width, bitmap.height);
  ctx.drawImage(bitmap, 0, 0);
  bitmap.close();
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
