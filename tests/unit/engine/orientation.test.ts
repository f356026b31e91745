// The server engine turns every EXIF orientation upright, mirrored ones too, in JPEG, PNG (eXIf) and
// WEBP (EXIF after the image data) alike, as the browser export does (decision 306).
import { afterAll, describe, expect, it } from 'vitest';
import sharp, { type Sharp } from 'sharp';
import { createPhotoEngine } from '#server/engine';
import { engineInput, isRed, markedRaw, pixels } from '../../helpers/engine-inputs';

const engine = createPhotoEngine({ threads: 2 });
afterAll(() => engine.close());

const [W, H] = [300, 200];

/** What to do to the upright picture so that EXIF orientation `o` shows it upright again. */
const UNDO: Record<number, ((s: Sharp) => Sharp)[]> = {
  1: [],
  2: [(s) => s.flop()],
  3: [(s) => s.rotate(180)],
  4: [(s) => s.flip()],
  5: [(s) => s.rotate(90), (s) => s.flop()],
  6: [(s) => s.rotate(270)],
  7: [(s) => s.rotate(90), (s) => s.flip()],
  8: [(s) => s.rotate(90)],
};

async function oriented(o: number, format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  let bytes = await sharp(await markedRaw(W, H), { raw: { width: W, height: H, channels: 3 } })
    .png()
    .toBuffer();
  for (const step of UNDO[o]!) bytes = await step(sharp(bytes)).png().toBuffer();
  const out = await sharp(bytes).withMetadata({ orientation: o }).toFormat(format).toBuffer();
  expect((await sharp(out).metadata()).orientation ?? 1).toBe(o);
  return out;
}

describe.each(['jpeg', 'png', 'webp'] as const)('%s', (format) => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('orientation %i comes out upright at the upright size', async (o) => {
    const out = await engine.compose(
      await engineInput(await oriented(o, format), `image/${format}`, [], {}, { format: 'png' }),
    );
    const img = await pixels(out.bytes);
    expect([img.width, img.height]).toEqual([W, H]);
    // The red marker is at the top left of the upright picture, and in no other corner.
    const corners = [
      [10, 10],
      [W - 10, 10],
      [10, H - 10],
      [W - 10, H - 10],
    ] as const;
    expect(corners.map(([x, y]) => isRed(img.at(x, y)))).toEqual([true, false, false, false]);
  });
});
