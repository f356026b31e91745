// Issue 12: the export drops the source's embedded thumbnail, a preview of the photo without its
// watermark. Photoshop and Bridge also embed one in XMP (xmp:Thumbnails, base64 JPEG), which
// reached every output format with the rest of the packet.
import { describe, expect, it } from 'vitest';
import { NO_METADATA, outputMetadata } from '#shared/metadata';
import { utf8Bytes } from '#shared/metadata/bytes';
import { extendedXmpText, xmpForOutput } from '#shared/metadata/xmp';

const THUMB = '/9j/4AAQSkZJRgABAgAAAQABAAD/2wBDAAgGBgcGBQgHBwcJCQgKDA';
const packet = (prefix: string) =>
  `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">` +
  `<rdf:Description rdf:about="" xmlns:${prefix}="http://ns.adobe.com/xap/1.0/" ` +
  `xmlns:xmpGImg="http://ns.adobe.com/xap/1.0/g/img/" xmlns:dc="http://purl.org/dc/elements/1.1/" ` +
  `${prefix}:CreatorTool="Adobe Photoshop CS5">` +
  `<${prefix}:Thumbnails><rdf:Alt><rdf:li rdf:parseType="Resource"><xmpGImg:width>256</xmpGImg:width>` +
  `<xmpGImg:height>170</xmpGImg:height><xmpGImg:format>JPEG</xmpGImg:format>` +
  `<xmpGImg:image>${THUMB}</xmpGImg:image></rdf:li></rdf:Alt></${prefix}:Thumbnails>` +
  `<dc:creator><rdf:Seq><rdf:li>Noa</rdf:li></rdf:Seq></dc:creator>` +
  `</rdf:Description></rdf:RDF></x:xmpmeta>`;

describe('XMP thumbnails', () => {
  it.each(['xmp', 'xap'])('are dropped from the output packet (prefix %s), the rest kept', (prefix) => {
    const out = xmpForOutput(packet(prefix), { width: 100, height: 50 });
    expect(out).not.toContain(THUMB);
    expect(out).not.toContain(`${prefix}:Thumbnails`);
    expect(out).toContain('<dc:creator><rdf:Seq><rdf:li>Noa</rdf:li></rdf:Seq></dc:creator>');
    expect(out).toContain(`${prefix}:CreatorTool="Adobe Photoshop CS5"`);
  });

  it('are dropped whether location is removed or kept', () => {
    for (const removeLocation of [true, false]) {
      const meta = outputMetadata(
        { ...NO_METADATA, xmp: packet('xmp') },
        { removeLocation, size: { width: 100, height: 50 }, icc: null },
      );
      expect(meta.xmp).not.toContain(THUMB);
    }
  });

  it('are dropped from an extended packet, where the XMP toolkit moves them first when the standard one overflows', () => {
    // An extended packet naming no TIFF/EXIF namespace was copied from the source undecoded.
    const extended = packet('xmp');
    const meta = outputMetadata(
      {
        ...NO_METADATA,
        xmp: packet('xmp').replace(/<xmp:Thumbnails>[\s\S]*<\/xmp:Thumbnails>/, ''),
        xmpExtended: extended,
        xmpExtendedGuid: '0123456789ABCDEF0123456789ABCDEF',
        xmpExtendedBytes: utf8Bytes(extended),
      },
      { removeLocation: false, size: { width: 100, height: 50 }, icc: null },
    );
    expect(extendedXmpText(meta)).not.toContain(THUMB);
    expect(extendedXmpText(meta)).toContain('Noa');
  });

  it("leave an edit history (xmpMM, whose namespace begins as xmp's does) undecoded", () => {
    const history =
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
      '<rdf:Description rdf:about="" xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/"><xmpMM:History/>' +
      '</rdf:Description></rdf:RDF></x:xmpmeta>';
    const bytes = utf8Bytes(history);
    const meta = outputMetadata(
      { ...NO_METADATA, xmpExtended: history, xmpExtendedGuid: 'G', xmpExtendedBytes: bytes },
      { removeLocation: true, size: { width: 100, height: 50 }, icc: null },
    );
    expect(meta.xmpExtendedSource?.bytes).toBe(bytes);
  });
});
