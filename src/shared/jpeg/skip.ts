// The table for walking past a block whose AC coefficients nobody will read (decision 282; the walk
// itself is wasm/skip-walk.ts, decision 291): the original-quality path copies such blocks bit for
// bit, so it needs only where each one ends and its DC value. By the next SKIP_BITS bits, the table
// answers how many whole symbols (code and magnitude) they hold, how far those move the coefficient
// index and whether the last is end-of-block: two or three symbols per lookup on a camera's photo.
import type { HuffmanTable } from './huffman';

export const SKIP_BITS = 14;
/**
 * The shortest code the skip table leaves out: the walk reads each such code on its own and notes,
 * per MCU and table, the highest it met, so tables that move only codes this long or longer can be
 * put in by coding again only the MCUs that hold one (decision 293). Rare codes: the walk barely slows.
 */
export const WALK_SEES_FROM = 12;
/** In a skip entry: bits used in the low 5 bits, the index advance in bits 8-14, end-of-block in bit 16. */
const EOB_FLAG = 1 << 16;

/** One Huffman code read from the top of `bits` (`have` of them valid): (length << 8) | symbol, or 0. */
function codeAt(t: HuffmanTable, bits: number, have: number): number {
  for (let length = 1; length <= Math.min(16, have); length++) {
    const code = bits >>> (have - length);
    if (code <= t.maxCode[length]!) return (length << 8) | t.symbols[(t.offset[length]! + code) | 0]!;
  }
  return 0;
}

/** The skip table of an AC Huffman table: by SKIP_BITS bits, what whole symbols they hold, or 0. */
export function skipTable(t: HuffmanTable): Int32Array {
  const table = new Int32Array(1 << SKIP_BITS);
  for (let peek = 0; peek < table.length; peek++) {
    let [used, advance, eob] = [0, 0, 0];
    while (used < SKIP_BITS) {
      const have = SKIP_BITS - used;
      const entry = codeAt(t, peek & ((1 << have) - 1), have);
      const length = entry >> 8;
      const rs = entry & 0xff;
      const size = rs & 15;
      if (entry === 0 || length + size > have || length >= WALK_SEES_FROM) break;
      if (size === 0 && rs !== 0xf0) {
        used += length;
        eob = EOB_FLAG;
        break;
      }
      const step = size === 0 ? 16 : (rs >> 4) + 1;
      // No block can use an entry that moves the index past 63 (see the walk).
      if (advance + step > 63) break;
      used += length + size;
      advance += step;
    }
    table[peek] = used === 0 ? 0 : eob | (advance << 8) | used;
  }
  return table;
}
