// AssemblyScript (decision 292), exported by ./skip-walk.ts: a scan coded again with new tables.
import { AC_TABLE, DC_TABLE, H, LOOKUP_12, NEW_AC, NEW_DC, V, decodeLong, noFF, peek } from './huffman';

/** Whether MCU `m` holds a code `moved` marks (see `transcode`). */
function holdsMoved(longs: usize, m: i32, moved: usize): bool {
  const at = longs + ((<usize>m) << 3);
  return (
    u32(load<u16>(at)) >= load<u32>(moved) ||
    u32(load<u16>(at, 2)) >= load<u32>(moved, 4) ||
    u32(load<u16>(at, 4)) >= load<u32>(moved, 8) ||
    u32(load<u16>(at, 6)) >= load<u32>(moved, 12)
  );
}

/**
 * Codes the scan again, symbol for symbol, with each component's new tables (NEW_DC, NEW_AC: codes
 * as u16, then lengths as u8, by symbol); the magnitude bits are copied as they are. Where
 * `moved` (four u32, one per table as the walk keeps `longs`) is not 0, the new tables keep every
 * code but a table's last ones from `moved`'s (decision 293): only the MCUs whose `longs` (as the
 * walk wrote them; 0xFFFF where it did not walk) reach one of them are coded again, the others
 * copied bit for bit from `oldStarts` (where the walk found each MCU). The bits go to `out` without
 * stuffing, each MCU's start to `starts`, then the end. Returns the bits written, or -1 at a code no
 * table holds or past `limit`; `state` gets the bit where the source's data ended.
 */
export function transcode(
  comps: usize,
  ncomps: i32,
  mcus: i32,
  out: usize,
  limit: usize,
  starts: usize,
  oldStarts: usize,
  longs: usize,
  moved: usize,
  state: usize,
): i32 {
  // The writer: `n` bits (fewer than 32) wait in the low bits of `acc`; each symbol's code and its
  // magnitude bits (at most 31) go in with one shift, and 32 bits go out once there are as many.
  let acc: u64 = 0;
  let n: u32 = 0;
  let at: usize = out;
  // The reader: the next `have` bits (32 or more before each symbol) at the top of `buf`; `p`: the
  // next byte to load. Bits below the valid ones are the data's next bits too, so loading them
  // again is harmless (F. Giesen's branchless refill).
  let buf: u64 = 0;
  let have: u32 = 0;
  let p: usize = 0;
  for (let m = 0; m < mcus; m++) {
    // Room for one more MCU (10 blocks of 64 symbols, 31 bits each, at most): else out of room.
    if (at > limit) return -1;
    const from = u32(at - out) * 8 + n;
    if (moved != 0 && !holdsMoved(longs, m, moved)) {
      // A run of MCUs none of whose codes moved: their bits as they are, 32 at a time.
      const first = load<u32>(oldStarts + ((<usize>m) << 2));
      // The MCUs coded again before must have ended where the walk found this one.
      if (u32(p) * 8 - have != first) return -1;
      let e = m;
      for (; e < mcus && !holdsMoved(longs, e, moved); e++)
        store<u32>(starts + ((<usize>e) << 2), from + load<u32>(oldStarts + ((<usize>e) << 2)) - first);
      const last = load<u32>(oldStarts + ((<usize>e) << 2));
      if (at + ((last - first) >>> 3) > limit) return -1;
      let pos = first;
      for (; last - pos >= 32; pos += 32) {
        acc = (acc << 32) | (peek(pos) >>> 32);
        store<u32>(at, bswap<u32>(u32(acc >>> (n as u64))));
        at += 4;
      }
      const rest = last - pos;
      if (rest > 0) {
        acc = (acc << (rest as u64)) | (peek(pos) >>> ((64 - rest) as u64));
        n += rest;
        if (n >= 32) {
          n -= 32;
          store<u32>(at, bswap<u32>(u32(acc >>> (n as u64))));
          at += 4;
        }
      }
      // The reader goes on from the run's end, as the walk does from a position.
      buf = peek(last);
      have = 64 - (last & 7);
      p = <usize>(last >>> 3) + 8;
      m = e - 1;
      continue;
    }
    store<u32>(starts + ((<usize>m) << 2), from);
    for (let i = 0; i < ncomps; i++) {
      const c = comps + <usize>(i << 6);
      const blocks = load<i32>(c + H) * load<i32>(c + V);
      const dc = <usize>load<i32>(c + DC_TABLE);
      const ac = <usize>load<i32>(c + AC_TABLE);
      const newDc = <usize>load<i32>(c + NEW_DC);
      const newAc = <usize>load<i32>(c + NEW_AC);
      for (let b = 0; b < blocks; b++) {
        if (have < 32) {
          buf |= bswap<u64>(load<u64>(p)) >>> (have as u64);
          p += (63 - have) >>> 3;
          have |= 56;
        }
        let entry = i32(load<u16>(dc + LOOKUP_12 + ((<usize>(buf >>> 52)) << 1)));
        if (entry == 0) entry = decodeLong(dc, buf);
        if (entry == 0) return -1;
        let length = u32(entry >> 8);
        let s = u32(entry & 0xff);
        let bits = s != 0 ? (buf << (length as u64)) >>> ((64 - s) as u64) : 0;
        buf <<= (length + s) as u64;
        have -= length + s;
        let size = u32(load<u8>(newDc + 512 + s)) + s;
        acc = (acc << (size as u64)) | ((load<u16>(newDc + (s << 1)) as u64) << (s as u64)) | bits;
        n += size;
        if (n >= 32) {
          n -= 32;
          store<u32>(at, bswap<u32>(u32(acc >>> (n as u64))));
          at += 4;
        }
        for (let k = 1; k < 64;) {
          if (have < 32) {
            buf |= bswap<u64>(load<u64>(p)) >>> (have as u64);
            p += (63 - have) >>> 3;
            have |= 56;
          }
          entry = i32(load<u16>(ac + LOOKUP_12 + ((<usize>(buf >>> 52)) << 1)));
          if (entry == 0) entry = decodeLong(ac, buf);
          if (entry == 0) return -1;
          length = u32(entry >> 8);
          const rs = u32(entry & 0xff);
          s = rs & 15;
          bits = s != 0 ? (buf << (length as u64)) >>> ((64 - s) as u64) : 0;
          buf <<= (length + s) as u64;
          have -= length + s;
          size = u32(load<u8>(newAc + 512 + rs)) + s;
          acc = (acc << (size as u64)) | ((load<u16>(newAc + (rs << 1)) as u64) << (s as u64)) | bits;
          n += size;
          if (n >= 32) {
            n -= 32;
            store<u32>(at, bswap<u32>(u32(acc >>> (n as u64))));
            at += 4;
          }
          if (s == 0) {
            if (rs != 0xf0) break;
            k += 16;
            continue;
          }
          k += i32(rs >> 4) + 1;
        }
      }
    }
  }
  const pos = u32(p) * 8 - have;
  const total = u32(at - out) * 8 + n;
  store<u32>(starts + ((<usize>mcus) << 2), total);
  if (n > 0) store<u32>(at, bswap<u32>(u32(acc << ((32 - n) as u64))));
  store<u32>(state, pos);
  return total;
}

/**
 * Copies `length` bytes of a transcoded scan from `src` to `dst` as a file holds them: a zero after
 * each 0xFF, whose place in `src` goes to `ffAt`. Returns the bytes written, or -1 once more than
 * `room` bytes or `ffRoom` places would be needed (the caller then copies by bits); `state` gets the
 * count of places.
 */
export function stuff(
  src: usize,
  length: u32,
  dst: usize,
  room: u32,
  ffAt: usize,
  ffRoom: i32,
  state: usize,
): i32 {
  let out: u32 = 0;
  let at: u32 = 0;
  let ffs: i32 = 0;
  while (at < length) {
    if (out + 16 > room) return -1;
    // Eight bytes at a time while none of them is 0xFF.
    if (at + 8 <= length) {
      const word = load<u64>(src + at);
      if (noFF(word)) {
        store<u64>(dst + out, word);
        out += 8;
        at += 8;
        continue;
      }
    }
    const b = load<u8>(src + at);
    store<u8>(dst + out++, b);
    if (b == 0xff) {
      if (ffs == ffRoom) return -1;
      store<u32>(ffAt + ((<usize>ffs) << 2), at);
      ffs++;
      store<u8>(dst + out++, 0);
    }
    at++;
  }
  store<i32>(state, ffs);
  return i32(out);
}
