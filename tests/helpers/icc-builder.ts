// A matrix/TRC RGB ICC profile (v2) built from primaries and a gamma, for tests: Adobe RGB (1998) has no
// profile in sharp, and a profile file would be someone else's bytes.
type Xyz = [number, number, number];

const s15 = (v: number) => Math.round(v * 65536);

function tag(type: string, body: number[]): Buffer {
  const b = Buffer.concat([Buffer.from(type, 'latin1'), Buffer.alloc(4), Buffer.from(body)]);
  return Buffer.concat([b, Buffer.alloc((4 - (b.length % 4)) % 4)]);
}

function xyzTag([x, y, z]: Xyz): Buffer {
  const b = Buffer.alloc(12);
  [x, y, z].forEach((v, i) => b.writeInt32BE(s15(v), i * 4));
  return tag('XYZ ', [...b]);
}

function textTag(type: 'desc' | 'text', text: string): Buffer {
  if (type === 'text') return tag('text', [...Buffer.from(text + '\0', 'latin1')]);
  const len = Buffer.alloc(4);
  len.writeUInt32BE(text.length + 1);
  return tag('desc', [...len, ...Buffer.from(text + '\0', 'latin1'), ...Buffer.alloc(4 + 4 + 2 + 1 + 67)]);
}

export function matrixProfile(name: string, primaries: [Xyz, Xyz, Xyz], gamma: number): Buffer {
  const curve = tag('curv', [0, 0, 0, 1, Math.floor(gamma), Math.round((gamma % 1) * 256)]);
  const tags: [string, Buffer][] = [
    ['desc', textTag('desc', name)],
    ['cprt', textTag('text', 'No copyright, test profile')],
    ['wtpt', xyzTag([0.9642, 1, 0.8249])],
    ['rXYZ', xyzTag(primaries[0])],
    ['gXYZ', xyzTag(primaries[1])],
    ['bXYZ', xyzTag(primaries[2])],
    ['rTRC', curve],
    ['gTRC', curve],
    ['bTRC', curve],
  ];
  const table = Buffer.alloc(4 + tags.length * 12);
  table.writeUInt32BE(tags.length);
  let offset = 128 + table.length;
  tags.forEach(([sig, data], i) => {
    table.write(sig, 4 + i * 12, 'latin1');
    table.writeUInt32BE(offset, 8 + i * 12);
    table.writeUInt32BE(data.length, 12 + i * 12);
    offset += data.length;
  });
  const header = Buffer.alloc(128);
  header.writeUInt32BE(offset, 0);
  header.writeUInt32BE(0x02100000, 8);
  header.write('mntrRGB XYZ ', 12, 'latin1');
  header.write('acsp', 36, 'latin1');
  [0.9642, 1, 0.8249].forEach((v, i) => header.writeInt32BE(s15(v), 68 + i * 4));
  return Buffer.concat([header, table, ...tags.map(([, d]) => d)]);
}

/** Adobe RGB (1998): its primaries adapted to D50 and gamma 563/256. */
export const adobeRgbProfile = () =>
  matrixProfile(
    'Adobe RGB (1998) compatible',
    [
      [0.60974, 0.31111, 0.01947],
      [0.20528, 0.62567, 0.06087],
      [0.14919, 0.06322, 0.74457],
    ],
    563 / 256,
  );
