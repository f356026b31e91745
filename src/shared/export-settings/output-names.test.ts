import { describe, expect, it } from 'vitest';
import { DEFAULT_EXPORT_SETTINGS } from './settings';
import { outputNames } from './output-names';

const named = (...names: string[]) => names.map((name) => ({ name }));
const numbered = DEFAULT_EXPORT_SETTINGS;
const original = { ...DEFAULT_EXPORT_SETTINGS, fileNames: 'original' as const };

describe('output names', () => {
  it('keeps the spec names with the default settings: image-{n}.jpg zipped, logobatch-image-{n}.jpg singly', () => {
    const photos = named('a.png', 'b.jpg', 'c.webp');
    expect(outputNames(photos, numbered, true)).toEqual(['image-1.jpg', 'image-2.jpg', 'image-3.jpg']);
    expect(outputNames(photos, numbered, false)).toEqual([
      'logobatch-image-1.jpg',
      'logobatch-image-2.jpg',
      'logobatch-image-3.jpg',
    ]);
  });

  it.each([
    ['png', 'png'],
    ['webp', 'webp'],
    ['avif', 'avif'],
  ] as const)('numbers %s outputs with the .%s extension', (format, ext) => {
    expect(outputNames(named('x.jpg'), { ...numbered, format }, true)).toEqual([`image-1.${ext}`]);
    expect(outputNames(named('x.jpg'), { ...numbered, format }, false)).toEqual([`logobatch-image-1.${ext}`]);
  });

  it('uses original names with the output extension, the same zipped and singly', () => {
    const photos = named('Beach Day.JPG', 'portrait.png', 'no-extension', '.hidden', 'two.dots.jpeg');
    const expected = ['Beach Day.jpg', 'portrait.jpg', 'no-extension.jpg', '.hidden.jpg', 'two.dots.jpg'];
    expect(outputNames(photos, original, true)).toEqual(expected);
    expect(outputNames(photos, original, false)).toEqual(expected);
    expect(outputNames(named('a.jpg'), { ...original, format: 'png' }, true)).toEqual(['a.png']);
  });

  it('adds -1, -2 where names collide, ignoring case and the source extension', () => {
    const photos = named('a.jpg', 'a.png', 'A.jpeg', 'b.jpg', 'a.webp');
    expect(outputNames(photos, original, true)).toEqual(['a.jpg', 'a-1.jpg', 'A-2.jpg', 'b.jpg', 'a-3.jpg']);
  });

  it('takes a name spelt with decomposed accents (as macOS file systems give it) as the same name', () => {
    const photos = named('Café.jpg'.normalize('NFC'), 'Café.jpg'.normalize('NFD'));
    const [first, second] = outputNames(photos, original, true);
    expect(first!.normalize('NFC')).toBe('Café.jpg');
    expect(second!.normalize('NFC')).toBe('Café-1.jpg');
  });

  it('skips a suffix that another photo already has as its own name', () => {
    const photos = named('a.jpg', 'a-1.jpg', 'a.png');
    expect(outputNames(photos, original, true)).toEqual(['a.jpg', 'a-1.jpg', 'a-2.jpg']);
  });

  it("keeps a later photo's own name that an earlier collision's suffix would have taken", () => {
    // A camera's IMG_0001.JPG, its RAW converter's IMG_0001.png, and an edit saved as IMG_0001-1.jpg.
    const photos = named('a.jpg', 'a.png', 'A.JPG', 'a-1.jpg');
    expect(outputNames(photos, original, true)).toEqual(['a.jpg', 'a-2.jpg', 'A-3.jpg', 'a-1.jpg']);
  });

  it('takes a Greek final sigma for the sigma it is on Windows and macOS', () => {
    // JavaScript lowercases ΣΑΝΤΟΡΙΝΗΣ.jpg to a middle σ (a letter follows the dot); the file systems
    // match ς, σ and Σ, so the second photo overwrote the first when the zip was extracted.
    const photos = named('ΣΑΝΤΟΡΙΝΗΣ.jpg', 'σαντορινης.jpg', 'σαντορινησ.jpg');
    expect(outputNames(photos, original, true)).toEqual([
      'ΣΑΝΤΟΡΙΝΗΣ.jpg',
      'σαντορινης-1.jpg',
      'σαντορινησ-2.jpg',
    ]);
  });

  it('never makes folders or unsafe names out of what a file name holds', () => {
    expect(outputNames(named('../x/y:z.jpg', '   .jpg'), original, true)).toEqual([
      '.._x_y_z.jpg',
      'image.jpg',
    ]);
  });

  it('keeps every name within the 255 bytes a file system allows, suffix and extension included', () => {
    const bytes = (s: string) => new TextEncoder().encode(s).length;
    const long = 'x'.repeat(300);
    const cjk = '写'.repeat(120); // 360 bytes in UTF-8
    const names = outputNames(named(`${long}.jpg`, `${long}.png`, `${cjk}.jpg`), original, true);
    for (const n of names) expect(bytes(n)).toBeLessThanOrEqual(255);
    expect(names[0]).toBe(`${'x'.repeat(251)}.jpg`);
    expect(names[1]).toBe(`${'x'.repeat(249)}-1.jpg`);
    expect(names[2]).toBe(`${'写'.repeat(83)}.jpg`);
    // A name cut within a character pair (an emoji) does not leave half of it.
    const [emoji] = outputNames(named(`${'😀'.repeat(80)}.jpg`), original, true);
    expect(emoji).toBe(`${'😀'.repeat(62)}.jpg`);
  });
});
