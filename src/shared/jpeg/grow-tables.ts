// Tables for a kept scan whose optimised Huffman tables lack a symbol the watermark's blocks need:
// grown in place where room allows, so that the source's codes stay as they were (decision 293), or
// completed, which codes the whole scan again (decision 292).
import { huffmanCodes, optimalTable, type HuffmanSpec } from './huffman-encode';
import type { ScanTables } from './types';

/**
 * Tables grown by the symbols they lacked, and per table (luma DC, luma AC, chroma DC, chroma AC)
 * where the codes that moved start: the first one's value left-aligned to 16 bits, NONE if none did.
 */
export interface GrownTables {
  tables: ScanTables;
  moved: number[];
}

/** A table's room, in 16-bit codes; as where moved codes start, none did. */
const UNITS = 1 << 16;
export const NONE = UNITS;

const unitsOf = (length: number) => 2 ** (16 - length);

/**
 * Lengths for `count` codes that take `room` units of 16-bit codes (all of it where `exact`), in
 * order, none shorter than `lowest` or than the one before: as short as the room allows from the
 * first on. Null where they do not fit.
 */
function fill(count: number, room: number, lowest: number, exact: boolean): number[] | null {
  const lengths = new Array<number>(count).fill(16);
  let spare = room - count;
  if (spare < 0) return null;
  for (let i = 0; i < count; i++)
    while (lengths[i]! > Math.max(lowest, lengths[i - 1] ?? 1) && unitsOf(lengths[i]!) <= spare) {
      spare -= unitsOf(lengths[i]!);
      lengths[i]! -= 1;
    }
  return exact && spare ? null : lengths;
}

/**
 * `spec` with the symbols of `add`, or null. A canonical code's value is the room the entries before
 * it in DHT order take, so an entry keeps its code where those keep theirs. The new symbols go after
 * the last entry where the table left room (it always keeps the all-ones code unused); else the
 * last entries shorter than 16 bits (the rarest) make room, taken out and put back, with the new ones,
 * into exactly the room they took, so the 16-bit codes after them stay too. No code shorter than
 * `from` bits moves.
 */
export function grownSpec(
  spec: HuffmanSpec,
  add: number[],
  from: number,
): { spec: HuffmanSpec; moved: number } | null {
  if (!add.length) return { spec, moved: NONE };
  const lengths: number[] = [];
  for (let length = 1; length <= 16; length++)
    for (let i = 0; i < spec.bits[length]!; i++) lengths.push(length);
  const n = lengths.length;
  const free = UNITS - 1 - lengths.reduce((sum, l) => sum + unitsOf(l), 0);
  // The entries before `kept` stay; `put` holds the lengths of those from `kept` on that move, then
  // of the new symbols, which go in after them.
  const built = (kept: number, put: number[]) => {
    const after = kept + put.length - add.length;
    const bits = new Uint8Array(17);
    for (const l of [...lengths.slice(0, kept), ...put, ...lengths.slice(after)]) bits[l]! += 1;
    const values = [...spec.values];
    values.splice(after, 0, ...add);
    const moved = after > kept ? lengths.slice(0, kept).reduce((at, l) => at + unitsOf(l), 0) : NONE;
    return { spec: { bits, values: Uint8Array.from(values) }, moved };
  };
  const atEnd = fill(add.length, free, lengths[n - 1] ?? 1, false);
  if (atEnd) return built(n, atEnd);
  const sixteens = lengths.filter((l) => l === 16).length;
  let room = sixteens ? 0 : free;
  for (let kept = n - sixteens - 1; kept >= 0; kept--) {
    if (lengths[kept]! < from) return null;
    room += unitsOf(lengths[kept]!);
    const put = fill(n - sixteens - kept + add.length, room, lengths[kept - 1] ?? 1, sixteens > 0);
    if (put) return built(kept, put);
  }
  return null;
}

/** The scan's tables grown by `missing` (per table: luma DC, luma AC, chroma DC, chroma AC), or null. */
export function grownTables(tables: ScanTables, missing: number[][], from: number): GrownTables | null {
  const grown = [tables[0]!.dc, tables[0]!.ac, tables[1]!.dc, tables[1]!.ac].map((spec, i) =>
    grownSpec(spec, missing[i]!, from),
  );
  if (grown.some((g) => !g)) return null;
  const [ydc, yac, cdc, cac] = grown.map((g) => g!.spec);
  return {
    tables: tables.map((_, i) => (i === 0 ? { dc: ydc!, ac: yac! } : { dc: cdc!, ac: cac! })),
    moved: grown.map((g) => g!.moved),
  };
}

// Every symbol a baseline block of 8-bit samples can need: DC categories 0-11; on AC, end-of-block,
// the run of 16 zeros, and each run 0-15 with each size 1-10.
const DC_SYMBOLS = Array.from({ length: 12 }, (_, s) => s);
const AC_SYMBOLS = [0x00, 0xf0, ...Array.from({ length: 160 }, (_, i) => ((i / 10) << 4) | ((i % 10) + 1))];

/**
 * `spec` with every symbol of `all` added, its own codes as long as room allows: each symbol it has
 * weighs what its code length says (2^(16 - length)), each added one as much as its rarest.
 */
function completed(spec: HuffmanSpec, all: number[]): HuffmanSpec {
  const { lengths } = huffmanCodes(spec);
  const weights = new Float64Array(256);
  lengths.forEach((length, symbol) => (weights[symbol] = length ? unitsOf(length) : 0));
  for (const symbol of all) weights[symbol] ||= 1;
  return optimalTable(weights);
}

/** The scan's tables with every symbol a block can need: every code may change. */
export function completedTables(tables: ScanTables): ScanTables {
  const [luma, chroma] = [0, 1].map((i) => {
    const t = tables[i]!;
    return { dc: completed(t.dc, DC_SYMBOLS), ac: completed(t.ac, AC_SYMBOLS) };
  });
  return tables.map((_, i) => (i === 0 ? luma! : chroma!));
}
