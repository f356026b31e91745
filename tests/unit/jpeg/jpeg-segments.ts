// Reads back what writeBaseline wrote before the scan, for the tests: marker segments, the frame
// header's components and the DHT tables.

export interface Segment {
  marker: number;
  payload: Uint8Array;
}

/** The segments from SOI up to and including SOS. */
export function markerSegments(jpeg: Uint8Array): Segment[] {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('no SOI');
  const out: Segment[] = [];
  let at = 2;
  for (;;) {
    if (jpeg[at] !== 0xff) throw new Error(`no marker at ${at}`);
    const marker = jpeg[at + 1]!;
    const end = at + 2 + ((jpeg[at + 2]! << 8) | jpeg[at + 3]!);
    out.push({ marker, payload: jpeg.subarray(at + 4, end) });
    if (marker === 0xda) return out;
    at = end;
  }
}

/** The components of the SOF segment as [id, h, v, quant table]. */
export function frameComponents(jpeg: Uint8Array): { marker: number; components: number[][] } {
  const sof = markerSegments(jpeg).find((s) => s.marker >= 0xc0 && s.marker <= 0xc2);
  if (!sof) throw new Error('no SOF');
  const p = sof.payload;
  const components = Array.from({ length: p[5]! }, (_, i) => {
    const c = p.subarray(6 + i * 3, 9 + i * 3);
    return [c[0]!, c[1]! >> 4, c[1]! & 15, c[2]!];
  });
  return { marker: sof.marker, components };
}

export interface DhtTable {
  tableClass: number;
  id: number;
  /** Code counts per length 1..16. */
  counts: number[];
  values: number[];
}

export function huffmanTables(jpeg: Uint8Array): DhtTable[] {
  const tables: DhtTable[] = [];
  for (const { marker, payload } of markerSegments(jpeg)) {
    if (marker !== 0xc4) continue;
    let at = 0;
    while (at < payload.length) {
      const counts = Array.from(payload.subarray(at + 1, at + 17));
      const n = counts.reduce((a, b) => a + b, 0);
      tables.push({
        tableClass: payload[at]! >> 4,
        id: payload[at]! & 15,
        counts,
        values: Array.from(payload.subarray(at + 17, at + 17 + n)),
      });
      at += 17 + n;
    }
  }
  return tables;
}
