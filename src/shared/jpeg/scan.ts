// One scan's entropy-coded data: walks its MCUs (the whole MCU grid when interleaved, the
// component's own blocks when not), handles restart intervals, and decodes each block.
import { BitReader } from './bit-reader';
import { decodeBaseline, type Band, type ScanComponent } from './blocks';
import { decodeAcFirst, decodeAcRefine, decodeDcFirst, decodeDcRefine } from './blocks-progressive';
import { skipBlock } from './skip';

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

/** One MCU's blocks; with `dcOnly` (a baseline scan), their DC values alone (skip.ts). */
function decodeMcu(plan: ScanPlan, r: BitReader, mcuX: number, mcuY: number, dcOnly: boolean): void {
  const components = plan.components;
  for (let i = 0; i < components.length; i++) {
    const c = components[i]!;
    const { h, v, blocksPerLine } = c;
    for (let y = 0; y < v; y++) {
      const row = (mcuY * v + y) * blocksPerLine + mcuX * h;
      for (let x = 0; x < h; x++) {
        if (dcOnly) skipBlock(r, c, c.coefficients, (row + x) << 6);
        else decodeBlock(plan, r, c, (row + x) << 6);
      }
    }
  }
}

/** At each restart boundary: the next interval's data, and the predictors and EOB run reset. */
function restart(plan: ScanPlan, r: BitReader): void {
  r.restart();
  for (const c of plan.components) c.pred = 0;
  plan.band.eobrun = 0;
}

/**
 * Decodes the entropy-coded data starting at `pos` and returns where the next marker starts (`next`:
 * the data's length when it ends first) and where the data's 0xFF bytes are (BitReader.stuffedAt).
 * Data that ends early leaves the remaining blocks zero, as libjpeg-turbo leaves them (decision 251):
 * it skips whole MCUs once the data has run out.
 * `mcuStarts`, for an interleaved scan, gets the bit where each MCU starts in `buffer`, then where the
 * data ends (NO_END when the data ran out first). `needed`, for an interleaved baseline scan: 1 for
 * each MCU whose AC coefficients are wanted; the others get their DC values only.
 */
export function decodeScan(
  data: Uint8Array,
  pos: number,
  plan: ScanPlan,
  buffer: DataView,
  mcuStarts?: Uint32Array,
  needed?: Uint8Array,
): { next: number; stuffedAt: Uint32Array | null } {
  if (needed && (plan.kind !== ScanKind.Baseline || plan.components.length < 2))
    throw new RangeError('only an interleaved baseline scan can skip blocks');
  const interval = plan.restartInterval;
  const r = new BitReader(buffer, data, pos, interval > 0);
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
      else decodeMcu(plan, r, x, y, !!needed && !needed[y * wide + x]);
    }
  }
  if (mcuStarts) mcuStarts[wide * high] = r.exhausted ? NO_END : r.pos;
  r.checkNoOverrun();
  return { next: r.next, stuffedAt: r.stuffedAt };
}
