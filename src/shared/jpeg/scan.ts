// One scan's entropy-coded data: walks its MCUs (the whole MCU grid when interleaved, the
// component's own blocks when not), handles restart intervals, and decodes each block.
import { BitReader, destuff } from './bit-reader';
import { decodeBaseline, type Band, type ScanComponent } from './blocks';
import { decodeAcFirst, decodeAcRefine, decodeDcFirst, decodeDcRefine } from './blocks-progressive';
import type { SkipWalker } from './skip-wasm';

/** In `mcuStarts`: the scan's data ran out before its last MCU. */
export const NO_END = 0xffffffff;

export const ScanKind = { Baseline: 0, DcFirst: 1, DcRefine: 2, AcFirst: 3, AcRefine: 4 } as const;
export type ScanKind = (typeof ScanKind)[keyof typeof ScanKind];

export interface ScanPlan {
  kind: ScanKind;
  components: ScanComponent[];
  band: Band;
  restartInterval: number;
  mcusPerLine: number;
  mcusPerColumn: number;
}

function decodeBlock(plan: ScanPlan, r: BitReader, c: ScanComponent, off: number): void {
  const out = c.coefficients;
  switch (plan.kind) {
    case ScanKind.Baseline:
      return decodeBaseline(r, c, out, off);
    case ScanKind.DcFirst:
      return decodeDcFirst(r, c, out, off, plan.band.al);
    case ScanKind.DcRefine:
      return decodeDcRefine(r, out, off, plan.band.al);
    case ScanKind.AcFirst:
      return decodeAcFirst(r, c, out, off, plan.band);
    case ScanKind.AcRefine:
      return decodeAcRefine(r, c, out, off, plan.band);
  }
}

/** One MCU's blocks. */
function decodeMcu(plan: ScanPlan, r: BitReader, mcuX: number, mcuY: number): void {
  const components = plan.components;
  for (let i = 0; i < components.length; i++) {
    const c = components[i]!;
    const { h, v, blocksPerLine } = c;
    for (let y = 0; y < v; y++) {
      const row = (mcuY * v + y) * blocksPerLine + mcuX * h;
      for (let x = 0; x < h; x++) decodeBlock(plan, r, c, (row + x) << 6);
    }
  }
}

/** At each restart boundary: the next interval's data, and the predictors and EOB run reset. */
function restart(plan: ScanPlan, r: BitReader): void {
  r.restart();
  for (const c of plan.components) c.pred = 0;
  plan.band.eobrun = 0;
}

/** MCUs to walk past for their DC values alone (skip-wasm.ts): those `needed` marks 0. */
export interface SkipPlan {
  needed: Uint8Array;
  walker: SkipWalker;
}

/**
 * An interleaved baseline scan without restarts, the MCUs `skip.needed` marks decoded and the runs of
 * others walked past in WebAssembly. Once the data has run out, the JavaScript loop goes on alone.
 */
function decodeSkipping(plan: ScanPlan, r: BitReader, mcuStarts: Uint32Array, skip: SkipPlan): void {
  const { needed, walker } = skip;
  const wide = plan.mcusPerLine;
  for (let y = 0; y < plan.mcusPerColumn; y++) {
    for (let x = 0; x < wide;) {
      const at = y * wide + x;
      if (!needed[at] && !r.exhausted) {
        let run = 1;
        while (x + run < wide && !needed[at + run]) run++;
        const walked = walker.walk(r, x, y, run);
        x += walked;
        if (walked > 0) continue;
      }
      mcuStarts[at] = r.pos;
      if (!r.exhausted) decodeMcu(plan, r, x, y);
      x++;
    }
  }
  walker.finish(needed);
}

/**
 * Decodes the entropy-coded data starting at `pos` and returns where the next marker starts (`next`:
 * the data's length when it ends first) and where the data's 0xFF bytes are (Destuffed.stuffedAt).
 * Data that ends early leaves the remaining blocks zero, as libjpeg-turbo leaves them (decision 251):
 * it skips whole MCUs once the data has run out.
 * `mcuStarts`, for an interleaved scan, gets the bit where each MCU starts in `buffer`, then where the
 * data ends (NO_END when the data ran out first). `skip`, for an interleaved baseline scan without
 * restarts (its walker's data is `buffer`): the MCUs whose AC coefficients are not wanted.
 */
export function decodeScan(
  data: Uint8Array,
  pos: number,
  plan: ScanPlan,
  buffer: DataView,
  mcuStarts?: Uint32Array,
  skip?: SkipPlan,
): { next: number; stuffedAt: Uint32Array | null } {
  const interval = plan.restartInterval;
  if (skip && (plan.kind !== ScanKind.Baseline || plan.components.length < 2 || interval > 0 || !mcuStarts))
    throw new RangeError('only an interleaved baseline scan without restarts can skip blocks');
  const scan = skip ? skip.walker.destuff(data, pos) : destuff(buffer, data, pos, interval > 0);
  const r = new BitReader(buffer, scan.starts);
  if (skip) {
    decodeSkipping(plan, r, mcuStarts!, skip);
    mcuStarts![plan.mcusPerLine * plan.mcusPerColumn] = r.exhausted ? NO_END : r.pos;
    return { next: scan.next, stuffedAt: scan.stuffedAt };
  }
  let untilRestart = interval;
  const single = plan.components.length === 1 ? plan.components[0]! : null;
  // A component alone in a scan: its MCU is one block, over its own size in blocks.
  const wide = single ? single.blocksWide : plan.mcusPerLine;
  const high = single ? single.blocksHigh : plan.mcusPerColumn;
  for (let y = 0; y < high; y++) {
    for (let x = 0; x < wide; x++) {
      if (interval > 0) {
        if (untilRestart === 0) {
          restart(plan, r);
          untilRestart = interval;
        }
        untilRestart--;
      }
      if (mcuStarts) mcuStarts[y * wide + x] = r.pos;
      if (r.exhausted) r.checkNoOverrun();
      else if (single) decodeBlock(plan, r, single, (y * single.blocksPerLine + x) << 6);
      else decodeMcu(plan, r, x, y);
    }
  }
  if (mcuStarts) mcuStarts[wide * high] = r.exhausted ? NO_END : r.pos;
  r.checkNoOverrun();
  return { next: scan.next, stuffedAt: scan.stuffedAt };
}
