// Photoshop image resources (JPEG APP13): the IPTC-IIM block is kept, its location datasets removed on
// request; thumbnails are dropped, and the IPTC digest with them once the IPTC block changes.
import { asciiBytes, be16, be32, concat, u16be, u32be, utf8, utf8Bytes } from './bytes';
import { removeXmpLocation } from './xmp';

const SIG = asciiBytes('8BIM');
const IPTC = 0x0404;
const THUMBNAILS = new Set([0x0409, 0x040c]);
const IPTC_DIGEST = 0x0425;
/** The XMP copy Photoshop keeps among its resources. */
const XMP = 0x0424;
/**
 * IIM record 2: Content location code and name, City, Sub-location, Province/State, Country code,
 * Country name.
 */
const LOCATION_DATASETS = new Set([26, 27, 90, 92, 95, 100, 101]);

interface Resource {
  id: number;
  name: Uint8Array;
  data: Uint8Array;
}

function parseResources(b: Uint8Array): Resource[] {
  const out: Resource[] = [];
  let at = 0;
  while (at + 12 <= b.length && SIG.every((c, i) => b[at + i] === c)) {
    const id = u16be(b, at + 4);
    const nameLen = b[at + 6]!;
    const nameEnd = at + 6 + ((nameLen + 2) & ~1);
    const size = u32be(b, nameEnd);
    const start = nameEnd + 4;
    if (start + size > b.length) break;
    out.push({ id, name: b.subarray(at + 6, nameEnd), data: b.subarray(start, start + size) });
    at = start + size + (size & 1);
  }
  return out;
}

function writeResources(list: readonly Resource[]): Uint8Array {
  return concat(
    list.flatMap((r) => [
      SIG,
      be16(r.id),
      r.name,
      be32(r.data.length),
      r.data,
      new Uint8Array(r.data.length & 1),
    ]),
  );
}

/** The IIM datasets without record-2 location ones. */
function withoutLocation(iim: Uint8Array): Uint8Array {
  const keep: Uint8Array[] = [];
  let at = 0;
  while (at + 5 <= iim.length && iim[at] === 0x1c) {
    const record = iim[at + 1]!;
    const dataset = iim[at + 2]!;
    let len = u16be(iim, at + 3);
    let head = 5;
    if (len & 0x8000) {
      // Extended dataset: the low bits give how many bytes hold the length.
      const n = len & 0x7fff;
      len = 0;
      for (let i = 0; i < n; i += 1) len = len * 256 + iim[at + 5 + i]!;
      head += n;
    }
    const end = at + head + len;
    if (end > iim.length) break;
    if (!(record === 2 && LOCATION_DATASETS.has(dataset))) keep.push(iim.subarray(at, end));
    at = end;
  }
  return concat(keep);
}

/**
 * The resources to write into the output, or null when nothing worth keeping is left. Photoshop's XMP
 * copy goes through `xmpCopy`, as the output's XMP packet does (upright, at its size, no thumbnail);
 * without one, only its location is removed, on request.
 */
export function cleanPhotoshopResources(
  irb: Uint8Array,
  removeLocation: boolean,
  xmpCopy: ((xml: string) => string) | undefined = removeLocation ? removeXmpLocation : undefined,
): Uint8Array | null {
  const list = parseResources(irb).filter((r) => !THUMBNAILS.has(r.id));
  let changed = false;
  const out = list.map((r) => {
    if (r.id === XMP && xmpCopy) {
      const text = utf8(r.data);
      const cleaned = xmpCopy(text);
      return cleaned === text ? r : { ...r, data: utf8Bytes(cleaned) };
    }
    if (r.id !== IPTC || !removeLocation) return r;
    const data = withoutLocation(r.data);
    changed ||= data.length !== r.data.length;
    return { ...r, data };
  });
  const kept = changed ? out.filter((r) => r.id !== IPTC_DIGEST) : out;
  return kept.length ? writeResources(kept) : null;
}
