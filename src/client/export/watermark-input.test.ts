import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { logoLayer, textLayer } from '#shared/layers/fixtures';
import type { Batch, BatchImage } from '../lib/batch';
import { photoTags } from '#shared/metadata';
import { batchWatermark, composeWatermark, filledTexts, LEGACY_LOGO_ID } from './watermark-input';

const settings = { x: 0.1, y: 0.2, scale: 0.3, opacity: 0.8, rotation: 10 };
const logo = {
  file: new File(['x'], 'logo.png'),
  name: 'logo.png',
  type: 'image/png',
  width: 400,
  height: 100,
};

async function jpeg(exif: Record<string, Record<string, string>>, type: 'jpeg' | 'png' | 'webp' = 'jpeg') {
  const img = sharp({ create: { width: 64, height: 48, channels: 3, background: '#808080' } }).withExif(exif);
  return new Uint8Array(await img[type]().toBuffer());
}

const image = (file: File, extra: Partial<BatchImage> = {}): BatchImage => ({
  id: '1',
  file,
  name: file.name,
  settings,
  placements: {},
  ...extra,
});

describe('batchWatermark', () => {
  it('turns an old-style batch (a logo and its settings) into a one-layer watermark', async () => {
    const batch: Batch = { images: [], logo, projectSettings: settings, watermark: null };
    const w = batchWatermark(batch)!;
    expect(w.layers).toHaveLength(1);
    expect(w.layers[0]).toMatchObject({ kind: 'image', fileId: LEGACY_LOGO_ID, width: 400, height: 100 });
    expect(w.placements[LEGACY_LOGO_ID]).toEqual({ ...settings, anchor: null });
    expect(w.files[LEGACY_LOGO_ID]).toBe(logo);
    const img = image(new File(['x'], 'a.jpg'), { settings: { ...settings, x: 0.5 } });
    const mark = await composeWatermark(w, img, true, { n: 1, total: 1, locale: 'en' });
    expect(mark.placements[LEGACY_LOGO_ID]).toEqual({ ...settings, x: 0.5, anchor: null });
  });

  it('has no watermark without a logo or layers, and uses the layered one when there is one', () => {
    expect(batchWatermark({ images: [], logo: null, projectSettings: null, watermark: null })).toBeNull();
    const layered = { layers: [textLayer('t')], placements: {}, files: {} };
    expect(batchWatermark({ images: [], logo: null, projectSettings: null, watermark: layered })).toBe(
      layered,
    );
  });

  it("gives a photo's own placement over the project-level one, layer by layer", async () => {
    const p = (x: number) => ({ ...settings, x, anchor: null });
    const w = { layers: [logoLayer('a'), textLayer('b')], placements: { a: p(0.1), b: p(0.2) }, files: {} };
    const img = { ...image(new File(['x'], 'a.jpg')), placements: { b: p(0.7) } };
    const mark = await composeWatermark(w, img, false, { n: 1, total: 1, locale: 'en' });
    expect(mark.placements).toEqual({ a: p(0.1), b: p(0.7) });
  });
});

describe('filledTexts', () => {
  it('fills every token from the photo: EXIF capture date, artist, copyright, camera, name, position', async () => {
    const bytes = await jpeg({
      IFD0: { Artist: 'Dana Levi', Copyright: '2024 Dana Levi', Make: 'Canon', Model: 'Canon EOS R5' },
      IFD2: { DateTimeOriginal: '2024:03:05 10:11:12' },
    });
    const file = new File([bytes], 'IMG_0042.jpg', { lastModified: Date.UTC(2026, 0, 2, 12) });
    const layer = textLayer('t', '{filename} {n}/{total} {date} {year}\n{artist} | {copyright} | {camera}');
    const texts = await filledTexts([layer], image(file), { n: 3, total: 24, locale: 'en' });
    expect(texts.t).toBe('IMG_0042 3/24 5 March 2024 2024\nDana Levi | 2024 Dana Levi | Canon EOS R5');
  });

  it('falls back to the file date without EXIF, and skips hidden and image layers', async () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'scan.png', {
      lastModified: new Date(2026, 10, 23, 12).getTime(),
    });
    const hidden = { ...textLayer('h', '{year}'), visible: false };
    const texts = await filledTexts([logoLayer('l'), hidden, textLayer('t', '{date}')], image(file), {
      n: 1,
      total: 1,
      locale: 'he',
    });
    // Isolated as one right-to-left piece (decision 361).
    expect(texts).toEqual({ t: '\u206823 בנובמבר 2026\u2069' });
  });
});

describe('photoTags', () => {
  it('reads the EXIF block of PNG and WebP files too', async () => {
    for (const type of ['png', 'webp'] as const) {
      const bytes = await jpeg(
        { IFD0: { Artist: 'Noa' }, IFD2: { DateTimeOriginal: '2023:12:31 23:59:59' } },
        type,
      );
      expect(await photoTags(new Blob([bytes])), type).toMatchObject({
        artist: 'Noa',
        dateTimeOriginal: '2023:12:31 23:59:59',
      });
    }
  });

  it("reads a JPEG's EXIF without reading the megabytes of XMP after it", async () => {
    const bytes = await jpeg({ IFD0: { Artist: 'Noa' } });
    // A 5 MB APP1 XMP segment run after the EXIF one (its length field only: its body is never parsed).
    const xmp = new Uint8Array(5 * 2 ** 20);
    for (let at = 0; at < xmp.length; at += 65537) xmp.set([0xff, 0xe1, 0xff, 0xff], at);
    const cut = xmp.length - (xmp.length % 65537);
    const exifEnd = 4 + ((bytes[4]! << 8) | bytes[5]!); // sharp writes EXIF first, after SOI
    let read = 0;
    class Counted extends Blob {
      override slice(start = 0, end = this.size) {
        read += end - start;
        return super.slice(start, end);
      }
    }
    const file = new Counted([bytes.subarray(0, exifEnd), xmp.subarray(0, cut), bytes.subarray(exifEnd)]);
    expect((await photoTags(file)).artist).toBe('Noa');
    expect(read).toBeLessThan(256 * 1024);
  });

  it('gives nothing for a file without EXIF or with a broken block', async () => {
    const plain = new Uint8Array(
      await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
        .jpeg()
        .toBuffer(),
    );
    expect(await photoTags(new Blob([plain]))).toEqual({
      dateTimeOriginal: null,
      artist: null,
      copyright: null,
      make: null,
      model: null,
    });
    const broken = (await jpeg({ IFD0: { Artist: 'Dana' } })).slice(0, 40);
    expect((await photoTags(new Blob([broken]))).artist).toBeNull();
  });
});
