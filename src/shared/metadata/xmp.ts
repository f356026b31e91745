// XMP packets: location removed by namespace (whatever prefix the packet uses), extended XMP tied to
// its standard packet by the MD5 GUID the XMP spec requires.
import { md5 } from '@noble/hashes/legacy.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { asciiBytes, startsWith, utf8, utf8Bytes } from './bytes';
import type { OutputMetadata } from './model';

const NS = {
  exif: 'http://ns.adobe.com/exif/1.0/',
  photoshop: 'http://ns.adobe.com/photoshop/1.0/',
  iptcCore: 'http://iptc.org/std/Iptc4xmpCore/1.0/xmlns/',
  iptcExt: 'http://iptc.org/std/Iptc4xmpExt/2008-02-29/',
  xmpNote: 'http://ns.adobe.com/xmp/note/',
  /** DJI drones write their position here rather than (or as well as) in EXIF GPS. */
  dji: 'http://www.dji.com/drone-dji/1.0/',
};

/** Properties that say where a photo was taken, as regex sources for the local name. */
const LOCATION: readonly (readonly [string, string])[] = [
  [NS.exif, 'GPS[A-Za-z]*'],
  [NS.photoshop, '(?:City|State|Country)'],
  [NS.iptcCore, '(?:Location|CountryCode)'],
  [NS.iptcExt, '(?:LocationCreated|LocationShown)'],
  // Models differ: GpsLatitude (and the misspelt GpsLongtitude), GPSLatitude, Latitude; the M30 and
  // H20 rangefinders add the position of what the camera looked at (LRFTarget*, not its distance).
  [NS.dji, '(?:G[Pp][Ss][A-Za-z]*|AbsoluteAltitude|Latitude|Longitude|LRFTarget(?:Lat|Lon|Alt|AbsAlt))'],
];

/** Every prefix the packet binds to each namespace URI. */
function prefixesOf(xml: string): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  for (const m of xml.matchAll(/xmlns:([A-Za-z_][\w.-]*)\s*=\s*["']([^"']*)["']/g)) {
    const set = map.get(m[2]!) ?? new Set<string>();
    set.add(m[1]!);
    map.set(m[2]!, set);
  }
  return map;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/** Removes the named properties in all three RDF spellings: attribute, empty element, element. */
/**
 * The (prefix, name pattern) pairs of `props` the packet actually uses. One combined search first:
 * packets of megabytes (edit histories) usually hold none, and then no rewriting pass runs at all.
 */
function used(xml: string, props: readonly (readonly [string, string])[]): [string, string][] {
  const prefixes = prefixesOf(xml);
  const pairs = props.flatMap(([uri, name]) =>
    [...(prefixes.get(uri) ?? [])].map((p): [string, string] => [escape(p), name]),
  );
  if (!pairs.length || !new RegExp(pairs.map(([p, n]) => `${p}:${n}`).join('|')).test(xml)) return [];
  return pairs.filter(([p, n]) => new RegExp(`${p}:${n}`).test(xml));
}

/** Removes the named properties in all three RDF spellings: attribute, empty element, element. */
function removeProperties(xml: string, props: readonly (readonly [string, string])[]): string {
  let out = xml;
  for (const [prefix, name] of used(xml, props)) {
    const q = `${prefix}:(${name})`;
    out = out
      .replace(new RegExp(`\\s+${q}\\s*=\\s*(?:"[^"]*"|'[^']*')`, 'g'), '')
      .replace(new RegExp(`<${q}(?:\\s[^>]*)?/>`, 'g'), '')
      .replace(new RegExp(`<${q}(?:\\s[^>]*)?>[\\s\\S]*?</${prefix}:\\1\\s*>`, 'g'), '');
  }
  return out;
}

export const removeXmpLocation = (xml: string): string => removeProperties(xml, LOCATION);

const TIFF = 'http://ns.adobe.com/tiff/1.0/';
/**
 * Photoshop and Bridge embed a preview of the photo in XMP (xmp:Thumbnails, a base64 JPEG): like the
 * EXIF thumbnail it shows the photo without its watermark (and not upright), so no output keeps it.
 */
const THUMBNAILS = [['http://ns.adobe.com/xap/1.0/', 'Thumbnails']] as const;
/**
 * What a phone's primary packet says of images and videos it appends after the JPEG's EOI: an Ultra
 * HDR gain map (hdrgm), Google's container directory, a Motion Photo's video. No output carries those
 * parts (nor the MPF index), so a packet still naming them would send readers after bytes that are
 * not in the file: a "gain map" read from the end of the watermarked photo.
 */
const APPENDED = [
  ['http://ns.adobe.com/hdr-gain-map/1.0/', '[A-Za-z]+'],
  ['http://ns.google.com/photos/1.0/container/', 'Directory'],
  ['http://ns.google.com/photos/1.0/camera/', '(?:MotionPhoto|MicroVideo)[A-Za-z]*'],
  // A portrait photo's unblurred original (GImage:Data) and depth map (GDepth) are the scene without
  // the watermark, carried in the packet itself: kept, they would hand out the unmarked photo.
  ['http://ns.google.com/photos/1.0/image/', '[A-Za-z]+'],
  ['http://ns.google.com/photos/1.0/depthmap/', '[A-Za-z]+'],
] as const;
/** What `xmpForOutput` makes true of the output, by namespace and local name. */
const OUTPUT_PROPS = [
  [TIFF, '(?:Orientation|ImageWidth|ImageLength)'],
  [NS.exif, '(?:PixelXDimension|PixelYDimension)'],
] as const;

const uriBytes = (props: readonly (readonly [string, string])[]) =>
  [...new Set(props.map(([uri]) => uri))].map(asciiBytes);
const OUTPUT_URIS = [
  ...uriBytes(OUTPUT_PROPS),
  // The XMP toolkit moves xmp:Thumbnails to the extended packet first. Matched with its closing quote:
  // xmpMM ("http://ns.adobe.com/xap/1.0/mm/"), which edit histories use, begins the same way.
  ...['"', "'"].map((q) => asciiBytes(THUMBNAILS[0][0] + q)),
  ...uriBytes(APPENDED),
];
const LOCATION_URIS = uriBytes(LOCATION);

const SLASHES = 0x2f2f2f2f;

/**
 * Whether `hay` holds any of `needles`, each an "http://" URI. The search reads four bytes at a time
 * and tests only where a word holds a "/" (the classic has-zero-byte test on the word xor "////"),
 * twice as fast on a 5 MB edit history as jumping between slashes with indexOf. The up to three bytes
 * before the first whole word and after the last are not tested on their own: a URI's "//" has five
 * bytes before it and a namespace's path after it, so one of its slashes always lies in a word.
 */
function holdsUri(hay: Uint8Array, needles: readonly Uint8Array[]): boolean {
  const uriAt = (i: number) => needles.some((n) => startsWith(hay, i - 5, n));
  // Each "//" has a slash at `i`, with the other one just before or after it.
  const slashAt = (i: number) =>
    hay[i] === 0x2f && ((hay[i + 1] === 0x2f && uriAt(i)) || (hay[i - 1] === 0x2f && uriAt(i - 1)));
  const start = Math.min(hay.length, (4 - (hay.byteOffset & 3)) & 3);
  const words = new Uint32Array(hay.buffer, hay.byteOffset + start, (hay.length - start) >> 2);
  for (let w = 0; w < words.length; w++) {
    const v = words[w]! ^ SLASHES;
    if (((v - 0x01010101) & ~v & 0x80808080) === 0) continue;
    const i = start + w * 4;
    if (slashAt(i) || slashAt(i + 1) || slashAt(i + 2) || slashAt(i + 3)) return true;
  }
  return false;
}

/**
 * False when a packet's bytes name none of the namespaces the output rewrites: no prefix can then be
 * bound to them, so `xmpForOutput` and `removeXmpLocation` would return it unchanged, and it need not
 * be decoded at all. (A URI in the decoded text is in the bytes too: UTF-8 decodes nothing else to
 * ASCII.) Most megabyte packets are edit histories, which name none.
 */
export function xmpMayChange(bytes: Uint8Array, removeLocation: boolean): boolean {
  return holdsUri(bytes, removeLocation ? [...OUTPUT_URIS, ...LOCATION_URIS] : OUTPUT_URIS);
}

/** The output's extended packet as text, whether made for it or kept from the source. */
export const extendedXmpText = (meta: OutputMetadata): string | null =>
  meta.xmpExtended ?? (meta.xmpExtendedSource && utf8(meta.xmpExtendedSource.bytes));

/** The GUID an extended XMP packet is known by: the MD5 of its bytes, 32 upper-case hex digits. */
export const extendedXmpGuid = (xml: string): string => bytesToHex(md5(utf8Bytes(xml))).toUpperCase();

const HAS_EXTENDED = [[NS.xmpNote, 'HasExtendedXMP']] as const;

/** The standard packet pointing at `guid` (or at nothing when guid is null). */
export function withExtendedGuid(xml: string, guid: string | null): string {
  const bare = removeProperties(xml, HAS_EXTENDED);
  if (!guid) return bare;
  // Added on the first rdf:Description, with its own namespace declaration.
  return bare.replace(
    /<rdf:Description\b/,
    `<rdf:Description xmlns:xmpNote="${NS.xmpNote}" xmpNote:HasExtendedXMP="${guid}"`,
  );
}

/** A minimal standard packet that only points at an extended one. */
export function pointerPacket(guid: string): string {
  return (
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/">' +
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
    `<rdf:Description rdf:about="" xmlns:xmpNote="${NS.xmpNote}" xmpNote:HasExtendedXMP="${guid}"/>` +
    '</rdf:RDF></x:xmpmeta><?xpacket end="w"?>'
  );
}

/** One packet from a standard and an extended one, for formats with no size limit (PNG, WEBP). */
export function mergeXmp(standard: string, extended: string | null): string {
  if (!standard) return extended ?? '';
  const base = withExtendedGuid(standard, null);
  if (!extended) return base;
  const inner = /<rdf:RDF\b[^>]*>([\s\S]*)<\/rdf:RDF\s*>/.exec(extended)?.[1];
  const close = base.lastIndexOf('</rdf:RDF');
  if (!inner || close < 0) return base;
  return base.slice(0, close) + inner + base.slice(close);
}

/**
 * The packet made true of the output: upright, at its pixel size (properties it states, none added),
 * without an embedded thumbnail nor references to images appended after the source's JPEG.
 */
export function xmpForOutput(xml: string, size: { width: number; height: number }): string {
  const values: Record<string, string> = {
    Orientation: '1',
    ImageWidth: String(size.width),
    ImageLength: String(size.height),
    PixelXDimension: String(size.width),
    PixelYDimension: String(size.height),
  };
  let out = xml;
  for (const [prefix, names] of used(xml, OUTPUT_PROPS)) {
    const q = `${prefix}:(${names})`;
    out = out
      .replace(
        new RegExp(`(\\s${q}\\s*=\\s*)(?:"[^"]*"|'[^']*')`, 'g'),
        (_, head: string, name: string) => `${head}"${values[name]}"`,
      )
      .replace(
        new RegExp(`(<${q}(?:\\s[^>]*)?>)[^<]*(</${prefix}:\\2\\s*>)`, 'g'),
        (_, open: string, name: string, close: string) => `${open}${values[name]}${close}`,
      );
  }
  return removeProperties(out, [...THUMBNAILS, ...APPENDED]);
}
