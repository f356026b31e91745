// Which colour a HEIF's primary image is in, from its boxes: a profile over a colour code, the file's
// when the primary names none, and a grid's first tile's before anything else in the file.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { blobReader, bytesReader } from '#shared/files/byte-reader';
import { readHeifInfo } from '#shared/files/heif-items';
import { heifColorSpace } from '#shared/files/isobmff';
import { readSourceMetadata } from '#shared/metadata/output';
import { addProperties, box, withIccProfile } from '../fixtures/heif-boxes';
import { adobeRgbProfile } from '../helpers/icc-builder';

const asBlob = (b: Buffer) => blobReader(new Blob([new Uint8Array(b)]));

describe('HEIF colour', () => {
  it('takes a profile over a colour code, whichever comes first, as libheif and Chromium do', async () => {
    const p3 = fs.readFileSync(path.resolve('tests/fixtures', 'quadrants-p3.heic'));
    const icc = adobeRgbProfile();
    const prof = box('colr', Buffer.concat([Buffer.from('prof', 'latin1'), icc]));
    // The fixture's own nclx (P3) box first, an Adobe RGB profile after it.
    const info = await readHeifInfo(asBlob(addProperties(p3, [{ box: prof, essential: false }])));
    expect(info?.colour).toEqual({ kind: 'icc', profile: new Uint8Array(icc) });
    expect(heifColorSpace(info?.colour)).toBe('srgb');
  });

  // An iPhone-style grid may carry its profile on the tiles only; libheif's decode still applies it.
  it("takes the file's profile when the primary image has no colour of its own", async () => {
    const p3 = fs.readFileSync(path.resolve('tests/fixtures', 'quadrants-p3.heic'));
    const icc = adobeRgbProfile();
    const heic = withIccProfile(p3, icc, false);
    const info = await readHeifInfo(asBlob(heic));
    expect(info?.colour).toEqual({ kind: 'icc', profile: new Uint8Array(icc) });
    const meta = await readSourceMetadata(bytesReader(new Uint8Array(heic)), 'image/heic');
    expect(meta.icc).toEqual(new Uint8Array(icc));
  });

  // A thumbnail's profile first in ipco must not stand for a grid whose tiles carry another colour.
  it("takes a grid's first tile's colour where the grid has none, as libheif does", async () => {
    const full = (type: string, body: Buffer) => box(type, Buffer.concat([Buffer.alloc(4), body]));
    const u16s = (...n: number[]) => Buffer.from(n.flatMap((v) => [v >> 8, v & 255]));
    const ftyp = Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1');
    const thumbnailProfile = box('colr', Buffer.concat([Buffer.from('prof', 'latin1'), adobeRgbProfile()]));
    const tileColour = box('colr', Buffer.from('nclx\0\x0c\0\x0d\0\x06\x80', 'latin1'));
    const meta = full(
      'meta',
      Buffer.concat([
        full('pitm', u16s(1)),
        // Grid 1 is made of tiles 2 and 3; item 4 is the thumbnail.
        full('iref', box('dimg', u16s(1, 2, 2, 3))),
        box(
          'iprp',
          Buffer.concat([
            box('ipco', Buffer.concat([thumbnailProfile, tileColour])),
            full(
              'ipma',
              Buffer.concat([
                Buffer.from([0, 0, 0, 3]),
                u16s(4),
                Buffer.from([1, 1]),
                u16s(2),
                Buffer.from([1, 2]),
                u16s(3),
                Buffer.from([1, 2]),
              ]),
            ),
          ]),
        ),
      ]),
    );
    const info = await readHeifInfo(asBlob(Buffer.concat([ftyp, meta])));
    expect(info?.colour).toEqual({ kind: 'nclx', primaries: 12, transfer: 13, matrix: 6 });
  });
});
