// XMP in a PNG's zTXt or tEXt chunk (libvips, and so sharp, writes zTXt) is read as an iTXt one is:
// the creator and rights it holds reach the export.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { memorySource } from '#shared/metadata/bytes';
import { readSourceMetadata } from '#shared/metadata/output';
import { pngChunk, solidPngWith } from '../../helpers/png-chunks';

const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:rights="© Dana Levi"/></rdf:RDF></x:xmpmeta>';

const png = () => sharp({ create: { width: 4, height: 4, channels: 3, background: '#888' } });

describe('PNG XMP in a text chunk', () => {
  it('reads the zTXt that sharp writes', async () => {
    const file = await png().withXmp(XMP).png().toBuffer();
    expect(file.includes('zTXt')).toBe(true);
    const meta = await readSourceMetadata(memorySource(new Uint8Array(file)), 'image/png');
    expect(meta.xmp).toContain('© Dana Levi');
  });

  it('reads a tEXt one', async () => {
    const text = pngChunk('tEXt', Buffer.from(`XML:com.adobe.xmp\0${XMP}`, 'utf8'));
    const file = await solidPngWith([128, 128, 128], [text]);
    const meta = await readSourceMetadata(memorySource(new Uint8Array(file)), 'image/png');
    expect(meta.xmp).toContain('© Dana Levi');
  });
});
