// The entropy-coded data of one scan as a bit stream. The scan's bytes are first copied with the
// stuffed zeros removed and the restart markers noted, so reading any bit is one 32-bit load at
// a bit position: no refill logic, no marker checks in the hot loop. Zeros follow the data, as
// libjpeg reads past a scan's end.
import { corrupt } from './errors';
import { LOOKAHEAD, type HuffmanTable } from './huffman';

export const PEEK_SHIFT = 32 - LOOKAHEAD;
/** Zero bytes after the data: more than one MCU of 10 blocks can read (64 codes of 32 bits each). */
export const PADDING = 8192;

/** A buffer for the destuffed data of a file's scans, reused scan after scan. */
export function scanBuffer(fileLength: number): DataView {
  return new DataView(new ArrayBuffer(fileLength + PADDING));
}

function grow(a: Uint32Array): Uint32Array {
  const b = new Uint32Array(a.length * 2);
  b.set(a);
  return b;
}

/** A scan's data once destuffed into a reader's view, from its byte 0. */
export interface Destuffed {
  /** Where each restart interval starts in the view, in bytes, then where the data ends. */
  starts: number[];
  /** Where the marker after the scan starts in the file (the file's length when it just ends). */
  next: number;
  /**
   * Where each 0xFF byte of the data sits in the view (the file has a zero after each), in order;
   * null when the file used fill bytes or restart markers there, which this count cannot place.
   */
  stuffedAt: Uint32Array | null;
}

/**
 * Copies the scan starting at `from` in `data` into `view`: stuffed zeros and fill bytes go, and
 * with restart intervals each RSTn starts a new one. Stops at any other marker (an RSTn too,
 * without intervals, as libjpeg does) or at the end of the data. (The kept scan's walk has its
 * own copy in WebAssembly, skip-wasm.ts.)
 */
export function destuff(view: DataView, data: Uint8Array, from: number, restarts: boolean): Destuffed {
  const starts = [0];
  const out = new Uint8Array(view.buffer);
  let length = 0;
  let at = from;
  // Where each data 0xFF lands; `ffs` < 0 once the file used fill bytes or restarts.
  let ffAt: Uint32Array = new Uint32Array(1024);
  let ffs = 0;
  for (;;) {
    const ff = data.indexOf(0xff, at);
    const stop = ff < 0 ? data.length : ff;
    out.set(data.subarray(at, stop), length);
    length += stop - at;
    at = stop;
    if (ff < 0) break;
    let code = ff + 1;
    while (code < data.length && data[code] === 0xff) code++;
    const marker = data[code];
    if (marker === 0) {
      if (code !== ff + 1) ffs = -1;
      else if (ffs >= 0) {
        if (ffs === ffAt.length) ffAt = grow(ffAt);
        ffAt[ffs++] = length;
      }
      out[length++] = 0xff;
    } else if (restarts && marker !== undefined && marker >= 0xd0 && marker <= 0xd7) {
      ffs = -1;
      starts.push(length);
    } else {
      at = code - 1;
      break;
    }
    at = code + 1;
  }
  starts.push(length);
  out.fill(0, length, length + PADDING);
  return { starts, next: Math.min(at, data.length), stuffedAt: ffs < 0 ? null : ffAt.subarray(0, ffs) };
}

export class BitReader {
  /** The next bit to read, counted from the start of `view`. */
  pos = 0;
  /** Where the data of the current restart interval ends, in bits. */
  end: number;
  /** The restart interval being read. */
  private segment = 0;

  /** Reads the scan `view` holds (zeros after its data), its restart intervals starting at `starts`. */
  constructor(
    readonly view: DataView,
    /** Where each restart interval starts in `view`, in bytes, then where the data ends. */
    private readonly starts: number[],
  ) {
    this.end = starts[1]! * 8;
  }

  /** Whether the current interval's data ran out: the rest of it reads as zeros. */
  get exhausted(): boolean {
    return this.pos > this.end;
  }

  /** Reads one Huffman-coded symbol. */
  decode(table: HuffmanTable): number {
    const pos = this.pos;
    const word = this.view.getUint32(pos >>> 3) << (pos & 7);
    const entry = table.lookup[word >>> PEEK_SHIFT]!;
    if (entry !== 0) {
      this.pos = pos + (entry >> 8);
      return entry & 0xff;
    }
    return this.decodeLong(table, word);
  }

  /** A code longer than the lookahead (rare), by canonical code ranges; `word` holds its bits. */
  decodeLong(table: HuffmanTable, word: number): number {
    for (let length = LOOKAHEAD + 1; length <= 16; length++) {
      const code = word >>> (32 - length);
      if (code <= table.maxCode[length]!) {
        this.pos += length;
        return table.symbols[(table.offset[length]! + code) | 0]!;
      }
    }
    throw corrupt('a Huffman code matches no symbol');
  }

  /** Reads `n` (1-16) bits as an unsigned number. */
  bitsOf(n: number): number {
    const pos = this.pos;
    this.pos = pos + n;
    return (this.view.getUint32(pos >>> 3) << (pos & 7)) >>> (32 - n);
  }

  bit(): number {
    const pos = this.pos++;
    return (this.view.getUint8(pos >>> 3) >> (7 - (pos & 7))) & 1;
  }

  /** Reads an `s`-bit magnitude (s = 0-15) and extends it to a signed value (JPEG's EXTEND). */
  receiveExtend(s: number): number {
    if (s === 0) return 0;
    const v = this.bitsOf(s);
    return v < 1 << (s - 1) ? v - (1 << s) + 1 : v;
  }

  /**
   * At a restart boundary: moves to the next interval's data. Which RSTn started it is not
   * checked: the blocks are counted, not numbered. With no interval left the data ended early
   * (a truncated scan), and the rest reads as exhausted.
   */
  restart(): void {
    this.checkNoOverrun();
    const last = this.starts.length - 1;
    if (this.segment < last) this.segment++;
    const start = this.starts[this.segment]!;
    // Past the last interval: an empty one at the end, so `exhausted` is true from the first read.
    this.pos = this.segment < last ? start * 8 : start * 8 + 1;
    this.end = this.segment < last ? this.starts[this.segment + 1]! * 8 : start * 8;
  }

  /**
   * Reading past an interval that another follows would read the next one's bytes, not the zeros
   * libjpeg reads there: such a stream is broken and takes the pixel path.
   */
  checkNoOverrun(): void {
    if (this.exhausted && this.segment < this.starts.length - 2) {
      throw corrupt('a restart interval ends inside a block');
    }
  }
}
