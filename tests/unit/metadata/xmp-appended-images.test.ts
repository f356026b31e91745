// Phones append images and videos after the primary JPEG's EOI (Ultra HDR gain maps, Google's
// GContainer directory, Motion Photos) and describe them in the primary's XMP. No export carries
// those appended parts, so a packet that still named them would send readers after bytes that are
// not in the file (a "gain map" read from the end of the watermarked photo).
import { describe, expect, it } from 'vitest';
import { NO_METADATA, outputMetadata } from '#shared/metadata';
import { utf8Bytes } from '#shared/metadata/bytes';
import { extendedXmpText, xmpForOutput, xmpMayChange } from '#shared/metadata/xmp';

const packet =
  `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">` +
  `<rdf:Description rdf:about="" xmlns:hdrgm="http://ns.adobe.com/hdr-gain-map/1.0/" ` +
  `xmlns:Container="http://ns.google.com/photos/1.0/container/" ` +
  `xmlns:Item="http://ns.google.com/photos/1.0/container/item/" ` +
  `xmlns:GCamera="http://ns.google.com/photos/1.0/camera/" xmlns:dc="http://purl.org/dc/elements/1.1/" ` +
  `hdrgm:Version="1.0" GCamera:MotionPhoto="1" GCamera:MotionPhotoVersion="1" ` +
  `GCamera:MotionPhotoPresentationTimestampUs="968644" GCamera:MicroVideoOffset="2417" ` +
  `GCamera:HdrPlusMakernote="kept">` +
  `<Container:Directory><rdf:Seq>` +
  `<rdf:li rdf:parseType="Resource"><Container:Item Item:Semantic="Primary" Item:Mime="image/jpeg"/></rdf:li>` +
  `<rdf:li rdf:parseType="Resource"><Container:Item Item:Semantic="GainMap" Item:Mime="image/jpeg" Item:Length="1075"/></rdf:li>` +
  `</rdf:Seq></Container:Directory>` +
  `<dc:rights><rdf:Alt><rdf:li xml:lang="x-default">(c) Noa</rdf:li></rdf:Alt></dc:rights>` +
  `</rdf:Description></rdf:RDF></x:xmpmeta>`;

const size = { width: 800, height: 600 };

describe('XMP describing images appended after the JPEG', () => {
  it('drops the gain-map version, the container directory and the motion-photo offsets, keeping the rest', () => {
    const out = xmpForOutput(packet, size);
    expect(out).not.toMatch(/hdrgm:Version|Container:Directory|Item:Semantic|Item:Length/);
    expect(out).not.toMatch(/GCamera:(MotionPhoto|MicroVideo)/);
    expect(out).toContain('GCamera:HdrPlusMakernote="kept"');
    expect(out).toContain('<rdf:li xml:lang="x-default">(c) Noa</rdf:li>');
  });

  it("drops a portrait photo's unmarked original and depth map, carried in the packet", () => {
    const portrait =
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">` +
      `<rdf:Description rdf:about="" xmlns:GImage="http://ns.google.com/photos/1.0/image/" ` +
      `xmlns:GDepth="http://ns.google.com/photos/1.0/depthmap/" ` +
      `xmlns:GFocus="http://ns.google.com/photos/1.0/focus/" GFocus:FocalDistance="1.2" ` +
      `GImage:Mime="image/jpeg" GDepth:Format="RangeInverse" GDepth:Near="0.5" GDepth:Mime="image/png">` +
      `<GImage:Data>/9j/4AAQSkZJRgABAQ==</GImage:Data><GDepth:Data>iVBORw0KGgo=</GDepth:Data>` +
      `</rdf:Description></rdf:RDF></x:xmpmeta>`;
    expect(xmpMayChange(utf8Bytes(portrait), false)).toBe(true);
    const out = xmpForOutput(portrait, size);
    expect(out).not.toMatch(/GImage:|GDepth:|\/9j\/|iVBOR/);
    expect(out).toContain('GFocus:FocalDistance="1.2"');
  });

  it('drops them with location kept or removed', () => {
    for (const removeLocation of [true, false]) {
      const meta = outputMetadata({ ...NO_METADATA, xmp: packet }, { removeLocation, size, icc: null });
      expect(meta.xmp).not.toMatch(/hdrgm:|Container:Directory/);
    }
  });

  it('decodes an extended packet that names them, and drops them there too', () => {
    expect(xmpMayChange(utf8Bytes(packet), false)).toBe(true);
    const meta = outputMetadata(
      {
        ...NO_METADATA,
        xmp: '<x:xmpmeta xmlns:x="adobe:ns:meta/"/>',
        xmpExtended: packet,
        xmpExtendedGuid: '0123456789ABCDEF0123456789ABCDEF',
        xmpExtendedBytes: utf8Bytes(packet),
      },
      { removeLocation: false, size, icc: null },
    );
    expect(extendedXmpText(meta)).not.toMatch(/hdrgm:|Container:Directory/);
    expect(extendedXmpText(meta)).toContain('(c) Noa');
  });
});
