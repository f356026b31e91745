// A photo as a desktop editor saves it, with megabytes of extended XMP (its edit history) before the
// frame header, through the real export: the history comes out whole (copied as the source holds
// it), location in it is removed, and the picture is decoded upright as without the XMP.
import fs from 'node:fs';
import path from 'node:path';
import { memorySource } from '#shared/metadata/bytes';
import { readJpegMetadata } from '#shared/metadata/jpeg';
import { test, expect } from './fixtures';
import { decode, downloadOne, openEditorWith, place, solid, tmpDir } from './export-helpers';
import { isUpright, orientedJpeg, quadrantColours } from './intake-helpers';
import { extendedXmpOf, withExtendedXmp, type ExtendedXmpOptions } from '../helpers/extended-xmp';

const BYTES = 2 * 2 ** 20;

async function exportEdited(page: Parameters<typeof openEditorWith>[0], options: ExtendedXmpOptions) {
  const dir = tmpDir();
  // Stored 800×600 with EXIF orientation 6: the EXIF segment follows the XMP, and must still count.
  const plain = await fs.promises.readFile(await orientedJpeg(dir, 6, 600, 800));
  const source = withExtendedXmp(plain, BYTES, 5, options);
  const file = path.join(dir, 'edited.jpg');
  await fs.promises.writeFile(file, source);
  await openEditorWith(page, [file], await solid(path.join(dir, 'red.png'), 100, 100, [255, 0, 0]));
  await place(page, { x: 0.85, y: 0.85, size: 0.15 }, false);
  const { bytes } = await downloadOne(page);
  const out = await decode(bytes);
  expect([out.format, out.width, out.height]).toEqual(['jpeg', 600, 800]);
  expect(isUpright(quadrantColours(out.at, 600, 800))).toBe(true);
  const before = (await readJpegMetadata(memorySource(new Uint8Array(source))))!;
  const after = (await readJpegMetadata(memorySource(new Uint8Array(bytes))))!;
  return { source, bytes, before, after };
}

test('an edit history of megabytes comes out whole, its segments as the source wrote them', async ({
  page,
}) => {
  const { source, bytes, before, after } = await exportEdited(page, {});
  const range = before.xmpExtendedRange!;
  expect(range.to - range.from).toBeGreaterThan(BYTES);
  expect(bytes.indexOf(source.subarray(range.from, range.to))).toBeGreaterThan(0);
  expect(Buffer.from(after.xmpExtendedBytes!).equals(extendedXmpOf(BYTES, 5))).toBe(true);
  expect(after.xmpExtendedGuid).toBe(before.xmpExtendedGuid);
  expect(after.xmp).toContain(`HasExtendedXMP="${before.xmpExtendedGuid}"`);
  expect(after.xmp).toContain('Bench Photographer');
});

test('location in extended XMP is removed by default; the rest of the history stays', async ({ page }) => {
  const { before, after } = await exportEdited(page, { location: true });
  expect(before.xmpExtended).toContain('<photoshop:City>Paris</photoshop:City>');
  expect(after.xmpExtended).not.toMatch(/Paris|GPSLatitude/);
  expect(after.xmpExtended!.match(/<rdf:li /g)).toHaveLength(before.xmpExtended!.match(/<rdf:li /g)!.length);
  expect(after.xmp).toContain(`HasExtendedXMP="${after.xmpExtendedGuid}"`);
  expect(after.xmpExtendedGuid).not.toBe(before.xmpExtendedGuid);
});
