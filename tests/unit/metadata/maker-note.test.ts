// A maker note whose entries point into it by offsets from the TIFF header (Canon, Sony, Panasonic)
// reads true after the rebuild only if it stays at its source offset.
import { describe, expect, it } from 'vitest';
import { rebuildExif } from '#shared/metadata/exif';
import { parseTiff } from '#shared/metadata/tiff';
import { craftedTiff } from '../../helpers/crafted-tiff';
import { buildTiff, jpegWithExif, type Entry } from '../../helpers/tiff-builder';
import { exportLike, parse, photo } from './fixtures';

const STRINGS = ['Canon EOS R5 Mark II', 'Firmware Version 1.0.2'];

/** A Canon-style maker note at `at`: an IFD of ASCII entries whose values follow it, by absolute offset. */
function makerNote(at: number, le: boolean): number[] {
  const head = 2 + 12 * STRINGS.length + 4;
  const view = new DataView(new ArrayBuffer(head + STRINGS.reduce((n, s) => n + s.length + 2, 0)));
  view.setUint16(0, STRINGS.length, le);
  let data = head;
  STRINGS.forEach((s, i) => {
    const p = 2 + 12 * i;
    view.setUint16(p, 6 + i, le);
    view.setUint16(p + 2, 2, le);
    view.setUint32(p + 4, s.length + 1, le);
    view.setUint32(p + 8, at + data, le);
    [...s].forEach((c, k) => view.setUint8(data + k, c.charCodeAt(0)));
    data += s.length + 2;
  });
  return [...new Uint8Array(view.buffer)];
}

/** The maker note's strings, followed through its offsets from the start of `tiff`. */
function makerStrings(tiff: Uint8Array): string[] {
  const t = parseTiff(tiff)!;
  const note = t.exif.find((e) => e.tag === 0x927c)!;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const le = t.littleEndian;
  // Found by its bytes, which are copied unchanged, not by the reader's own record of where it was.
  const at = Buffer.from(tiff).indexOf(note.value);
  return Array.from({ length: view.getUint16(at, le) }, (_, i) => {
    const p = at + 2 + 12 * i;
    const from = view.getUint32(p + 8, le);
    const bytes = tiff.subarray(from, from + view.getUint32(p + 4, le) - 1);
    return String.fromCharCode(...bytes);
  });
}

const exifOf = (jpeg: Buffer) => new Uint8Array(jpeg.subarray(jpeg.indexOf('Exif\0\0') + 6));

describe('a maker note with offsets from the TIFF header', () => {
  // Without the pixel size in the source the rebuilt Exif IFD grows into the note's place and has to
  // go after it; with it, the rebuilt tree is smaller and the note is written past a gap.
  it.each([
    [true, true, false],
    [false, false, false],
    [true, true, true],
    [false, true, true],
  ])(
    'still points at its own values (little-endian=%s, location removed=%s, size in the source=%s)',
    async (le, removeLocation, sized) => {
      const ifd0: Entry[] = [
        { tag: 0x010f, type: 2, values: 'Canon' },
        { tag: 0x0112, type: 3, values: [6] },
        { tag: 0x8298, type: 2, values: '(c) Ada' },
      ];
      const size: Entry[] = [
        { tag: 0xa002, type: 4, values: [64] },
        { tag: 0xa003, type: 4, values: [48] },
      ];
      const build = (at: number) =>
        buildTiff({
          le,
          ifd0: [...ifd0],
          exif: [
            { tag: 0x829a, type: 5, values: [1, 125] },
            { tag: 0x927c, type: 7, values: makerNote(at, le) },
            { tag: 0xa434, type: 2, values: 'RF 50mm F1.2 L USM' },
            ...(sized ? size : []),
          ],
          gps: [{ tag: 0x0001, type: 2, values: 'N' }],
        });
      // Where the note lands does not depend on what it holds: build once to learn it.
      const at = Buffer.from(build(0)).indexOf(Uint8Array.from(makerNote(0, le)));
      const tiff = build(at);
      expect(makerStrings(tiff)).toEqual(STRINGS);

      const src = jpegWithExif(new Uint8Array(await photo().jpeg().toBuffer()), tiff);
      const out = await exportLike(src, 'image/jpeg', 'jpeg', removeLocation);
      expect(makerStrings(exifOf(out))).toEqual(STRINGS);
      const tags = await parse(out);
      expect(tags.ifd0).toMatchObject({ Make: 'Canon', Orientation: 1, Copyright: '(c) Ada' });
      expect(tags.exif).toMatchObject({
        ExposureTime: 0.008,
        LensModel: 'RF 50mm F1.2 L USM',
        ExifImageWidth: 64,
      });
      expect(tags.gps).toEqual(removeLocation ? undefined : expect.objectContaining({ GPSLatitudeRef: 'N' }));
    },
  );
});

// A PNG, WEBP or HEIF source may hold more EXIF than one JPEG segment: a note that cannot keep its
// place in one moves, as it did before decision 315, rather than being dropped.
it('moves a note whose place lies past what one segment holds, and keeps it', () => {
  const note = makerNote(0, true);
  const tiff = buildTiff({
    le: true,
    // SubIFDs point outside the tree and are never carried: 60 KB the rebuild does not need.
    ifd0: [
      { tag: 0x010f, type: 2, values: 'Canon' },
      { tag: 0x014a, type: 7, values: Array<number>(60_000).fill(1) },
    ],
    exif: [{ tag: 0x927c, type: 7, values: [...note, ...Array<number>(6_000).fill(2)] }],
    gps: [],
  });
  expect(Buffer.from(tiff).indexOf(Uint8Array.from(note))).toBeGreaterThan(60_000);
  const out = rebuildExif(tiff, { removeLocation: true, size: { width: 64, height: 48 }, srgb: true })!;
  expect(out.length).toBeLessThan(8_000);
  const kept = parseTiff(out)!.exif.find((e) => e.tag === 0x927c);
  expect(kept?.value.length).toBe(note.length + 6_000);
});

it('keeps only the Exif IFD’s first maker note in place, so thousands of notes rebuild in linear time', () => {
  const tiff = craftedTiff(16_000);
  const t = parseTiff(tiff)!;
  const pinned = [...t.ifd0, ...t.exif, ...t.interop, ...t.gps].filter((e) => e.at !== undefined);
  expect(pinned).toEqual([t.exif.find((e) => e.tag === 0x927c)]);
  const started = performance.now();
  for (const removeLocation of [true, false])
    rebuildExif(tiff, { removeLocation, size: { width: 64, height: 48 }, srgb: true });
  // Pinning every note took 18 s here; the linear layout takes some 100 ms.
  expect(performance.now() - started).toBeLessThan(5000);
});
