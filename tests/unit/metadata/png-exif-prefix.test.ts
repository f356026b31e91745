// A PNG eXIf chunk that keeps JPEG's "Exif\0\0" header (as some converters write it) still carries
// its EXIF into the export, as a WEBP EXIF chunk with that header already does.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { concat, memorySource } from '#shared/metadata/bytes';
import { crc32 } from '#shared/metadata/crc32';
import { readSourceMetadata } from '#shared/metadata/output';

function chunk(type: string, data: Uint8Array): Uint8Array {
  const head = new Uint8Array(8);
  new DataView(head.buffer).setUint32(0, data.length);
  head.set(
    [...type].map((c) => c.charCodeAt(0)),
    4,
  );
  const crc = new Uint8Array(4);
  new DataView(crc.buffer).setUint32(0, crc32([head.subarray(4), data]));
  return concat([head, data, crc]);
}

describe('PNG eXIf', () => {
  it('reads a TIFF block behind an "Exif\\0\\0" header', async () => {
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#888' } })
      .withExif({ IFD0: { Make: 'Phone' } })
      .jpeg()
      .toBuffer();
    const at = jpeg.indexOf('Exif\0\0');
    const app1 = jpeg.subarray(at, at - 2 + jpeg.readUInt16BE(at - 2));
    const png = new Uint8Array(
      await sharp({ create: { width: 4, height: 4, channels: 3, background: '#888' } })
        .png()
        .toBuffer(),
    );
    const file = concat([png.subarray(0, 33), chunk('eXIf', new Uint8Array(app1)), png.subarray(33)]);
    const meta = await readSourceMetadata(memorySource(file), 'image/png');
    expect(meta.exif && String.fromCharCode(meta.exif[0]!, meta.exif[1]!)).toBe('II');
  });
});
