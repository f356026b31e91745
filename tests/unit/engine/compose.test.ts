// The server engine composes real photos in worker threads: upright whatever the EXIF orientation,
// the output size, layers where the shared plan puts them (logo within 1 px), tiles, alpha kept or
// flattened as the format asks, one failure per bad photo with its code.
import { afterAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { placementToPixels } from '#shared/placement';
import { createPhotoEngine, EngineError } from '#server/engine';
import {
  LOGO,
  at,
  engineInput,
  inkBox,
  isBlue,
  isRed,
  logoLayer,
  orientedJpeg,
  pixels,
  textLayer,
} from '../../helpers/engine-inputs';

const engine = createPhotoEngine({ threads: 2 });
afterAll(() => engine.close());

const isWhite = ([r, g, b]: number[]) => r! > 220 && g! > 220 && b! > 220;

describe.each([1, 3, 6, 8] as const)('EXIF orientation %i', (orientation) => {
  it('comes out upright at the upright size, the logo on its planned box within 1 px, the text below it', async () => {
    const [W, H] = [900, 600];
    const place = at(0.1, 0.5, 0.25);
    const input = await engineInput(
      await orientedJpeg(orientation, W, H),
      'image/jpeg',
      [logoLayer(), textLayer('© Dana Levi')],
      { logo: place, text: at(0.5, 0.8, 0.4) },
      { format: 'png' },
    );
    const out = await engine.compose(input);
    expect([out.width, out.height]).toEqual([W, H]);
    const img = await pixels(out.bytes);
    expect([img.width, img.height]).toEqual([W, H]);
    // The red marker is at the top left of the upright picture, and nowhere else.
    expect(isRed(img.at(10, 10))).toBe(true);
    for (const [x, y] of [
      [W - 10, 10],
      [10, H - 10],
      [W - 10, H - 10],
    ] as const)
      expect(isRed(img.at(x, y))).toBe(false);
    const box = placementToPixels(place, { width: W, height: H }, LOGO);
    const blue = inkBox(img, isBlue)!;
    expect(Math.abs(blue.left - box.left)).toBeLessThanOrEqual(1);
    expect(Math.abs(blue.top - box.top)).toBeLessThanOrEqual(1);
    expect(Math.abs(blue.right + 1 - (box.left + box.width))).toBeLessThanOrEqual(1);
    expect(Math.abs(blue.bottom + 1 - (box.top + box.height))).toBeLessThanOrEqual(1);
    // The text: white ink starting at its x, in the lower part only.
    const text = inkBox(img, isWhite)!;
    expect(text.top).toBeGreaterThanOrEqual(0.8 * H - 1);
    expect(Math.abs(text.left - 0.5 * W)).toBeLessThan(0.02 * 0.4 * W);
    expect(Math.abs(text.right - 0.9 * W)).toBeLessThan(0.03 * 0.4 * W);
  });
});

it('a tiled text layer over a logo: every cell of a 3x3 grid has text, the logo still where it was', async () => {
  const [W, H] = [1200, 900];
  const tiled = textLayer('PROOF', { tile: { enabled: true, spacing: 0.5 } });
  const input = await engineInput(
    await orientedJpeg(1, W, H),
    'image/jpeg',
    [logoLayer(), tiled],
    { logo: at(0.05, 0.05, 0.2), text: at(0.4, 0.45, 0.12, { rotation: 30, opacity: 0.8 }) },
    { format: 'png' },
  );
  const img = await pixels((await engine.compose(input)).bytes);
  for (let j = 0; j < 3; j++)
    for (let i = 0; i < 3; i++) {
      let n = 0;
      for (let y = j * 300; y < j * 300 + 300; y += 2)
        for (let x = i * 400; x < i * 400 + 400; x += 2)
          if (img.at(x, y)[0]! > 200 && img.at(x, y)[2]! > 150) n++;
      expect(n, `cell ${i},${j}`).toBeGreaterThan(30);
    }
  // The logo under the tiles: most of its box is still its blue.
  const blue = inkBox(img, isBlue)!;
  expect(blue.count).toBeGreaterThan(0.6 * (0.2 * W) * (0.1 * W));
  expect([blue.left, blue.top]).toEqual([0.05 * W, 0.05 * H]);
});

it('resizes to the long edge (never enlarging), the logo scaled with it', async () => {
  const input = await engineInput(
    await orientedJpeg(6, 1600, 1000),
    'image/jpeg',
    [logoLayer()],
    { logo: at(0.5, 0.5, 0.25) },
    { resize: 800 },
  );
  const out = await engine.compose(input);
  expect([out.width, out.height]).toEqual([800, 500]);
  const blue = inkBox(await pixels(out.bytes), isBlue)!;
  expect(Math.abs(blue.left - 400)).toBeLessThanOrEqual(2);
  expect(Math.abs(blue.right + 1 - 600)).toBeLessThanOrEqual(2);
  const small = await engineInput(await orientedJpeg(1, 400, 300), 'image/jpeg', [], {}, { resize: 2048 });
  expect((await engine.compose(small)).width).toBe(400);
});

describe('transparency', () => {
  async function halfTransparent(): Promise<Buffer> {
    const blue = { create: { width: 200, height: 200, channels: 4 as const, background: '#ff8000' } };
    return sharp({
      create: { width: 400, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([{ input: blue, left: 200, top: 0 }])
      .png()
      .toBuffer();
  }
  it.each(['png', 'webp'] as const)('%s keeps a transparent photo transparent', async (format) => {
    const out = await engine.compose(
      await engineInput(
        await halfTransparent(),
        'image/png',
        [logoLayer()],
        { logo: at(0.7, 0.6, 0.1) },
        { format },
      ),
    );
    const img = await pixels(out.bytes);
    expect(img.channels).toBe(4);
    expect(img.at(50, 100)[3]).toBe(0);
    expect(img.at(250, 50)[3]).toBe(255);
  });
  it('JPEG flattens it on white, as the browser does', async () => {
    const out = await engine.compose(
      await engineInput(await halfTransparent(), 'image/png', [], {}, { format: 'jpeg' }),
    );
    const img = await pixels(out.bytes);
    expect(img.channels).toBe(3);
    expect(img.at(50, 100).every((v) => v > 250)).toBe(true);
  });
});

it('a 16-bit PNG comes out in 8 bits per channel', async () => {
  const source = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#3366aa' } })
    .toColourspace('rgb16')
    .png()
    .toBuffer();
  expect((await sharp(source).metadata()).depth).toBe('ushort');
  const out = await engine.compose(
    await engineInput(source, 'image/png', [logoLayer()], { logo: at(0.1, 0.1, 0.2) }, { format: 'png' }),
  );
  expect((await sharp(out.bytes).metadata()).depth).toBe('uchar');
});

describe('failures, one photo at a time, with their codes', () => {
  const fails = async (input: Promise<Parameters<typeof engine.compose>[0]>, code: string) => {
    const error = await engine.compose(await input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).code).toBe(code);
    expect((error as EngineError).message).toContain('photo.jpg');
    // Across the thread: the job runner names the photo once by it.
    expect((error as EngineError).subject).toBe('photo.jpg');
  };
  it('a corrupt JPEG is image_load', async () => {
    const good = await orientedJpeg(1, 300, 200);
    const corrupt = Buffer.concat([good.subarray(0, 200), Buffer.alloc(2000, 0x5a)]);
    await fails(engineInput(corrupt, 'image/jpeg', [logoLayer()], {}), 'image_load');
  });
  it('a JPEG cut short is image_load, as in Chromium, whichever path it would take', async () => {
    const good = await orientedJpeg(1, 640, 480);
    const cut = good.subarray(0, Math.round(good.length * 0.8));
    for (const originalQuality of [true, false])
      await fails(
        engineInput(cut, 'image/jpeg', [logoLayer()], { logo: at(0.9, 0.9, 0.1) }, { originalQuality }),
        'image_load',
      );
  });
  it('a photo beyond one canvas is image_too_large, refused from its header', async () => {
    const wide = await sharp({ create: { width: 33_000, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await fails(engineInput(wide, 'image/png', [], {}), 'image_too_large');
  });
  it('a panorama past 16,383 px is format_too_large as WEBP or AVIF, and goes as JPEG, PNG or resized', async () => {
    const pano = await sharp({ create: { width: 16_400, height: 8, channels: 3, background: '#345' } })
      .jpeg()
      .toBuffer();
    for (const format of ['webp', 'avif'] as const)
      await fails(engineInput(pano, 'image/jpeg', [], {}, { format }), 'format_too_large');
    for (const output of [{ format: 'png' }, { format: 'webp', resize: 16_383 }] as const) {
      const out = await engine.compose(await engineInput(pano, 'image/jpeg', [], {}, output));
      expect(out.width).toBe(output.format === 'png' ? 16_400 : 16_383);
    }
  });
  it('a type that is not a photo is unsupported', async () => {
    await fails(
      engineInput(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml', [], {}),
      'unsupported',
    );
  });
  it('after failures the engine still composes', async () => {
    const out = await engine.compose(
      await engineInput(await orientedJpeg(3, 300, 200), 'image/jpeg', [], {}),
    );
    expect([out.width, out.height]).toEqual([300, 200]);
  });
});
