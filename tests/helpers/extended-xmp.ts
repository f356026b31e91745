// Splices XMP into a JPEG the way desktop editors write a long edit history: a standard XMP packet
// in one APP1 segment that points (xmpNote:HasExtendedXMP, the MD5 of the rest) at extended XMP
// carried in as many further APP1 segments as it needs (XMP spec part 3, 1.1.3.1). sharp's withXmp
// writes one segment, which holds at most 64 KB. Used by the export bench and the metadata tests.
import crypto from 'node:crypto';

const STANDARD_NS = Buffer.from('http://ns.adobe.com/xap/1.0/\0', 'latin1');
const EXTENDED_NS = Buffer.from('http://ns.adobe.com/xmp/extension/\0', 'latin1');
/** A segment's payload is at most 65533 bytes; this leaves room for the extension header. */
const CHUNK = 65400;

function app1(payload: Buffer): Buffer {
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** Where a photo was taken, as a geotagging tool adds it: namespaces, then properties as elements. */
const LOCATION_NS =
  ' xmlns:exif="http://ns.adobe.com/exif/1.0/" xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/"';
const LOCATION = '<exif:GPSLatitude>48,51.4N</exif:GPSLatitude><photoshop:City>Paris</photoshop:City>';

/** An edit history as editors record it: many rdf:li entries of stEvt attributes. */
function extendedPacket(bytes: number, seed: number, location: boolean): Buffer {
  const open =
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
    '<rdf:Description rdf:about="" xmlns:xmpMM="http://ns.adobe.com/xap/1.0/mm/" ' +
    `xmlns:stEvt="http://ns.adobe.com/xap/1.0/sType/ResourceEvent#"${location ? LOCATION_NS : ''}>` +
    `${location ? LOCATION : ''}<xmpMM:History><rdf:Seq>`;
  const close = '</rdf:Seq></xmpMM:History></rdf:Description></rdf:RDF></x:xmpmeta>';
  const items: string[] = [];
  let size = open.length + close.length;
  for (let n = 0; size < bytes; n++) {
    const id = crypto.createHash('md5').update(`${seed}/${n}`).digest('hex');
    const item =
      `<rdf:li stEvt:action="saved" stEvt:instanceID="xmp.iid:${id}" ` +
      `stEvt:when="2024-05-${String((n % 28) + 1).padStart(2, '0')}T10:${String(n % 60).padStart(2, '0')}:00+02:00" ` +
      `stEvt:softwareAgent="Adobe Photoshop 25.0 (Macintosh)" stEvt:changed="/"/>`;
    items.push(item);
    size += item.length;
  }
  return Buffer.from(open + items.join('') + close, 'utf8');
}

function standardPacket(guid: string): Buffer {
  return Buffer.from(
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/">' +
      '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" ' +
      'xmlns:xmpNote="http://ns.adobe.com/xmp/note/" xmlns:dc="http://purl.org/dc/elements/1.1/" ' +
      `xmpNote:HasExtendedXMP="${guid}"><dc:creator><rdf:Seq><rdf:li>Bench Photographer</rdf:li></rdf:Seq></dc:creator>` +
      '</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>',
    'utf8',
  );
}

export interface ExtendedXmpOptions {
  /** Location properties in the extended packet (an export removes them by default). */
  location?: boolean;
  /** A segment written between the first two extended ones, as some writers interleave others. */
  between?: Buffer;
}

/** The extended packet as written, for comparing outputs with it. */
export const extendedXmpOf = (bytes: number, seed: number, options: ExtendedXmpOptions = {}) =>
  extendedPacket(bytes, seed, options.location ?? false);

/** `jpeg` with about `bytes` of XMP inserted right after its SOI marker. */
export function withExtendedXmp(
  jpeg: Buffer,
  bytes: number,
  seed: number,
  options: ExtendedXmpOptions = {},
): Buffer {
  const ext = extendedXmpOf(bytes, seed, options);
  const guid = crypto.createHash('md5').update(ext).digest('hex').toUpperCase();
  const segments = [app1(Buffer.concat([STANDARD_NS, standardPacket(guid)]))];
  for (let offset = 0; offset < ext.length; offset += CHUNK) {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(ext.length, 0);
    head.writeUInt32BE(offset, 4);
    const part = ext.subarray(offset, offset + CHUNK);
    segments.push(app1(Buffer.concat([EXTENDED_NS, Buffer.from(guid, 'latin1'), head, part])));
    if (offset === 0 && options.between) segments.push(options.between);
  }
  return Buffer.concat([jpeg.subarray(0, 2), ...segments, jpeg.subarray(2)]);
}
