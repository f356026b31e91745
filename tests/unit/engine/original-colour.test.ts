// "Original quality" keeps a JPEG's numbers and its profile, whatever the profile: a logo drawn into
// blocks that change must be put into that profile's numbers, or a photo tagged Apple RGB (gamma 1.8)
// shows its logo lighter than the one the user chose, while the pixel path (which converts the photo to
// sRGB) shows it right.
import { afterAll, expect, it } from 'vitest';
import sharp from 'sharp';
import { placementToPixels } from '#shared/placement';
import { keptFromSrgb } from '#shared/metadata';
import { memorySource } from '#shared/metadata/bytes';
import { readSourceMetadata } from '#shared/metadata/output';
import { createPhotoEngine } from '#server/engine';
import { LOGO, at, engineInput, logoLayer, textLayer } from '../../helpers/engine-inputs';
import { iccSegment, withSegments } from '../../e2e/metadata-helpers';
import { appleRgbProfile } from '../../helpers/icc-builder';

const engine = createPhotoEngine({ threads: 1 });
afterAll(() => engine.close());

const APPLE_RGB = appleRgbProfile();
const GREY: [number, number, number] = [120, 120, 120];
const place = at(0.5, 0.5, 0.3);

it('a logo on an Apple RGB photo kept at original quality shows the colour the user chose', async () => {
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#d0d8e0' } })
    .jpeg({ quality: 95 })
    .toBuffer();
  const tagged = withSegments(photo, iccSegment(APPLE_RGB));
  const logo = await sharp({
    create: { ...LOGO, channels: 4, background: { r: 120, g: 120, b: 120, alpha: 1 } },
  })
    .png()
    .toBuffer();
  const box = placementToPixels(place, { width: 640, height: 480 }, LOGO);
  const centre = { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2) };
  for (const originalQuality of [true, false]) {
    const input = await engineInput(
      tagged,
      'image/jpeg',
      [logoLayer()],
      { logo: place },
      { originalQuality },
    );
    input.images['logo-file'] = new Uint8Array(logo);
    const out = await engine.compose(input);
    expect(Boolean(out.original)).toBe(originalQuality);
    // Read as any viewer reads it: through the profile the file carries, into sRGB.
    const { data, info } = await sharp(out.bytes)
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const i = (centre.y * info.width + centre.x) * info.channels;
    const seen = [data[i]!, data[i + 1]!, data[i + 2]!];
    expect({ originalQuality, far: seen.some((v, c) => Math.abs(v - GREY[c]!) > 3), seen }).toMatchObject({
      originalQuality,
      far: false,
    });
  }
});

it('a text layer on an Apple RGB photo shows its colour too, kept at original quality or not', async () => {
  const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#000000' } })
    .jpeg({ quality: 95 })
    .toBuffer();
  const tagged = withSegments(photo, iccSegment(APPLE_RGB));
  const text = textLayer('HHH', { style: { color: '#787878', bold: true } });
  for (const originalQuality of [true, false]) {
    const input = await engineInput(tagged, 'image/jpeg', [text], { text: place }, { originalQuality });
    const out = await engine.compose(input);
    expect(Boolean(out.original)).toBe(originalQuality);
    const { data, info } = await sharp(out.bytes)
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The glyphs' solid insides are the most common colour that is not the black photo.
    const counts = new Map<number, number>();
    for (let i = 0; i < data.length; i += info.channels)
      if (data[i]! > 40) counts.set(data[i]!, (counts.get(data[i]!) ?? 0) + 1);
    const ink = [...counts].sort((a, b) => b[1] - a[1])[0]![0];
    expect({ originalQuality, ink: Math.abs(ink - GREY[0]) <= 3 ? 'as chosen' : ink }).toEqual({
      originalQuality,
      ink: 'as chosen',
    });
  }
});

it('leaves logos as they are on photos tagged sRGB (the common case), converts them under Apple RGB', async () => {
  const tagged = async (icc: 'srgb' | null) => {
    const img = sharp({ create: { width: 8, height: 8, channels: 3, background: '#808080' } });
    const file = icc
      ? await img.withIccProfile(icc).jpeg().toBuffer()
      : withSegments(await img.jpeg().toBuffer(), iccSegment(APPLE_RGB));
    return readSourceMetadata(memorySource(file), 'image/jpeg');
  };
  expect(keptFromSrgb(await tagged('srgb'))).toBeNull();
  expect(keptFromSrgb(await tagged(null))).toBeTypeOf('function');
});
