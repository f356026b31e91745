// A matrix/TRC RGB ICC profile (v2) built from its primaries and a gamma. Adobe RGB (1998) is the one
// a camera names in EXIF instead of embedding it (decision 308): we write it, as no package ships it.
import type { Xyz } from './matrix3';

const ascii = (s: string) => Array.from(s, (c) => c.charCodeAt(0) & 0xff);
const u32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
/** s15Fixed16Number. */
const s15 = (v: number) => u32(Math.round(v * 65536) >>> 0);
/** The ICC profile connection space's white. */
export const D50: Xyz = [0.9642, 1, 0.8249];

function tag(type: string, body: number[]): number[] {
  const b = [...ascii(type), 0, 0, 0, 0, ...body];
  return b.concat(new Array<number>((4 - (b.length % 4)) % 4).fill(0));
}

const xyzTag = (v: Xyz) => tag('XYZ ', v.flatMap(s15));

function descTag(text: string): number[] {
  // ASCII description, then empty Unicode and ScriptCode parts.
  return tag('desc', [
    ...u32(text.length + 1),
    ...ascii(text),
    0,
    ...new Array<number>(4 + 4 + 2 + 1 + 67).fill(0),
  ]);
}

/**
 * A v2 display profile of `tags` (signature, body) over `space` ('RGB ' or 'GRAY'), to PCS XYZ. Tags
 * given the same body (one array) share its bytes, as rTRC, gTRC and bTRC do in sRGB profiles.
 */
export function iccProfile(space: 'RGB ' | 'GRAY', tags: [string, number[]][]): Uint8Array {
  const table: number[] = [...u32(tags.length)];
  const bodies = new Map<number[], number>();
  let offset = 128 + 4 + tags.length * 12;
  for (const [sig, data] of tags) {
    const shared = bodies.get(data);
    table.push(...ascii(sig), ...u32(shared ?? offset), ...u32(data.length));
    if (shared !== undefined) continue;
    bodies.set(data, offset);
    offset += data.length;
  }
  const header = new Array<number>(128).fill(0);
  header.splice(0, 4, ...u32(offset));
  header.splice(8, 4, ...u32(0x02100000));
  header.splice(12, 12, ...ascii(`mntr${space}XYZ `));
  header.splice(36, 4, ...ascii('acsp'));
  header.splice(68, 12, ...D50.flatMap(s15));
  return Uint8Array.from([...header, ...table, ...[...bodies.keys()].flat()]);
}

/** A `curv` tag of one gamma (u8Fixed8Number: rounded as a whole, so 0.999 carries into 1.0). */
export function gammaCurve(gamma: number) {
  const fixed = Math.min(0xffff, Math.max(0, Math.round(gamma * 256)));
  return tag('curv', [0, 0, 0, 1, fixed >> 8, fixed & 0xff]);
}

/** The tags every profile here carries: its name, a copyright and D50 white. */
export const commonTags = (name: string): [string, number[]][] => [
  ['desc', descTag(name)],
  ['cprt', tag('text', [...ascii('No copyright, use freely'), 0])],
  ['wtpt', xyzTag(D50)],
];

/** A `curv` tag of a table: `f` at each of `n` evenly spaced inputs from 0 to 1 (uInt16Number). */
function tableCurve(n: number, f: (v: number) => number) {
  const entries = Array.from({ length: n }, (_, i) => Math.round(f(i / (n - 1)) * 0xffff));
  return tag('curv', [...u32(n), ...entries.flatMap((e) => [e >> 8, e & 0xff])]);
}

/** An RGB profile of `primaries` (D50) whose three channels share one `curve` (a `curv` tag). */
export function matrixProfile(name: string, primaries: [Xyz, Xyz, Xyz], curve: number[]): Uint8Array {
  return iccProfile('RGB ', [
    ...commonTags(name),
    ['rXYZ', xyzTag(primaries[0])],
    ['gXYZ', xyzTag(primaries[1])],
    ['bXYZ', xyzTag(primaries[2])],
    ['rTRC', curve],
    ['gTRC', curve],
    ['bTRC', curve],
  ]);
}

/** A grey profile of one gamma (as Photoshop's "Gray Gamma 1.8"), white at D50. */
export const greyProfile = (name: string, gamma: number): Uint8Array =>
  iccProfile('GRAY', [...commonTags(name), ['kTRC', gammaCurve(gamma)]]);

let adobe: Uint8Array | null = null;
/** Adobe RGB (1998): its primaries adapted to D50 and gamma 563/256. Made once; never modify it. */
export const adobeRgbProfile = (): Uint8Array =>
  (adobe ??= matrixProfile(
    'Adobe RGB (1998) compatible',
    [
      [0.60974, 0.31111, 0.01947],
      [0.20528, 0.62567, 0.06087],
      [0.14919, 0.06322, 0.74457],
    ],
    gammaCurve(563 / 256),
  ));

/** The sRGB transfer curve (IEC 61966-2-1), encoded value to linear light. */
const srgbToLinear = (v: number) => (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);

let srgb: Uint8Array | null = null;
/**
 * sRGB: its primaries adapted to D50 (Bradford) and its curve at 256 points, one per 8-bit level, so
 * nothing rests on interpolation (decision 362). For an output whose encoder tags none. Made once;
 * never modify it.
 */
export const srgbProfile = (): Uint8Array =>
  (srgb ??= matrixProfile(
    'sRGB IEC61966-2.1 compatible',
    [
      [0.43607, 0.22249, 0.01392],
      [0.38515, 0.71687, 0.09708],
      [0.14307, 0.06061, 0.7141],
    ],
    tableCurve(256, srgbToLinear),
  ));
