import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { intakePhotos } from './intake';

const fixture = (name: string, as = name) =>
  new File([fs.readFileSync(path.resolve('tests/fixtures', name))], as, { type: 'image/jpeg' });

describe('intakePhotos', () => {
  it('keeps real photos with their displayed size and refuses by content, keeping the order', async () => {
    const files = [
      fixture('landscape.jpg'),
      fixture('not-an-image.jpg'),
      fixture('exif-rotated.jpg'),
      fixture('transparent.png'),
    ];
    const out = await intakePhotos(files, ['.jpg', '.jpeg', '.png']);
    expect(out.images.map((i) => [i.name, i.type, i.width, i.height])).toEqual([
      ['landscape.jpg', 'image/jpeg', 1200, 800],
      ['exif-rotated.jpg', 'image/jpeg', 200, 300],
      ['transparent.png', 'image/png', 600, 400],
    ]);
    expect(out.refused).toEqual(['not-an-image.jpg']);
    expect(out.aligned.map((i) => i?.name ?? null)).toEqual([
      'landscape.jpg',
      null,
      'exif-rotated.jpg',
      'transparent.png',
    ]);
    expect(new Set(out.images.map((i) => i.id)).size).toBe(3);
  });

  it('refuses a type the plan does not accept even when the content is an image, and never takes an SVG as a photo', async () => {
    const out = await intakePhotos(
      [fixture('transparent.png', 'a.jpg'), fixture('logo.svg', 'b.jpg')],
      ['.jpg', '.jpeg'],
    );
    expect(out.refused).toEqual(['a.jpg', 'b.jpg']);
    // The PNG's type is kept for the plan hint; the SVG, never a photo, is not.
    expect(out.refusedTypes).toEqual(['image/png']);
  });
});
