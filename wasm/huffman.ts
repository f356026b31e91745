// AssemblyScript (decision 291): what the walk and the transcode share. The layout of the memory the
// caller lays out (src/shared/jpeg/skip-wasm.ts): the destuffed scan data from byte 0 (zeros after
// it), a record per scan component, the Huffman tables the records point at, and the outputs. Bit
// positions count from byte 0.

export const SKIP_BITS: u32 = 14;
export const LOOKAHEAD: u32 = 9;
export const EOB_FLAG: i32 = 1 << 16;

// A component record (64 bytes), of i32 fields: its MCU shape, blocks per line, DC predictor, and
// where its tables, its DC output (i16 by block index) and its new codes (`transcode`) are, and its
// tables' slot in the record of long codes.
export const H = 0;
export const V = 4;
export const BLOCKS_PER_LINE = 8;
export const PRED = 12;
export const DC_TABLE = 16;
export const AC_TABLE = 20;
export const DC_OUT = 24;
export const NEW_DC = 28;
export const NEW_AC = 32;
// Where in an MCU's record of long codes (four u16, `walk`) its DC table's go; its AC table's next.
export const LONG_SLOT = 36;

// A Huffman table: lookup (512 u16), maxCode (18 i32), offset (18 i32), symbols (256 u8), the lookup
// by 12 bits (4096 u16), then, for an AC table, its skip table (1 << SKIP_BITS i32); the fields as
// HuffmanTable in huffman.ts has them.
export const MAX_CODE = 1024;
export const OFFSET = MAX_CODE + 72;
export const SYMBOLS = OFFSET + 72;
export const LOOKUP_12 = SYMBOLS + 256;
export const SKIP = LOOKUP_12 + 8192;

/** The next 57 or more bits from bit `pos`, at the top of the word (Binaryen inlines it). */
export function peek(pos: u32): u64 {
  return bswap<u64>(load<u64>(pos >>> 3)) << ((pos & 7) as u64);
}

/** A code longer than the lookahead: (length << 8) | symbol, or 0 when none matches. */
export function decodeLong(table: usize, word: u64): i32 {
  for (let length: u32 = LOOKAHEAD + 1; length <= 16; length++) {
    const code = i32(word >>> (64 - length));
    if (code <= load<i32>(table + MAX_CODE + (length << 2))) {
      const at = load<i32>(table + OFFSET + (length << 2)) + code;
      return (length << 8) | i32(load<u8>(table + SYMBOLS + at));
    }
  }
  return 0;
}

/** Whether none of the eight bytes of `word` is 0xFF (none of its complement's is zero). */
export function noFF(word: u64): bool {
  const flip = ~word;
  return ((flip - 0x0101010101010101) & ~flip & 0x8080808080808080) == 0;
}
