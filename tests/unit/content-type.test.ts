import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sniffType } from '../../src/shared/files/content-type';

const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.resolve('tests/fixtures', name)));
const text = (s: string) => new TextEncoder().encode(s);

describe('sniffType', () => {
  it.each([
    ['landscape.jpg', 'image/jpeg'],
    ['logo.png', 'image/png'],
    ['logo.svg', 'image/svg+xml'],
    ['not-an-image.jpg', null],
  ])('%s is %s', (name, type) => {
    expect(sniffType(fixture(name))).toBe(type);
  });

  it.each([
    ['webp', new Uint8Array([...text('RIFF'), 1, 2, 3, 4, ...text('WEBPVP8 ')]), 'image/webp'],
    ['RIFF that is not webp', new Uint8Array([...text('RIFF'), 1, 2, 3, 4, ...text('WAVEfmt ')]), null],
    [
      'svg with prolog and comment',
      text('\uFEFF<?xml version="1.0"?>\n<!-- made by hand -->\n<svg viewBox="0 0 1 1"/>'),
      'image/svg+xml',
    ],
    ['svg with doctype', text('<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg>'), 'image/svg+xml'],
    ['html', text('<html><svg></svg></html>'), null],
    ['empty', new Uint8Array(), null],
    ['truncated png', new Uint8Array([0x89, 0x50, 0x4e]), null],
  ])('%s', (_name, bytes, type) => {
    expect(sniffType(bytes)).toBe(type);
  });
});
