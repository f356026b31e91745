// AssemblyScript, built by `npm run build:wasm` into src/shared/jpeg/skip-walk.wasm.ts (decision 291).
// Walks past the blocks of an interleaved baseline scan for their DC values alone: the original-
// quality path copies such blocks bit for bit, so it needs only where each MCU starts and the DC
// predictor. In JavaScript this walk was 40% of a photo's compose time; here it is the same table
// walk without bounds checks or DataView byte swaps.
//
// Everything lives in the one memory the caller lays out (src/shared/jpeg/skip-wasm.ts): the
// destuffed scan data from byte 0 (zeros after it), a record per scan component, the Huffman tables
// the records point at, the DC outputs and the MCU starts. Bit positions count from byte 0.

const SKIP_BITS: u32 = 14;
const LOOKAHEAD: u32 = 9;
const EOB_FLAG: i32 = 1 << 16;

// A component record, of i32 fields: its MCU shape, blocks per line, DC predictor, and where its
// tables and DC output (i16 by block index) are.
const H = 0;
const V = 4;
const BLOCKS_PER_LINE = 8;
const PRED = 12;
const DC_TABLE = 16;
const AC_TABLE = 20;
const DC_OUT = 24;

// A Huffman table: lookup (512 u16), maxCode (18 i32), offset (18 i32), symbols (256 u8), then, for
// an AC table, its skip table (1 << SKIP_BITS i32); the fields as HuffmanTable in huffman.ts has them.
const MAX_CODE = 1024;
const OFFSET = MAX_CODE + 72;
const SYMBOLS = OFFSET + 72;
const SKIP = SYMBOLS + 256;

/** The next 57 or more bits from bit `pos`, at the top of the word (Binaryen inlines it). */
function peek(pos: u32): u64 {
  return bswap<u64>(load<u64>(pos >>> 3)) << ((pos & 7) as u64);
}

/** A code longer than the lookahead: (length << 8) | symbol, or 0 when none matches. */
function decodeLong(table: usize, word: u64): i32 {
  for (let length: u32 = LOOKAHEAD + 1; length <= 16; length++) {
    const code = i32(word >>> (64 - length));
    if (code <= load<i32>(table + MAX_CODE + (length << 2))) {
      const at = load<i32>(table + OFFSET + (length << 2)) + code;
      return (length << 8) | i32(load<u8>(table + SYMBOLS + at));
    }
  }
  return 0;
}

/**
 * Walks `count` MCUs from MCU (`x`, `y`), on lines of `perLine` MCUs, from bit `pos`. Each MCU's
 * start goes to `starts` (u32 by MCU index), each block's DC value to its component's output. Stops
 * at an MCU that starts past bit `end` (the data ran out there). Returns the MCUs walked, or -1 at a
 * code no table holds; the bit position reached goes to `state`.
 */
export function walk(
  comps: usize,
  count: i32,
  pos: u32,
  end: u32,
  x: i32,
  y: i32,
  perLine: i32,
  ncomps: i32,
  starts: usize,
  state: usize,
): i32 {
  let done = 0;
  for (; done < count && pos <= end; done++) {
    const mx = x + done;
    store<u32>(starts + ((<usize>(y * perLine + mx)) << 2), pos);
    for (let i = 0; i < ncomps; i++) {
      const c = comps + <usize>(i << 5);
      const h = load<i32>(c + H);
      const v = load<i32>(c + V);
      const perRow = load<i32>(c + BLOCKS_PER_LINE);
      const dc = <usize>load<i32>(c + DC_TABLE);
      const ac = <usize>load<i32>(c + AC_TABLE);
      const out = <usize>load<i32>(c + DC_OUT);
      let pred = load<i32>(c + PRED);
      for (let by = 0; by < v; by++) {
        const row = (y * v + by) * perRow + mx * h;
        for (let bx = 0; bx < h; bx++) {
          let word = peek(pos);
          let entry = i32(load<u16>(dc + ((<usize>(word >>> (64 - LOOKAHEAD))) << 1)));
          if (entry == 0) entry = decodeLong(dc, word);
          if (entry == 0) return -1;
          const length = u32(entry >> 8);
          const s = u32(entry & 0xff);
          if (s != 0) {
            const bits = i32((word << (length as u64)) >>> ((64 - s) as u64));
            pred += bits < 1 << (s - 1) ? bits - (1 << s) + 1 : bits;
          }
          pos += length + s;
          store<i16>(out + ((<usize>(row + bx)) << 1), <i16>pred);
          // k: the next coefficient's index. A skip entry is taken whole only when every symbol in
          // it lands below index 63, so none can have ended the block before the entry's last bits.
          for (let k = 1; k < 64;) {
            word = peek(pos);
            const e = load<i32>(ac + SKIP + ((<usize>(word >>> (64 - SKIP_BITS))) << 2));
            if (e != 0 && k + ((e >> 8) & 0x7f) <= 63) {
              pos += u32(e & 0x1f);
              if (e & EOB_FLAG) break;
              k += (e >> 8) & 0x7f;
              continue;
            }
            let en = i32(load<u16>(ac + ((<usize>(word >>> (64 - LOOKAHEAD))) << 1)));
            if (en == 0) en = decodeLong(ac, word);
            if (en == 0) return -1;
            pos += u32(en >> 8);
            const rs = en & 0xff;
            const size = rs & 15;
            if (size == 0) {
              if (rs != 0xf0) break;
              k += 16;
              continue;
            }
            k += (rs >> 4) + 1;
            pos += u32(size);
          }
        }
      }
      store<i32>(c + PRED, pred);
    }
  }
  store<u32>(state, pos);
  return done;
}

/**
 * Copies the scan at `src` (`length` bytes of the file from the scan's first byte) to byte 0 with its
 * stuffed zeros removed, as BitReader does in JavaScript for a scan without restart intervals: fill
 * bytes go, and any marker ends the data. Where each data 0xFF lands goes to `ffAt` (u32 each), unless
 * the scan had fill bytes. Returns the data's length; `state` gets where the marker after the scan
 * starts in `src` (`length` when the data just ends), then the count of `ffAt`, or -1 after fill bytes.
 */
export function destuff(src: usize, length: u32, ffAt: usize, state: usize): u32 {
  let out: u32 = 0;
  let at: u32 = 0;
  let ffs: i32 = 0;
  while (at < length) {
    const b = load<u8>(src + at);
    if (b != 0xff) {
      store<u8>(out++, b);
      at++;
      continue;
    }
    let code = at + 1;
    while (code < length && load<u8>(src + code) == 0xff) code++;
    if (code >= length || load<u8>(src + code) != 0) {
      // A marker, or fill bytes to the end of the file: the data ends before the last 0xFF.
      at = code - 1;
      break;
    }
    if (code != at + 1) ffs = -1;
    else if (ffs >= 0) {
      store<u32>(ffAt + ((<usize>ffs) << 2), out);
      ffs++;
    }
    store<u8>(out++, 0xff);
    at = code + 1;
  }
  store<u32>(state, at);
  store<i32>(state + 4, ffs);
  return out;
}
