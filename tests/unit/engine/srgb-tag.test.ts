// Decision 362 pins what gets the sRGB profile and what does not: the engine's pixel-path JPEG, PNG
// and WEBP do; an AVIF (its colour is in its own header) and the original-quality JPEG (the source's
// segments as they are) do not; a wide-gamut or given profile is never replaced.
import { afterAll, expect, it } from 'vitest';
import sharp from 'sharp';
import { outputMetadata, type OutputOptions } from '#shared/metadata/output';
import { srgbProfile } from '#shared/metadata/icc-build';
import { NO_METADATA } from '#shared/metadata/model';
import { createPhotoEngine } from '#server/engine';
import { at, engineInput, logoLayer } from '../../helpers/engine-inputs';
import { cameraJpeg } from '../../e2e/metadata-helpers';

const engine = createPhotoEngine({ threads: 1 });
afterAll(() => engine.close());
const srgb = Buffer.from(srgbProfile());

async function exported(format: 'jpeg' | 'png' | 'webp' | 'avif', originalQuality = false) {
  const input = await engineInput(await cameraJpeg(), 'image/jpeg', [logoLayer()], {
    logo: at(0.8, 0.8, 0.1),
  });
  const out = await engine.compose({ ...input, output: { ...input.output, format, originalQuality } });
  return Buffer.from(out.bytes);
}

it.each(['jpeg', 'png', 'webp'] as const)(
  'an sRGB %s from the pixel path carries the sRGB profile',
  async (f) => {
    const bytes = await exported(f);
    expect((await sharp(bytes).metadata()).icc).toEqual(srgb);
  },
);

it('an AVIF and an original-quality JPEG are not given it', async () => {
  expect((await sharp(await exported('avif')).metadata()).icc).toBeUndefined();
  expect((await sharp(await exported('jpeg', true)).metadata()).icc).toBeUndefined();
});

it('a wide-gamut canvas or a profile of the output own numbers is never replaced by it', () => {
  const size = { width: 10, height: 10 };
  const base: OutputOptions = { removeLocation: true, size, icc: null, tagSrgb: true };
  const mine = new Uint8Array([1, 2, 3]);
  expect(outputMetadata(NO_METADATA, base).icc).toEqual(srgbProfile());
  expect(outputMetadata(NO_METADATA, { ...base, wideGamut: true }).icc).toBeNull();
  expect(outputMetadata(NO_METADATA, { ...base, icc: mine }).icc).toBe(mine);
  expect(outputMetadata(NO_METADATA, { ...base, tagSrgb: false }).icc).toBeNull();
});
