import { describe, expect, it } from 'vitest';
import { shrinkage, shrunkPhotos } from './shrink';

describe('shrinkage', () => {
  const big = { width: 6000, height: 4000 };
  const small = { width: 800, height: 600 };
  const reduced = { width: 1620, height: 1080, original: { width: 6000, height: 4000 } };

  it('counts nothing at the original size for full-size photos', () => {
    expect(shrinkage([big, small], 'original')).toEqual({ total: 0, resized: 0, reducedOnSave: 0 });
  });

  it('counts photos whose long edge is above the resize, never the smaller ones', () => {
    expect(shrinkage([big, small, { width: 2000, height: 3000 }], 2048)).toEqual({
      total: 2,
      resized: 2,
      reducedOnSave: 0,
    });
    expect(shrinkage([{ width: 2048, height: 1000 }], 2048).total).toBe(0);
  });

  it('counts a photo reduced on save once, even when the resize also applies', () => {
    expect(shrinkage([reduced, big], 'original')).toEqual({ total: 1, resized: 0, reducedOnSave: 1 });
    expect(shrinkage([reduced, big], 1080)).toEqual({ total: 2, resized: 2, reducedOnSave: 1 });
  });

  it('does not count a recorded original the same size as the photo, or a photo of unknown size', () => {
    expect(shrinkage([{ ...small, original: small }, { original: big }], 16).total).toBe(1);
  });
  it('leaves out a photo the editor could not decode: the export fails it, it does not shrink it', () => {
    const broken = { name: 'broken.jpg', ...big, unreadable: true };
    expect(shrinkage([broken, big], 1080)).toEqual({ total: 1, resized: 1, reducedOnSave: 0 });
    expect(shrunkPhotos([broken], 1080)).toEqual([]);
  });
  it('names each photo that comes out smaller, from its original size to the size it comes out at', () => {
    const photos = [
      { name: 'dunes.jpg', ...reduced },
      { name: 'big.jpg', ...big },
      { name: 'small.jpg', ...small },
    ];
    expect(shrunkPhotos(photos, 'original')).toEqual([
      { name: 'dunes.jpg', from: { width: 6000, height: 4000 }, to: { width: 1620, height: 1080 } },
    ]);
    expect(shrunkPhotos(photos, 1080)).toEqual([
      { name: 'dunes.jpg', from: { width: 6000, height: 4000 }, to: { width: 1080, height: 720 } },
      { name: 'big.jpg', from: big, to: { width: 1080, height: 720 } },
    ]);
  });
});
