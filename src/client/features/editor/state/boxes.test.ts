// The preview writes a text layer's tokens as the export does: "© {artist}" on a photo whose EXIF names
// the artist read "©" in the editor and "© Dana Levi" in the exported file, and {date} showed the
// file's day where the export wrote the capture day.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fillTokens } from '#shared/layers';
import { textLayer } from '#shared/layers/fixtures';
import { filledTexts } from '../../../export/watermark-input';
import { intakePhotos } from '../hooks/intake';
import { tokenContext } from './boxes';

async function photo(exif: Record<string, Record<string, string>>, name: string) {
  const img = sharp({ create: { width: 64, height: 48, channels: 3, background: '#808080' } }).withExif(exif);
  return new File([new Uint8Array(await img.jpeg().toBuffer())], name, {
    type: 'image/jpeg',
    lastModified: Date.UTC(2026, 10, 3, 12),
  });
}

describe('preview tokens', () => {
  it('fill from the photo as the export fills them: artist, copyright, camera, capture date', async () => {
    const files = [
      await photo(
        {
          IFD0: { Artist: 'Dana Levi', Copyright: '2024 Dana Levi', Make: 'Canon', Model: 'Canon EOS R5' },
          IFD2: { DateTimeOriginal: '2024:06:01 10:00:00' },
        },
        'beach.jpg',
      ),
      await photo({}, 'plain.jpg'),
    ];
    const images = (await intakePhotos(files, ['.jpg'])).images.map((i) => ({ ...i, placements: {} }));
    const layer = textLayer('t', '© {artist} {camera} {date}\n{copyright} {filename} {n}/{total}');
    for (const [i, image] of images.entries()) {
      const preview = fillTokens(layer.text, tokenContext(image, images, 'en'));
      const run = { n: i + 1, total: images.length, locale: 'en' };
      const exported = await filledTexts([layer], { ...image, settings: {} as never }, run);
      expect(preview).toBe(exported.t);
    }
    expect(fillTokens(layer.text, tokenContext(images[0]!, images, 'en'))).toBe(
      '© Dana Levi Canon EOS R5 1 June 2024\n2024 Dana Levi beach 1/2',
    );
  });
});
