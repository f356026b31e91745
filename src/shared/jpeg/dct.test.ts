import { describe, expect, it } from 'vitest';
import { forwardDct, inverseDct } from './dct';

const C = (u: number) => (u === 0 ? Math.SQRT1_2 : 1);

/** The DCT of T.81 A.3.3 in double precision. */
function referenceForward(samples: number[]): number[] {
  return Array.from({ length: 64 }, (_, i) => {
    const [v, u] = [i >> 3, i & 7];
    let sum = 0;
    for (let y = 0; y < 8; y += 1) {
      for (let x = 0; x < 8; x += 1) {
        sum +=
          (samples[y * 8 + x]! - 128) *
          Math.cos(((2 * x + 1) * u * Math.PI) / 16) *
          Math.cos(((2 * y + 1) * v * Math.PI) / 16);
      }
    }
    return (C(u) * C(v) * sum) / 4;
  });
}

function referenceInverse(coefs: number[]): number[] {
  return Array.from({ length: 64 }, (_, i) => {
    const [y, x] = [i >> 3, i & 7];
    let sum = 0;
    for (let v = 0; v < 8; v += 1) {
      for (let u = 0; u < 8; u += 1) {
        sum +=
          C(u) *
          C(v) *
          coefs[v * 8 + u]! *
          Math.cos(((2 * x + 1) * u * Math.PI) / 16) *
          Math.cos(((2 * y + 1) * v * Math.PI) / 16);
      }
    }
    return Math.min(255, Math.max(0, Math.round(sum / 4 + 128)));
  });
}

function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (Math.imul(s, 1103515245) + 12345) >>> 0;
    return s / 2 ** 32;
  };
}

/** Photo-like blocks: a gradient, an edge and noise. */
function sampleBlock(rand: () => number): number[] {
  const [a, b, c, edge] = [rand() * 200 + 20, rand() * 8 - 4, rand() * 8 - 4, rand() * 8];
  return Array.from({ length: 64 }, (_, i) => {
    const [y, x] = [i >> 3, i & 7];
    const v = a + b * x + c * y + (x > edge ? 25 : 0) + (rand() - 0.5) * 30;
    return Math.max(0, Math.min(255, Math.round(v)));
  });
}

describe('forwardDct', () => {
  it('quantises to the nearest step of the exact DCT (off by one only at a half step)', () => {
    const rand = random(1);
    for (let n = 0; n < 300; n += 1) {
      const samples = sampleBlock(rand);
      const quant = Uint16Array.from({ length: 64 }, () => 1 + Math.floor(rand() * 40));
      const coefs = new Int16Array(64 + 5);
      forwardDct(Float32Array.from(samples), quant, coefs, 5);
      const exact = referenceForward(samples);
      for (let i = 0; i < 64; i += 1) {
        const q = exact[i]! / quant[i]!;
        expect(Math.abs(coefs[5 + i]! - q)).toBeLessThanOrEqual(0.5 + 1e-3);
      }
    }
  });
});

describe('inverseDct', () => {
  it('is within 1 of the exact IDCT and, with unit steps, gives back the samples', () => {
    const rand = random(2);
    let worst = 0;
    for (let n = 0; n < 300; n += 1) {
      const samples = sampleBlock(rand);
      const quant = Uint16Array.from({ length: 64 }, () => 1 + Math.floor(rand() * 40));
      const coefs = new Int16Array(64);
      forwardDct(samples, quant, coefs, 0);
      const dequantised = Array.from(coefs, (c, i) => c * quant[i]!);
      const out = new Uint8Array(3 + 8 * 10);
      inverseDct(coefs, 0, quant, out, 3, 10);
      const exact = referenceInverse(dequantised);
      for (let i = 0; i < 64; i += 1) {
        worst = Math.max(worst, Math.abs(out[3 + (i >> 3) * 10 + (i & 7)]! - exact[i]!));
      }

      const fine = new Int16Array(64);
      const ones = new Uint16Array(64).fill(1);
      forwardDct(samples, ones, fine, 0);
      const back = new Uint8ClampedArray(64);
      inverseDct(fine, 0, ones, back);
      for (let i = 0; i < 64; i += 1) expect(Math.abs(back[i]! - samples[i]!)).toBeLessThanOrEqual(1);
    }
    expect(worst).toBeLessThanOrEqual(1);
  });

  it('clamps as libjpeg does: a DC-only block beyond white is white', () => {
    const coefs = new Int16Array(64);
    coefs[0] = 1100;
    const out = new Uint8Array(64);
    inverseDct(coefs, 0, new Uint16Array(64).fill(1), out);
    expect(new Set(out)).toEqual(new Set([255]));
  });
});
