// A PNG that states its colour by gAMA and cHRM: the server engine's export agrees with Chromium's
// own decode of it, which the browser export composes from.
import { createPhotoEngine } from '#server/engine';
import { test, expect } from './fixtures';
import { engineInput, pixels } from '../helpers/engine-inputs';
import { greyGammaProfile } from '../helpers/icc-builder';
import { iccpChunk, pngChunk, solidPngWith, u32s } from '../helpers/png-chunks';

const COLOUR = [128, 64, 200];
const CASES: [string, Buffer[], ('b-w' | 'grey16')?][] = [
  ['gamma 1.0', [pngChunk('gAMA', u32s(100000))]],
  ['gamma 1.8', [pngChunk('gAMA', u32s(55556))]],
  // Display P3's primaries and white: the colour is inside sRGB, so nothing is clipped.
  [
    'P3 primaries',
    [
      pngChunk('gAMA', u32s(45455)),
      pngChunk('cHRM', u32s(31270, 32900, 68000, 32000, 26500, 69000, 15000, 6000)),
    ],
  ],
  ['grey, gamma 1.0', [pngChunk('gAMA', u32s(100000))], 'b-w'],
  ['16-bit grey, gamma 1.0', [pngChunk('gAMA', u32s(100000))], 'grey16'],
  ['16-bit grey, Gray Gamma 1.8', [iccpChunk(greyGammaProfile(1.8))], 'grey16'],
];

test('the engine exports a PNG of gAMA and cHRM in the colours Chromium decodes it in', async ({ page }) => {
  await page.goto('/');
  const engine = createPhotoEngine({ threads: 1 });
  try {
    for (const [name, chunks, grey] of CASES) {
      const file = await solidPngWith(grey ? [128, 128, 128] : COLOUR, chunks, grey);
      const inChromium = await page.evaluate(async (b64) => {
        const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const ctx = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d')!;
        ctx.drawImage(bitmap, 0, 0);
        return [...ctx.getImageData(32, 24, 1, 1).data].slice(0, 3);
      }, file.toString('base64'));
      const out = await engine.compose(await engineInput(file, 'image/png', [], {}, { format: 'png' }));
      const onServer = (await pixels(out.bytes)).at(32, 24).slice(0, 3);
      expect(inChromium, `${name}: Chromium applies it`).not.toEqual(grey ? [128, 128, 128] : COLOUR);
      onServer.forEach((v, i) =>
        expect(Math.abs(v - inChromium[i]!), `${name}: ${onServer} vs ${inChromium}`).toBeLessThanOrEqual(2),
      );
    }
  } finally {
    await engine.close();
  }
});
