// The blocks of progressive scans (JPEG Annex G.2, in the form of libjpeg's jdphuff.c): DC first
// and refinement, AC first and refinement with end-of-band runs. Natural order, unscaled.
import { PEEK_SHIFT, type BitReader } from './bit-reader';
import type { Band, ScanComponent } from './blocks';
import { ZIGZAG_TO_NATURAL as ZZ } from './zigzag';

export function decodeDcFirst(
  r: BitReader,
  c: ScanComponent,
  out: Int16Array,
  off: number,
  al: number,
): void {
  c.pred = (c.pred + r.receiveExtend(r.decode(c.dc))) | 0;
  out[off] = c.pred << al;
}

export function decodeDcRefine(r: BitReader, out: Int16Array, off: number, al: number): void {
  if (r.bit()) out[off]! |= 1 << al;
}

export function decodeAcFirst(
  r: BitReader,
  c: ScanComponent,
  out: Int16Array,
  off: number,
  band: Band,
): void {
  if (band.eobrun > 0) {
    band.eobrun--;
    return;
  }
  const { se, al } = band;
  const { fastAc: fast, lookup } = c.ac;
  const view = r.view;
  let pos = r.pos;
  let last = 0;
  for (let k = band.ss; k <= se; k++) {
    const word = view.getUint32(pos >>> 3) << (pos & 7);
    const peek = word >>> PEEK_SHIFT;
    const f = fast[peek]!;
    if (f !== 0) {
      pos += f & 0xff;
      k += (f >> 8) & 0xff;
      out[off + ZZ[k]!] = (f >> 16) << al;
      last = k;
      continue;
    }
    const entry = lookup[peek]!;
    let rs: number;
    if (entry !== 0) {
      pos += entry >> 8;
      rs = entry & 0xff;
    } else {
      r.pos = pos;
      rs = r.decodeLong(c.ac, word);
      pos = r.pos;
    }
    const s = rs & 15;
    const run = rs >> 4;
    if (s !== 0) {
      k += run;
      const v = (view.getUint32(pos >>> 3) << (pos & 7)) >>> (32 - s);
      pos += s;
      out[off + ZZ[k]!] = (v < 1 << (s - 1) ? v - (1 << s) + 1 : v) << al;
      last = k;
    } else if (run === 15) {
      k += 15;
    } else {
      // EOBn: this block and the next (2^n + n extra bits - 1) end here.
      let eobrun = (1 << run) - 1;
      if (run !== 0) {
        eobrun += (view.getUint32(pos >>> 3) << (pos & 7)) >>> (32 - run);
        pos += run;
      }
      band.eobrun = eobrun;
      break;
    }
  }
  const block = off >> 6;
  if (last > c.lastNonzero[block]!) c.lastNonzero[block] = last;
  r.pos = pos;
}

/**
 * A nonzero coefficient's correction bit (the top bit of `word`): 1 adds the band's bit to its
 * magnitude unless it has it already. Without branches: the bits are as random as noise, so a
 * branch on them mispredicts half the time (measured: 8% off a progressive photo's refinement).
 */
function correction(word: number, coef: number, al: number): number {
  const add = ((word >>> 31) & ~(coef >> al) & 1) << al;
  const sign = coef >> 31;
  return (add ^ sign) - sign;
}

/**
 * A refinement scan is mostly single correction bits: `word` holds the bits from `pos` on, left-
 * aligned, `avail` of them valid, and one 32-bit load refills it.
 */
export function decodeAcRefine(
  r: BitReader,
  c: ScanComponent,
  out: Int16Array,
  off: number,
  band: Band,
): void {
  const { se, al } = band;
  const p1 = 1 << al;
  const view = r.view;
  const lookup = c.ac.lookup;
  let pos = r.pos;
  let word = view.getUint32(pos >>> 3) << (pos & 7);
  let avail = 32 - (pos & 7);
  let eobrun = band.eobrun;
  let k = band.ss;
  if (eobrun === 0) {
    for (; k <= se; k++) {
      if (avail < 16) {
        word = view.getUint32(pos >>> 3) << (pos & 7);
        avail = 32 - (pos & 7);
      }
      const entry = lookup[word >>> PEEK_SHIFT]!;
      let rs: number;
      let n: number;
      if (entry !== 0) {
        rs = entry & 0xff;
        n = entry >> 8;
      } else {
        r.pos = pos;
        rs = r.decodeLong(c.ac, word);
        n = r.pos - pos;
      }
      pos += n;
      word <<= n;
      avail -= n;
      // The code may have used every valid bit: the sign bit or up to 14 run bits come next.
      if (avail < 15) {
        word = view.getUint32(pos >>> 3) << (pos & 7);
        avail = 32 - (pos & 7);
      }
      let run = rs >> 4;
      let value = 0;
      if ((rs & 15) !== 0) {
        // A newly nonzero coefficient is always of magnitude 1 in this band: only its sign is coded.
        value = word >>> 31 ? p1 : -p1;
        pos++;
        word <<= 1;
        avail--;
      } else if (run !== 15) {
        eobrun = 1 << run;
        if (run !== 0) {
          eobrun += word >>> (32 - run);
          pos += run;
          word <<= run;
          avail -= run;
        }
        break;
      }
      // Skip `run` zero coefficients, refining the nonzero ones met on the way.
      do {
        const at = off + ZZ[k]!;
        const coef = out[at]!;
        if (coef !== 0) {
          if (avail === 0) {
            word = view.getUint32(pos >>> 3) << (pos & 7);
            avail = 32 - (pos & 7);
          }
          out[at] = coef + correction(word, coef, al);
          pos++;
          word <<= 1;
          avail--;
        } else if (--run < 0) break;
        k++;
      } while (k <= se);
      if (value !== 0) {
        out[off + ZZ[k]!] = value;
        if (k > c.lastNonzero[off >> 6]!) c.lastNonzero[off >> 6] = k;
      }
    }
  }
  if (eobrun > 0) {
    // Inside an end-of-band run only the already nonzero coefficients get correction bits.
    const end = Math.min(se, c.lastNonzero[off >> 6]!);
    for (; k <= end; k++) {
      const at = off + ZZ[k]!;
      const coef = out[at]!;
      if (coef !== 0) {
        if (avail === 0) {
          word = view.getUint32(pos >>> 3) << (pos & 7);
          avail = 32 - (pos & 7);
        }
        out[at] = coef + correction(word, coef, al);
        pos++;
        word <<= 1;
        avail--;
      }
    }
    eobrun--;
  }
  band.eobrun = eobrun;
  r.pos = pos;
}
