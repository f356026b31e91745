// JPEG from an opaque sRGB canvas by our own encoder (decision 300): the canvas's encoder spends most of
// a photo's compose time fitting its Huffman tables in a second pass over the whole image.
import { blobReader } from '#shared/files';
import { encodeJpeg, type PixelSource } from '#shared/jpeg/rgba-encode';
import { readSourceMetadata } from '#shared/metadata';
import { ownBytes } from './output-data';

/**
 * The profile the canvas's encoder tags an sRGB JPEG with (Chromium's small sRGB profile; none in
 * browsers that write none), read once per thread from a 1x1 encode: our files are tagged the same.
 */
let encoderProfile: Promise<Uint8Array | null> | undefined;
const canvasProfile = () =>
  (encoderProfile ??= (async () => {
    const probe = new OffscreenCanvas(1, 1);
    probe.getContext('2d', { alpha: false });
    const blob = await probe.convertToBlob({ type: 'image/jpeg' });
    return (await readSourceMetadata(blobReader(blob), 'image/jpeg')).icc;
  })().catch(() => null));

interface PixelContext {
  getImageData(x: number, y: number, w: number, h: number, settings?: ImageDataSettings): ImageData;
}

const ORDER: Record<string, PixelSource['order']> = {
  BGRA: 'bgra',
  BGRX: 'bgra',
  RGBA: 'rgba',
  RGBX: 'rgba',
};

/**
 * The canvas as a frame copied straight into the encoder's memory, in the canvas's own byte order: a
 * tenth of what getImageData's converted copies cost. Null where frames are missing or not RGB.
 */
function frameSource(canvas: OffscreenCanvas): (PixelSource & { close(): void }) | null {
  if (typeof VideoFrame !== 'function') return null;
  const frame = new VideoFrame(canvas, { timestamp: 0 });
  const order = ORDER[frame.format ?? ''];
  if (!order || frame.codedWidth !== canvas.width || frame.codedHeight !== canvas.height) {
    frame.close();
    return null;
  }
  const width = frame.codedWidth;
  return {
    width,
    height: frame.codedHeight,
    order,
    async copyRows(y, rows, into, offset, stride) {
      await frame.copyTo(into, { rect: { x: 0, y, width, height: rows }, layout: [{ offset, stride }] });
    },
    close: () => frame.close(),
  };
}

function imageDataSource(ctx: PixelContext, width: number, height: number): PixelSource {
  return {
    width,
    height,
    order: 'rgba',
    copyRows(y, rows, into, offset, stride) {
      const data = ctx.getImageData(0, y, width, rows, { colorSpace: 'srgb' }).data;
      for (let r = 0; r < rows; r += 1)
        into.set(data.subarray(r * width * 4, (r + 1) * width * 4), offset + r * stride);
      return Promise.resolve();
    },
  };
}

/**
 * The canvas's pixels as a JPEG at `quality` (0-1); null where this thread cannot run the encoder, or it
 * failed, so the caller uses the canvas's own.
 */
export async function canvasJpeg(
  canvas: OffscreenCanvas,
  ctx: PixelContext,
  quality: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  let frame: ReturnType<typeof frameSource> = null;
  try {
    const icc = await canvasProfile();
    frame = frameSource(canvas);
    const file = await encodeJpeg(
      frame ?? imageDataSource(ctx, canvas.width, canvas.height),
      quality * 100,
      icc,
    );
    // It goes on by transfer, its whole buffer with it: the writer's room past the file is copied away
    // where it is more than an eighth.
    return file && ownBytes(file, file.length / 8);
  } catch (err) {
    console.warn('JPEG encoder: the canvas encodes this photo', err);
    return null;
  } finally {
    frame?.close();
  }
}
