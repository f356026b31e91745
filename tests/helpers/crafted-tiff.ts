// A crafted EXIF block: its Exif, Interop and GPS IFDs each hold n maker notes (tag 0x927c, 6 bytes),
// their values 26 bytes apart in descending offset, the order that made pinning every note quadratic.
export function craftedTiff(n: number): Uint8Array {
  const P = 3 * n;
  // k-th pin in writeTiff's order (Exif, Interop, GPS): Exif and Interop descending from 8 + 26 (2n - 1)
  // down to 8, GPS above them, descending too, so that removing GPS leaves the worst case intact.
  const pinAt = (k: number) =>
    k < 2 * n ? 8 + 26 * (2 * n - 1 - k) : 8 + 26 * (2 * n) + 26 * (3 * n - 1 - k);
  let at = 8 + 26 * P + 8;
  const ifd = (count: number) => {
    const start = at;
    at += 2 + 12 * count + 4;
    return start;
  };
  const ifd0 = ifd(2);
  const exif = ifd(n + 1);
  const interop = ifd(n);
  const gps = ifd(n);
  const b = new Uint8Array(at);
  const v = new DataView(b.buffer);
  b[0] = b[1] = 0x49;
  v.setUint16(2, 42, true);
  v.setUint32(4, ifd0, true);
  let k = 0;
  const write = (start: number, pointers: [number, number][]) => {
    const mine = start === ifd0 ? 0 : n;
    v.setUint16(start, mine + pointers.length, true);
    let e = start + 2;
    for (const [tag, to] of pointers) {
      v.setUint16(e, tag, true);
      v.setUint16(e + 2, 4, true);
      v.setUint32(e + 4, 1, true);
      v.setUint32(e + 8, to, true);
      e += 12;
    }
    for (let i = 0; i < mine; i += 1, e += 12, k += 1) {
      v.setUint16(e, 0x927c, true);
      v.setUint16(e + 2, 7, true);
      v.setUint32(e + 4, 6, true);
      v.setUint32(e + 8, pinAt(k), true);
    }
  };
  write(ifd0, [
    [0x8769, exif],
    [0x8825, gps],
  ]);
  write(exif, [[0xa005, interop]]);
  write(interop, []);
  write(gps, []);
  return b;
}
