// Walking past a block whose AC coefficients nobody will read (decision 282): the original-quality
// path copies such blocks bit for bit, so it needs only where each one ends and its DC value. A table
// by the next SKIP_BITS bits answers how many whole symbols (code and magnitude) they hold, how far
// those move the coefficient index and whether the last is end-of-block: two or three symbols per
// lookup on a camera's photo instead of one.
import { PEEK_SHIFT, type BitReader } from './bit-reader';
import type { ScanComponent } from './blocks';
import type { HuffmanTable } from './huffman';

export const SKIP_BITS = 14;
const SKIP_SHIFT = 32 - SKIP_BITS;
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
      if (entry === 0 || length + size > have) break;
      if (size === 0 && rs !== 0xf0) {
        used += length;
        eob = EOB_FLAG;
        break;
      }
      const step = size === 0 ? 16 : (rs >> 4) + 1;
      // No block can use an entry that moves the index past 63 (see skipBlock).
      if (advance + step > 63) break;
      used += length + size;
      advance += step;
    }
    table[peek] = used === 0 ? 0 : eob | (advance << 8) | used;
  }
  return table;
}

/**
 * Reads the block at `off` for its DC value alone (stored, and kept as the predictor) and moves past
 * its AC codes without storing them. The AC table's skip table is built on first use.
 */
export function skipBlock(r: BitReader, c: ScanComponent, out: Int16Array, off: number): void {
  const view = r.view;
  let pos = r.pos;
  const dc = c.dc;
  let word = view.getUint32(pos >>> 3) << (pos & 7);
  let entry = dc.lookup[word >>> PEEK_SHIFT]!;
  let s: number;
  if (entry !== 0) {
    pos += entry >> 8;
    s = entry & 0xff;
  } else {
    r.pos = pos;
    s = r.decodeLong(dc, word);
    pos = r.pos;
  }
  if (s !== 0) {
    const v = (view.getUint32(pos >>> 3) << (pos & 7)) >>> (32 - s);
    pos += s;
    c.pred = (c.pred + (v < 1 << (s - 1) ? v - (1 << s) + 1 : v)) | 0;
  }
  out[off] = c.pred;
  const ac = c.ac;
  const skip = (ac.skip ??= skipTable(ac));
  const lookup = ac.lookup;
  // k: the next coefficient's index. An entry is taken whole only when every symbol in it lands
  // below index 63, so none can have ended the block before the entry's last bits.
  for (let k = 1; k < 64;) {
    word = view.getUint32(pos >>> 3) << (pos & 7);
    const e = skip[word >>> SKIP_SHIFT]!;
    if (e !== 0 && k + ((e >> 8) & 0x7f) <= 63) {
      pos += e & 0x1f;
      if (e & EOB_FLAG) break;
      k += (e >> 8) & 0x7f;
      continue;
    }
    entry = lookup[word >>> PEEK_SHIFT]!;
    let rs: number;
    if (entry !== 0) {
      pos += entry >> 8;
      rs = entry & 0xff;
    } else {
      r.pos = pos;
      rs = r.decodeLong(ac, word);
      pos = r.pos;
    }
    s = rs & 15;
    if (s === 0) {
      if (rs !== 0xf0) break;
      k += 16;
      continue;
    }
    k += (rs >> 4) + 1;
    pos += s;
  }
  r.pos = pos;
}
