// AssemblyScript, built by `npm run build:wasm` into src/shared/jpeg/skip-walk.wasm.ts (decision 291).
// Walks past the blocks of an interleaved baseline scan for their DC values alone: the original-
// quality path copies such blocks bit for bit, so it needs only where each MCU starts and the DC
// predictor. Also the destuffing of that scan, and (./transcode.ts) the scan coded again. The layout
// of the memory they share is in ./huffman.ts.
import {
  AC_TABLE,
  BLOCKS_PER_LINE,
  DC_OUT,
  DC_TABLE,
  EOB_FLAG,
  H,
  LONG_SLOT,
  LOOKAHEAD,
  PRED,
  SKIP,
  SKIP_BITS,
  V,
  decodeLong,
  noFF,
  peek,
} from './huffman';

export { stuff, transcode } from './transcode';

/** Keeps at `at` the highest next 16 bits at a code shorter than 16 bits read by `decodeLong`. */
function noteLong(at: usize, entry: i32, buf: u64): void {
  const top = u16(buf >>> 48);
  if (entry >> 8 < 16 && top > load<u16>(at)) store<u16>(at, top);
}

/**
 * Walks `count` MCUs from MCU (`x`, `y`), on lines of `perLine` MCUs, from bit `pos`. Each MCU's
 * start goes to `starts` (u32 by MCU index), each block's DC value to its component's output, and to
 * `longs` (four u16 by MCU index, one per table) the highest next 16 bits at any code shorter than 16
 * bits the lookups could not read. The skip table leaves out every code of 12 bits or more (skip.ts)
 * and canonical codes rise in DHT order, so a table change that moves only a table's last codes of
 * 12 to 15 bits knows which MCUs hold one: those whose number reaches the first moved code's
 * (decision 293). Stops at an MCU that starts past bit `end` (the data ran out there). Returns the
 * MCUs walked, or -1 at a code no table holds; the bit position reached goes to `state`.
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
  longs: usize,
  state: usize,
): i32 {
  // The reader (as in `transcode`): the next `have` bits at the top of `buf`, byte `p` next.
  let buf = peek(pos);
  let have = 64 - (pos & 7);
  let p = <usize>(pos >>> 3) + 8;
  let done = 0;
  for (; done < count && u32(p) * 8 - have <= end; done++) {
    const mx = x + done;
    const mcu = <usize>(y * perLine + mx);
    store<u32>(starts + (mcu << 2), u32(p) * 8 - have);
    const long = longs + (mcu << 3);
    store<u64>(long, 0);
    for (let i = 0; i < ncomps; i++) {
      const c = comps + <usize>(i << 6);
      const h = load<i32>(c + H);
      const v = load<i32>(c + V);
      const perRow = load<i32>(c + BLOCKS_PER_LINE);
      const dc = <usize>load<i32>(c + DC_TABLE);
      const ac = <usize>load<i32>(c + AC_TABLE);
      const out = <usize>load<i32>(c + DC_OUT);
      const dcLong = long + <usize>load<i32>(c + LONG_SLOT);
      let pred = load<i32>(c + PRED);
      for (let by = 0; by < v; by++) {
        const row = (y * v + by) * perRow + mx * h;
        for (let bx = 0; bx < h; bx++) {
          if (have < 32) {
            buf |= bswap<u64>(load<u64>(p)) >>> (have as u64);
            p += (63 - have) >>> 3;
            have |= 56;
          }
          let entry = i32(load<u16>(dc + ((<usize>(buf >>> (64 - LOOKAHEAD))) << 1)));
          if (entry == 0) {
            entry = decodeLong(dc, buf);
            noteLong(dcLong, entry, buf);
          }
          if (entry == 0) return -1;
          const length = u32(entry >> 8);
          const s = u32(entry & 0xff);
          if (s != 0) {
            const bits = i32((buf << (length as u64)) >>> ((64 - s) as u64));
            pred += bits < 1 << (s - 1) ? bits - (1 << s) + 1 : bits;
          }
          buf <<= (length + s) as u64;
          have -= length + s;
          store<i16>(out + ((<usize>(row + bx)) << 1), <i16>pred);
          // k: the next coefficient's index. A skip entry is taken whole only when every symbol in
          // it lands below index 63, so none can have ended the block before the entry's last bits.
          for (let k = 1; k < 64;) {
            if (have < 32) {
              buf |= bswap<u64>(load<u64>(p)) >>> (have as u64);
              p += (63 - have) >>> 3;
              have |= 56;
            }
            const e = load<i32>(ac + SKIP + ((<usize>(buf >>> (64 - SKIP_BITS))) << 2));
            if (e != 0 && k + ((e >> 8) & 0x7f) <= 63) {
              buf <<= (e & 0x1f) as u64;
              have -= u32(e & 0x1f);
              if (e & EOB_FLAG) break;
              k += (e >> 8) & 0x7f;
              continue;
            }
            let en = i32(load<u16>(ac + ((<usize>(buf >>> (64 - LOOKAHEAD))) << 1)));
            if (en == 0) {
              en = decodeLong(ac, buf);
              noteLong(dcLong + 2, en, buf);
            }
            if (en == 0) return -1;
            const rs = en & 0xff;
            const size = rs & 15;
            buf <<= ((en >> 8) + size) as u64;
            have -= u32((en >> 8) + size);
            if (size == 0) {
              if (rs != 0xf0) break;
              k += 16;
              continue;
            }
            k += (rs >> 4) + 1;
          }
        }
      }
      store<i32>(c + PRED, pred);
    }
  }
  store<u32>(state, u32(p) * 8 - have);
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
    // Eight bytes at a time while none of them is 0xFF.
    if (at + 8 <= length) {
      const word = load<u64>(src + at);
      if (noFF(word)) {
        store<u64>(out, word);
        out += 8;
        at += 8;
        continue;
      }
    }
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
