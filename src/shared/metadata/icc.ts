// ICC profiles: what colour space a profile describes, and (for matrix/TRC RGB profiles) the maths to
// bring sRGB colours into it, so a logo drawn on a wide-gamut photo keeps its own colour.
import { ascii } from './bytes';

export type IccSpace = 'rgb' | 'cmyk' | 'gray' | 'other';

type Xyz = [number, number, number];
export interface RgbMatrixProfile {
  /** Columns: the red, green and blue primaries in PCS XYZ (D50). */
  primaries: [Xyz, Xyz, Xyz];
  /** Encoded value (0..1) to linear, per channel. */
  curves: [(v: number) => number, (v: number) => number, (v: number) => number];
}

const SRGB_PRIMARIES: [Xyz, Xyz, Xyz] = [
  [0.4360747, 0.2225045, 0.0139322],
  [0.3850649, 0.7168786, 0.0971045],
  [0.1430804, 0.0606169, 0.7141733],
];

export function iccSpace(icc: Uint8Array): IccSpace {
  if (icc.length < 132) return 'other';
  const sig = ascii(icc, 16, 4);
  return sig === 'RGB ' ? 'rgb' : sig === 'CMYK' ? 'cmyk' : sig === 'GRAY' ? 'gray' : 'other';
}

function tags(icc: Uint8Array): Map<string, Uint8Array> {
  const view = new DataView(icc.buffer, icc.byteOffset, icc.byteLength);
  const map = new Map<string, Uint8Array>();
  const n = icc.length >= 132 ? view.getUint32(128) : 0;
  for (let i = 0; i < n && 132 + i * 12 + 12 <= icc.length; i += 1) {
    const e = 132 + i * 12;
    const offset = view.getUint32(e + 4);
    const size = view.getUint32(e + 8);
    if (offset + size <= icc.length) map.set(ascii(icc, e, 4), icc.subarray(offset, offset + size));
  }
  return map;
}

const s15 = (b: Uint8Array, at: number) =>
  new DataView(b.buffer, b.byteOffset, b.byteLength).getInt32(at) / 65536;

function xyz(tag: Uint8Array | undefined): Xyz | null {
  if (!tag || tag.length < 20 || ascii(tag, 0, 4) !== 'XYZ ') return null;
  return [s15(tag, 8), s15(tag, 12), s15(tag, 16)];
}

function curve(tag: Uint8Array | undefined): ((v: number) => number) | null {
  if (!tag || tag.length < 12) return null;
  const view = new DataView(tag.buffer, tag.byteOffset, tag.byteLength);
  const kind = ascii(tag, 0, 4);
  if (kind === 'curv') {
    const n = view.getUint32(8);
    if (n === 0) return (v) => v;
    if (n === 1) {
      const g = view.getUint16(12) / 256;
      return (v) => v ** g;
    }
    if (tag.length < 12 + 2 * n) return null;
    const table = Array.from({ length: n }, (_, i) => view.getUint16(12 + 2 * i) / 65535);
    return (v) => {
      const x = Math.min(1, Math.max(0, v)) * (n - 1);
      const i = Math.min(n - 2, Math.floor(x));
      return table[i]! + (table[i + 1]! - table[i]!) * (x - i);
    };
  }
  if (kind === 'para') {
    const type = view.getUint16(8);
    const count = [1, 3, 4, 5, 7][type];
    if (count === undefined || tag.length < 12 + 4 * count) return null;
    const [g, a = 1, b = 0, c = 0, d = 0, e = 0, f = 0] = Array.from({ length: count }, (_, i) =>
      s15(tag, 12 + 4 * i),
    );
    if (type === 0) return (v) => v ** g!;
    if (type === 1) return (v) => (v >= -b / a ? (a * v + b) ** g! : 0);
    if (type === 2) return (v) => (v >= -b / a ? (a * v + b) ** g! + c : c);
    if (type === 3) return (v) => (v >= d ? (a * v + b) ** g! : c * v);
    return (v) => (v >= d ? (a * v + b) ** g! + e : c * v + f);
  }
  return null;
}

/** The matrix/TRC model of an RGB profile, or null for LUT-based and non-RGB ones. */
export function rgbMatrixProfile(icc: Uint8Array): RgbMatrixProfile | null {
  if (iccSpace(icc) !== 'rgb') return null;
  const t = tags(icc);
  const r = xyz(t.get('rXYZ'));
  const g = xyz(t.get('gXYZ'));
  const b = xyz(t.get('bXYZ'));
  const cr = curve(t.get('rTRC'));
  const cg = curve(t.get('gTRC'));
  const cb = curve(t.get('bTRC'));
  if (!r || !g || !b || !cr || !cg || !cb) return null;
  return { primaries: [r, g, b], curves: [cr, cg, cb] };
}

function gamutArea(p: [Xyz, Xyz, Xyz]): number {
  const xy = p.map(([X, Y, Z]) => [X / (X + Y + Z), Y / (X + Y + Z)] as const);
  const [[x1, y1], [x2, y2], [x3, y3]] = xy as [
    readonly [number, number],
    readonly [number, number],
    readonly [number, number],
  ];
  return Math.abs((x2 - x1) * (y3 - y1) - (x3 - x1) * (y2 - y1)) / 2;
}

/**
 * True for an RGB profile whose gamut is clearly wider than sRGB's (Display P3 is about 1.35 times
 * its area, Adobe RGB 1.37): such a photo loses colours when squeezed into sRGB.
 */
export function isWideGamut(profile: RgbMatrixProfile): boolean {
  return gamutArea(profile.primaries) > 1.1 * gamutArea(SRGB_PRIMARIES);
}

export { SRGB_PRIMARIES };
