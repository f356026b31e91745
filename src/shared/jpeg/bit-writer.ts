// The encoder's output: bytes for marker segments and the entropy-coded scan, in one growing
// buffer, so the file is written once and sliced once.
import type { StuffedScan } from './types';

/**
 * Writes 32 scan bits at `pos`, a stuffed zero after any 0xFF byte (F.1.2.3); returns the new position.
 * Whether a byte is 0xFF is one test on the word: a zero byte of ~word.
 */
function putWord(buf: Uint8Array, pos: number, word: number): number {
  if ((~word - 0x01010101) & word & 0x80808080) {
    for (let shift = 24; shift >= 0; shift -= 8) {
      const b = (word >>> shift) & 0xff;
      buf[pos++] = b;
      if (b === 0xff) buf[pos++] = 0;
    }
    return pos;
  }
  buf[pos] = word >>> 24;
  buf[pos + 1] = (word >>> 16) & 0xff;
  buf[pos + 2] = (word >>> 8) & 0xff;
  buf[pos + 3] = word & 0xff;
  return pos + 4;
}

/** How many of the scan's 0xFF bytes (offsets in `ffAt`, ascending) sit before unstuffed byte `at`. */
function ffBefore(ffAt: Uint32Array, at: number): number {
  let [lo, hi] = [0, ffAt.length];
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ffAt[mid]! < at) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Where unstuffed bytes `from` and `to` of a scan sit in its stuffed bytes: each 0xFF carries a zero. */
const stuffedRange = (s: StuffedScan, from: number, to: number): [number, number] => [
  from + ffBefore(s.ffAt, from),
  to + ffBefore(s.ffAt, to),
];

export class JpegWriter {
  private buf: Uint8Array;
  private pos = 0;
  /** Pending scan bits, the newest lowest; only the low `nbits` (< 32) matter. */
  private acc = 0;
  private nbits = 0;

  constructor(capacity: number) {
    this.buf = new Uint8Array(Math.max(1024, capacity));
  }

  private ensure(n: number): void {
    if (this.pos + n <= this.buf.length) return;
    const grown = new Uint8Array(Math.max(this.buf.length * 2, this.pos + n));
    grown.set(this.buf.subarray(0, this.pos));
    this.buf = grown;
  }

  byte(b: number): void {
    this.ensure(1);
    this.buf[this.pos++] = b;
  }

  u16(n: number): void {
    this.byte(n >> 8);
    this.byte(n & 0xff);
  }

  bytes(b: ArrayLike<number>): void {
    this.ensure(b.length);
    this.buf.set(b, this.pos);
    this.pos += b.length;
  }

  /** A scan byte, followed by a stuffed zero if it is 0xFF so no marker appears inside the scan. */
  private scanByte(b: number): void {
    this.byte(b);
    if (b === 0xff) this.byte(0);
  }

  /**
   * Huffman-codes scan entries (symbol | extra-bit count << 8 | extra bits << 12 | table << 28) with
   * `codes`/`lengths` indexed by table << 8 | symbol. Bits gather into 32-bit words, written 4 bytes at
   * once unless one of them is 0xFF and needs its stuffed zero (F.1.2.3).
   */
  entropyCoded(entries: Int32Array, count: number, codes: Uint16Array, lengths: Uint8Array): void {
    let buf = this.buf;
    let pos = this.pos;
    let acc = this.acc;
    let nbits = this.nbits;
    for (let i = 0; i < count; i += 1) {
      const e = entries[i]!;
      const t = ((e >>> 28) << 8) | (e & 0xff);
      const extra = (e >> 8) & 15;
      // At most 16 + 11 bits.
      const len = lengths[t]! + extra;
      const value = (codes[t]! << extra) | ((e >>> 12) & 0xffff);
      const free = 32 - nbits;
      if (len < free) {
        acc = (acc << len) | value;
        nbits += len;
        continue;
      }
      const rest = len - free;
      const word = (acc << free) | (value >>> rest);
      acc = value;
      nbits = rest;
      if (pos + 8 > buf.length) {
        this.pos = pos;
        this.ensure(8);
        buf = this.buf;
      }
      pos = putWord(buf, pos, word);
    }
    this.pos = pos;
    this.acc = acc;
    this.nbits = nbits;
  }

  /** Appends `len` (1 to 24) bits of `value` to the scan. */
  private put(value: number, len: number): void {
    const free = 32 - this.nbits;
    if (len < free) {
      this.acc = (this.acc << len) | value;
      this.nbits += len;
      return;
    }
    const rest = len - free;
    const word = (this.acc << free) | (value >>> rest);
    this.acc = value;
    this.nbits = rest;
    for (let shift = 24; shift >= 0; shift -= 8) this.scanByte((word >>> shift) & 0xff);
  }

  /**
   * Copies bits [from, to) of a scan held without its stuffed zeros (read most significant bit first),
   * stuffing them again as they are written: the source's own coding of the MCUs kept as they were.
   * Byte by byte into the buffer: a bit copy of a 12 MP photo's scan is some 6 million bytes. Where
   * both sides are on a byte boundary (the scan's first run always is), `stuffed`, the same scan as
   * the file holds it, is copied as it is instead.
   */
  copyBits(src: DataView, from: number, to: number, stuffed?: StuffedScan): void {
    // Whole pending bytes out first: fewer than 8 bits then wait in `acc`.
    while (this.nbits >= 8) {
      this.nbits -= 8;
      this.scanByte((this.acc >>> this.nbits) & 0xff);
    }
    if (stuffed && this.nbits === 0 && (from & 7) === 0 && to - from >= 8) {
      const [a, b] = stuffedRange(stuffed, from >>> 3, to >>> 3);
      this.bytes(stuffed.bytes.subarray(a, b));
      const tail = to & 7;
      if (tail) this.put(src.getUint8(to >>> 3) >>> (8 - tail), tail);
      return;
    }
    const bytes = new Uint8Array(src.buffer, src.byteOffset, src.byteLength);
    // Room for the bits and the usual stuffing; a run dense in 0xFF bytes grows the buffer as it goes.
    this.ensure(Math.ceil(((to - from) / 8) * 1.02) + 16);
    let buf = this.buf;
    let pos = this.pos;
    const k = this.nbits;
    const keep = (1 << k) - 1;
    let acc = this.acc & keep;
    let p = from;
    const room = (need: number) => {
      if (pos + need <= buf.length) return;
      this.pos = pos;
      this.ensure(Math.ceil((to - p) / 4) + need);
      buf = this.buf;
    };
    // A word a step (putWord stuffs), then the last whole bytes one by one.
    for (; to - p >= 40; p += 32) {
      room(8);
      const b = p >>> 3;
      const s = p & 7;
      const v = s === 0 ? src.getUint32(b) : (src.getUint32(b) << s) | (bytes[b + 4]! >>> (8 - s));
      pos = putWord(buf, pos, k === 0 ? v : (acc << (32 - k)) | (v >>> k));
      acc = v & keep;
    }
    for (; to - p >= 8; p += 8) {
      room(2);
      const b = p >>> 3;
      const s = p & 7;
      const v = s === 0 ? bytes[b]! : ((bytes[b]! << s) | (bytes[b + 1]! >>> (8 - s))) & 0xff;
      const out = ((acc << (8 - k)) | (v >>> k)) & 0xff;
      acc = v & keep;
      buf[pos++] = out;
      if (out === 0xff) buf[pos++] = 0;
    }
    this.pos = pos;
    this.acc = acc;
    this.nbits = k;
    if (to > p) this.put((src.getUint32(p >>> 3) << (p & 7)) >>> (32 - (to - p)), to - p);
  }

  /** Writes the scan's last bits, the final byte padded with 1-bits. */
  endScan(): void {
    while (this.nbits >= 8) {
      this.nbits -= 8;
      this.scanByte((this.acc >>> this.nbits) & 0xff);
    }
    if (this.nbits > 0)
      this.scanByte(((this.acc << (8 - this.nbits)) | ((1 << (8 - this.nbits)) - 1)) & 0xff);
    this.acc = 0;
    this.nbits = 0;
  }

  /** The bytes written, a view on the writer's buffer (which is not written again). */
  result(): Uint8Array {
    return this.buf.subarray(0, this.pos);
  }
}
