import { describe, expect, it } from 'vitest';
import { sniffImage, sniffImageType } from './sniff';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
const text = (s: string) => new TextEncoder().encode(s);

// A JPEG: SOI, an APP1 Exif block (big-endian) with orientation o, then SOF0 of 300 x 200.
function jpeg(orientation: number | null) {
  const tiff =
    orientation === null
      ? []
      : [
          ...bytes('MM', [
            0,
            42,
            0,
            0,
            0,
            8,
            0,
            1,
            0x01,
            0x12,
            0,
            3,
            0,
            0,
            0,
            1,
            0,
            orientation,
            0,
            0,
            0,
            0,
            0,
            0,
          ]),
        ];
  const app1 =
    orientation === null ? [] : [0xff, 0xe1, 0, 2 + 6 + tiff.length, ...bytes('Exif', [0, 0]), ...tiff];
  const sof = [0xff, 0xc0, 0, 17, 8, 0, 200, 1, 44, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return new Uint8Array([0xff, 0xd8, ...app1, ...sof, 0xff, 0xd9]);
}

describe('sniffImageType', () => {
  it.each([
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    ['PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
    ['WEBP', bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['SVG', text('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
    [
      'SVG with prolog, comment and doctype',
      text('\ufeff<?xml version="1.0"?>\n<!-- x -->\n<!DOCTYPE svg>\n<svg>'),
      'image/svg+xml',
    ],
    ['text', text('This is a text file, not a photo.'), null],
    ['HTML', text('<html><svg></svg></html>'), null],
    ['GIF', bytes('GIF89a'), null],
    ['empty', new Uint8Array(), null],
    ['truncated PNG signature', bytes([0x89], 'PN'), null],
  ])('%s -> %s', (_name, input, type) => {
    expect(sniffImageType(input)).toBe(type);
  });
});

describe('sniffImage sizes', () => {
  it.each([
    [null, 300, 200],
    [1, 300, 200],
    [3, 300, 200],
    [6, 200, 300],
    [8, 200, 300],
  ])('JPEG with EXIF orientation %s shows %s x %s', async (o, width, height) => {
    expect(await sniffImage(jpeg(o))).toEqual({ type: 'image/jpeg', width, height });
  });

  it('reads the PNG IHDR', async () => {
    const png = bytes(
      [0x89],
      'PNG',
      [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13],
      'IHDR',
      [0, 0, 1, 144, 0, 0, 0, 160],
    );
    expect(await sniffImage(png)).toEqual({ type: 'image/png', width: 400, height: 160 });
  });

  it.each([
    [
      'VP8L',
      bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8L', [0, 0, 0, 0, 0x2f, 99, 0xc0, 0x31, 0x00, 0, 0, 0, 0, 0]),
      100,
      200,
    ],
    [
      'VP8X',
      bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8X', [10, 0, 0, 0, 0, 0, 0, 0, 0xff, 0x0f, 0, 0xb7, 0x0b, 0]),
      4096,
      3000,
    ],
  ])('reads WEBP %s', async (_n, input, width, height) => {
    expect(await sniffImage(input)).toEqual({ type: 'image/webp', width, height });
  });

  it.each([
    ['<svg width="400" height="160" viewBox="0 0 40 16">', 400, 160],
    ['<svg viewBox="0 0 120 60">', 120, 60],
    ['<svg width="100%" height="100%" viewBox="0,0,30,10">', 30, 10],
  ])('reads the SVG size of %s', async (tag, width, height) => {
    expect(await sniffImage(text(tag))).toEqual({ type: 'image/svg+xml', width, height });
  });

  it('gives a null size when the JPEG header is cut before the frame', async () => {
    expect(await sniffImage(jpeg(6).subarray(0, 10))).toEqual({
      type: 'image/jpeg',
      width: null,
      height: null,
    });
  });
});
