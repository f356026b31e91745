// The sniffer against the real fixture files the e2e tests upload.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sniffImage } from '#shared/files';

const fixture = (name: string) =>
  new Uint8Array(fs.readFileSync(path.join(import.meta.dirname, '..', 'fixtures', name)));

describe('sniffImage on the fixtures', () => {
  it.each([
    ['landscape.jpg', 'image/jpeg', 1200, 800],
    ['portrait.jpg', 'image/jpeg', 800, 1200],
    ['exif-rotated.jpg', 'image/jpeg', 200, 300],
    ['transparent.png', 'image/png', 600, 400],
    ['logo.png', 'image/png', 400, 160],
    ['logo.svg', 'image/svg+xml', 400, 160],
    ['quadrants-p3.heic', 'image/heic', 320, 240],
    ['quadrants-rot.heic', 'image/heic', 240, 320],
  ])('%s is %s, %s x %s', async (name, type, width, height) => {
    expect(await sniffImage(fixture(name))).toEqual({ type, width, height });
  });

  it('refuses a text file named .jpg', async () => {
    expect(await sniffImage(fixture('not-an-image.jpg'))).toBeNull();
  });
});
