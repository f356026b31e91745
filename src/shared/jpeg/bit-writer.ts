// The encoder's output: bytes for marker segments and the entropy-coded scan, in one growing
// buffer, so the file is written once and sliced once.

export class JpegWriter {
  private buf: Uint8Array;
  private pos = 0;

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

  /**
   * Huffman-codes scan entries (symbol | extra-bit count << 8 | extra bits << 12 | table << 28)
   * with `codes`/`lengths` indexed by table << 8 | symbol, stuffs a zero byte after every 0xFF so no
   * marker appears inside the scan (F.1.2.3), and pads the last byte with 1-bits.
   */
  entropyCoded(entries: Int32Array, count: number, codes: Uint16Array, lengths: Uint8Array): void {
    let buf = this.buf;
    let pos = this.pos;
    // Pending bits, the newest lowest; only the low `nbits` matter, fewer than 8 between entries.
    let acc = 0;
    let nbits = 0;
    for (let i = 0; i < count; i += 1) {
      // An entry is at most 27 bits: 4 bytes, 8 with stuffing.
      if (pos + 8 > buf.length) {
        this.pos = pos;
        this.ensure(8);
        buf = this.buf;
      }
      const e = entries[i]!;
      const t = ((e >>> 28) << 8) | (e & 0xff);
      const extra = (e >> 8) & 15;
      const len = lengths[t]!;
      if (len + extra <= 24) {
        acc = (acc << (len + extra)) | (codes[t]! << extra) | ((e >>> 12) & 0xffff);
        nbits += len + extra;
      } else {
        acc = (acc << len) | codes[t]!;
        nbits += len;
        while (nbits >= 8) {
          nbits -= 8;
          const b = (acc >>> nbits) & 0xff;
          buf[pos++] = b;
          if (b === 0xff) buf[pos++] = 0;
        }
        acc = (acc << extra) | ((e >>> 12) & 0xffff);
        nbits += extra;
      }
      while (nbits >= 8) {
        nbits -= 8;
        const b = (acc >>> nbits) & 0xff;
        buf[pos++] = b;
        if (b === 0xff) buf[pos++] = 0;
      }
    }
    this.pos = pos;
    if (nbits > 0) {
      const b = ((acc << (8 - nbits)) | ((1 << (8 - nbits)) - 1)) & 0xff;
      this.byte(b);
      if (b === 0xff) this.byte(0);
    }
  }

  result(): Uint8Array {
    return this.buf.slice(0, this.pos);
  }
}
