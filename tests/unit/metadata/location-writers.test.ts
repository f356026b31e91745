// "Remove location data" against location as drones and Photoshop write it, beyond EXIF GPS and the
// IPTC/XMP City and Country fields.
import { describe, expect, it } from 'vitest';
import { asciiBytes, concat, utf8, utf8Bytes } from '#shared/metadata/bytes';
import { cleanPhotoshopResources } from '#shared/metadata/iptc';
import { removeXmpLocation, xmpMayChange } from '#shared/metadata/xmp';
import { NO_METADATA } from '#shared/metadata/model';
import { outputMetadata } from '#shared/metadata/output';

const packet = (attrs: string) =>
  `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">` +
  `<rdf:Description rdf:about="" ${attrs}/></rdf:RDF></x:xmpmeta>`;

const resource = (id: number, data: Uint8Array) => {
  const size = new Uint8Array(4);
  new DataView(size.buffer).setUint32(0, data.length);
  return concat([
    asciiBytes('8BIM'),
    Uint8Array.of(id >> 8, id & 0xff, 0, 0),
    size,
    data,
    new Uint8Array(data.length & 1),
  ]);
};
const dataset = (n: number, v: string) => concat([Uint8Array.of(0x1c, 2, n, 0, v.length), asciiBytes(v)]);

describe('location as real writers put it', () => {
  it("removes a DJI drone's position from XMP (drone-dji namespace), keeping its other properties", () => {
    const xmp = packet(
      'xmlns:drone-dji="http://www.dji.com/drone-dji/1.0/" drone-dji:GpsLatitude="+48.858400" ' +
        'drone-dji:GpsLongitude="+2.294500" drone-dji:GpsLongtitude="+2.294500" ' +
        'drone-dji:AbsoluteAltitude="+120.30" drone-dji:FlightYawDegree="+12.3"',
    );
    expect(xmpMayChange(utf8Bytes(xmp), true)).toBe(true);
    const out = removeXmpLocation(xmp);
    expect(out).not.toMatch(/48\.8584|2\.2945|120\.30/);
    expect(out).toContain('drone-dji:FlightYawDegree="+12.3"');
  });

  it('removes the other spellings DJI writes its positions in: GPS*, Latitude/Longitude, the rangefinder target', () => {
    const xmp = packet(
      'xmlns:drone-dji="http://www.dji.com/drone-dji/1.0/" drone-dji:GPSLatitude="+48.858401" ' +
        'drone-dji:Latitude="+48.858402" drone-dji:Longitude="+2.294502" drone-dji:LRFTargetDistance="54.1" ' +
        'drone-dji:LRFTargetLon="+2.294503" drone-dji:LRFTargetLat="+48.858403" ' +
        'drone-dji:LRFTargetAlt="+90.5" drone-dji:LRFTargetAbsAlt="+409.1" drone-dji:RelativeAltitude="+50.0"',
    );
    const out = removeXmpLocation(xmp);
    expect(out).not.toMatch(/48\.8584|2\.2945|90\.5|409\.1/);
    expect(out).toContain('drone-dji:LRFTargetDistance="54.1"');
    expect(out).toContain('drone-dji:RelativeAltitude="+50.0"');
  });

  it('drops IPTC content location (2:26, 2:27) and cleans the XMP copy Photoshop keeps in resource 0x0424', () => {
    const iim = concat([
      dataset(80, 'Ada'),
      dataset(26, 'FRA'),
      dataset(27, 'Eiffel Tower'),
      dataset(116, '(c) Ada'),
    ]);
    const xmp = packet(
      'xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="48,51.4N" exif:FNumber="28/10"',
    );
    const irb = concat([resource(0x0404, iim), resource(0x0424, utf8Bytes(xmp))]);
    const text = utf8(cleanPhotoshopResources(irb, true)!);
    expect(text).not.toMatch(/Eiffel|FRA|48,51\.4N/);
    expect(text).toMatch(/Ada/);
    expect(text).toContain('exif:FNumber="28/10"');
    // Kept as it is when location stays.
    expect(cleanPhotoshopResources(irb, false)!.length).toBe(irb.length);
  });

  it("makes Photoshop's XMP copy true of the output as the XMP packet is: upright, no thumbnail", () => {
    const xmp = packet(
      'xmlns:tiff="http://ns.adobe.com/tiff/1.0/" tiff:Orientation="6" ' +
        'xmlns:xmp="http://ns.adobe.com/xap/1.0/"><xmp:Thumbnails>PREVIEW</xmp:Thumbnails></rdf:Description',
    ).replace('/></rdf:RDF>', '></rdf:RDF>');
    const irb = resource(0x0424, utf8Bytes(xmp));
    const size = { width: 400, height: 600 };
    const out = outputMetadata({ ...NO_METADATA, iptc: irb }, { removeLocation: false, size, icc: null });
    const text = utf8(out.iptc!);
    expect(text).toContain('tiff:Orientation="1"');
    expect(text).not.toContain('PREVIEW');
  });
});
