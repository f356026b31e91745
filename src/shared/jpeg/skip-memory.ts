// The WebAssembly side of the kept-scan walk (decisions 291 to 294): the module, compiled once per
// thread; one memory and instance per thread, grown to the largest file it has read and used again
// for the next (a fresh memory per photo cost page faults, zeroing and collections, and gave the
// optimised callers a new function each time; wasm-thread.ts); and where one file's parts go in it.
import { PADDING } from './bit-reader';
import type { ScanComponent } from './blocks';
import type { HuffmanTable } from './huffman';
import { SKIP_WALK_WASM } from './skip-walk.wasm';
import { growTo, wasmThread } from './wasm-thread';

/** A component's record, as wasm/huffman.ts lays it out. */
export const COMPONENT_BYTES = 64;
/** New codes: u16 each, then lengths: u8 each, for the 256 symbols. */
export const CODES_BYTES = 768;
/** A Huffman table's fields, as wasm/huffman.ts lays them out; the skip table for AC tables only. */
export const [MAX_CODE, OFFSET, SYMBOLS, LOOKUP_12, SKIP] = [1024, 1096, 1168, 1424, 9616];
const tableBytes = (ac: boolean) => SKIP + (ac ? 4 * 16384 : 0);

type Exported = (...args: number[]) => number;

export interface WalkExports {
  walk: Exported;
  destuff: Exported;
  transcode: Exported;
  stuff: Exported;
}

/** The thread's instance, once made; null where WebAssembly is missing or refused. */
const instance = wasmThread<WalkExports>(SKIP_WALK_WASM);
/** How many walkers the thread has made: only the last may use the memory. */
let made = 0;

/** Whether walker number `walker` is still the thread's last (its views still hold its file). */
export const isLatest = (walker: number): boolean => walker === made;

/** The thread's memory as one walker gets it: its buffer, the module's functions, the walker's number. */
export interface ThreadMemory {
  buffer: ArrayBuffer;
  exports: WalkExports;
  walker: number;
}

/**
 * The thread's memory with room for `bytes` (its buffer is new where it had to grow), or null. What the last walk left there is overwritten by
 * the next: a walker's views hold only until the next walker of the thread is made.
 */
export function threadMemory(bytes: number): ThreadMemory | null {
  const s = instance();
  if (!s || !growTo(s.memory, bytes)) return null;
  return { buffer: s.memory.buffer, exports: s.exports, walker: ++made };
}

const align = (n: number) => Math.ceil(n / 8) * 8;

/** Where one file's parts go: the destuffed scan from byte 0, then the rest (see skip-wasm.ts). */
export interface WalkLayout {
  dataBytes: number;
  state: number;
  tables: Map<HuffmanTable, number>;
  outs: number[];
  startsAt: number;
  longsAt: number;
  movedAt: number;
  sourceAt: number;
  ffAt: number;
  codesAt: number;
  outAt: number;
  outBytes: number;
  newStartsAt: number;
  stuffedAt: number;
  stuffedRoom: number;
  newFfAt: number;
  newFfRoom: number;
  end: number;
}

export function walkLayout(fileLength: number, components: ScanComponent[], mcus: number): WalkLayout {
  const tables = new Map<HuffmanTable, number>();
  const dataBytes = align(fileLength + PADDING);
  const state = dataBytes + components.length * COMPONENT_BYTES;
  let end = dataBytes + align(components.length * COMPONENT_BYTES + 8);
  const take = (bytes: number) => {
    const at = end;
    end += align(bytes);
    return at;
  };
  for (const c of components)
    for (const [t, ac] of [
      [c.dc, false],
      [c.ac, true],
    ] as const)
      if (!tables.has(t)) tables.set(t, take(tableBytes(ac)));
  const outs = components.map((c) => take(c.coefficients.length / 32));
  const startsAt = take(4 * (mcus + 1));
  const longsAt = take(8 * mcus);
  const movedAt = take(16);
  // The file's bytes from the scan on, and where its data 0xFF bytes land: each takes two of them.
  const sourceAt = take(fileLength);
  const ffAt = take(4 * (Math.floor(fileLength / 2) + 1));
  // The transcoded scan: codes of at most 16 bits for codes of at least 1, and its MCU starts.
  const codesAt = take(components.length * 2 * CODES_BYTES);
  const outBytes = align(2 * fileLength + 64);
  const outAt = take(outBytes);
  const newStartsAt = take(4 * (mcus + 1));
  // The transcoded scan as a file holds it (a quarter more than the file at most), and where its
  // 0xFF bytes are (one byte in eight at most): else its runs are copied by bits.
  const stuffedRoom = align(1.25 * fileLength + 4096);
  const stuffedAt = take(stuffedRoom);
  const newFfRoom = Math.floor(fileLength / 8) + 1;
  const newFfAt = take(4 * newFfRoom);
  return {
    dataBytes,
    state,
    tables,
    outs,
    startsAt,
    longsAt,
    movedAt,
    sourceAt,
    ffAt,
    codesAt,
    outAt,
    outBytes,
    newStartsAt,
    stuffedAt,
    stuffedRoom,
    newFfAt,
    newFfRoom,
    end,
  };
}
