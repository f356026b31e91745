// A PNG that states its colour by gAMA (and cHRM) exports as Chromium decodes it: its numbers through
// gamma 1/gAMA, converted to sRGB. libvips alone would pass the numbers on as sRGB's.
import sharp from 'sharp';
import { afterAll, expect, it } from 'vitest';
import { createPhotoEngine } from '#server/engine';
import { engineInput, pixels } from '../../helpers/engine-inputs';
import { greyGammaProfile, greyInSrgb } from '../../helpers/icc-builder';
import { iccpChunk, pngChunk as chunk, solidPngWith, u32s } from '../../helpers/png-chunks';
import { buildTiff } from '../../helpers/tiff-builder';
import { srgbProfile } from '#shared/metadata/icc-build';

const engine = createPhotoEngine({ threads: 1 });
afterAll(() => engine.close());

const COLOUR = [128, 64, 200];

const png = (chunks: Buffer[]) => solidPngWith(COLOUR, chunks);

const srgbEncode = (linear: number) =>
  255 * (linear <= 0.0031308 ? 12.92 * linear : 1.055 * linear ** (1 / 2.4) - 0.055);

async function exported(file: Buffer): Promise<number[]> {
  const out = await engine.compose(await engineInput(file, 'image/png', [], {}, { format: 'png' }));
  // Converted to sRGB, and tagged so (decision 362).
  expect((await sharp(out.bytes).metadata()).icc).toEqual(Buffer.from(srgbProfile()));
  return (await pixels(out.bytes)).at(32, 24).slice(0, 3);
}

it.each([
  ['1.0 (linear)', 100000],
  ['1.8 (old Mac)', 55556],
  // Just under a whole gamma: its fraction rounds up and must carry (it came out white, or as gamma 1).
  ['0.99999', 100001],
  ['1.99998', 50001],
])('a PNG of gamma %s is converted to sRGB as Chromium decodes it', async (_, gama) => {
  const got = await exported(await png([chunk('gAMA', u32s(gama))]));
  const want = COLOUR.map((v) => srgbEncode((v / 255) ** (100000 / gama)));
  got.forEach((v, i) => expect(Math.abs(v - want[i]!)).toBeLessThanOrEqual(2));
});

it('leaves a PNG of gamma 1/2.2, one that says sRGB, or one libpng ignores, as its numbers are', async () => {
  expect(await exported(await png([chunk('gAMA', u32s(45455))]))).toEqual(COLOUR);
  expect(await exported(await png([chunk('gAMA', u32s(1))]))).toEqual(COLOUR);
  const srgb = [chunk('sRGB', Buffer.from([0])), chunk('gAMA', u32s(100000))];
  expect(await exported(await png(srgb))).toEqual(COLOUR);
});

it("reads cHRM: sRGB's own primaries and white change nothing beyond gamma 2.2's", async () => {
  const chrm = chunk('cHRM', u32s(31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000));
  const got = await exported(await png([chunk('gAMA', u32s(45455)), chrm]));
  const want = COLOUR.map((v) => srgbEncode((v / 255) ** 2.2));
  got.forEach((v, i) => expect(Math.abs(v - want[i]!)).toBeLessThanOrEqual(2));
});

it.each(['b-w', 'grey16'] as const)(
  'converts a grey PNG (%s) by its gamma, or by its grey profile, as Chromium does',
  async (grey) => {
    const linear = await solidPngWith([128, 128, 128], [chunk('gAMA', u32s(100000))], grey);
    expect(await exported(linear)).toEqual(Array(3).fill(Math.round(srgbEncode(128 / 255))));
    const profiled = await solidPngWith([128, 128, 128], [iccpChunk(greyGammaProfile(1.8))], grey);
    expect(await exported(profiled)).toEqual(Array(3).fill(Math.round(greyInSrgb(128, 1.8))));
  },
);

it('keeps a 16-bit grey PNG upright when it makes it 8-bit for its profile', async () => {
  const exif = Buffer.from(
    buildTiff({ le: true, ifd0: [{ tag: 0x112, type: 3, values: [6] }], exif: [], gps: [] }),
  );
  const file = await solidPngWith(
    [128, 128, 128],
    [chunk('gAMA', u32s(100000)), chunk('eXIf', exif)],
    'grey16',
  );
  const out = await engine.compose(await engineInput(file, 'image/png', [], {}, { format: 'png' }));
  expect([out.width, out.height]).toEqual([48, 64]);
});

it('refuses a cut-short 16-bit grey PNG by its name, alone, as any damaged photo', async () => {
  const whole = await solidPngWith([128, 128, 128], [chunk('gAMA', u32s(100000))], 'grey16');
  const cut = whole.subarray(0, whole.length - 30);
  const input = await engineInput(cut, 'image/png', [], {}, { format: 'png' });
  await expect(engine.compose(input)).rejects.toMatchObject({ code: 'image_load' });
});
