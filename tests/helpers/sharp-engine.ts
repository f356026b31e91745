// A stand-in PhotoEngine for the jobs tests until the server engine (src/server/engine) is merged: a
// real sharp pipeline that decodes the photo, applies its EXIF orientation, resizes and re-encodes it in
// the output format. It draws no watermark; the lead swaps in createPhotoEngine from src/server/engine.
// Also loaded by worker child processes through ENGINE_MODULE, so it exports createPhotoEngine.
import sharp from 'sharp';
import { outputSize } from '#shared/export-settings';
import { EngineError, type EngineInput, type PhotoEngine } from '#server/engine/types';

/** Milliseconds each photo takes at least (TEST_ENGINE_DELAY_MS), so a test can act mid-job. */
const delayMs = () => Number(process.env.TEST_ENGINE_DELAY_MS ?? 0);

async function encode(input: EngineInput) {
  const image = sharp(input.photo, { failOn: 'error' }).rotate();
  const meta = await image.metadata();
  // After .rotate(), orientations 5 to 8 swap width and height.
  const swap = (meta.orientation ?? 1) >= 5;
  const size = { width: swap ? meta.height : meta.width, height: swap ? meta.width : meta.height };
  const out = outputSize(size, input.output.resize);
  const resized = out.width === size.width ? image : image.resize(out.width, out.height);
  const q = input.output.quality;
  const encoded =
    input.output.format === 'png'
      ? resized.png()
      : input.output.format === 'webp'
        ? resized.webp({ quality: q })
        : input.output.format === 'avif'
          ? resized.avif({ quality: q })
          : resized.flatten({ background: '#ffffff' }).jpeg({ quality: q });
  return encoded.toBuffer({ resolveWithObject: true });
}

export function createPhotoEngine(): PhotoEngine {
  return {
    async compose(input) {
      const wait = delayMs();
      if (wait) await new Promise((r) => setTimeout(r, wait));
      try {
        const { data, info } = await encode(input);
        return { bytes: new Uint8Array(data), width: info.width, height: info.height };
      } catch (e) {
        throw new EngineError('image_load', `could not be read (${(e as Error).message})`);
      }
    },
    async close() {},
  };
}
