// A PNG eXIf chunk that keeps JPEG's "Exif\0\0" header (as some converters write it) still carries
// its EXIF into the export, as a WEBP EXIF chunk with that header already does.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { memorySource } from '#shared/metadata/bytes';
import { readSourceMetadata } from '#shared/metadata/output';
import { pngChunk, solidPngWith } from '../../helpers/png-chunks';

describe('PNG eXIf', () => {
  it('reads a TIFF block behind an "Exif\\0\\0" header', async () => {
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#888' } })
      .withExif({ IFD0: { Make: 'Phone' } })
      .jpeg()
      .toBuffer();
    const at = jpeg.indexOf('Exif\0\0');
    const app1 = jpeg.subarray(at, at - 2 + jpeg.readUInt16BE(at - 2));
    const file = new Uint8Array(await solidPngWith([136, 136, 136], [pngChunk('eXIf', Buffer.from(app1))]));
    const meta = await readSourceMetadata(memorySource(file), 'image/png');
    expect(meta.exif && String.fromCharCode(meta.exif[0]!, meta.exif[1]!)).toBe('II');
  });
});
