// Builders for preset and layered-project uploads in API tests: real layers through the real schema,
// logo files as "logos" parts named by fileId, as the client sends them.
import { imageLayerSchema, textLayerSchema, type Layer } from '#shared/layers';
import type { UploadFile } from './projects';

export const imageLayer = (id: string, fileId = `file-${id}`) =>
  imageLayerSchema.parse({ id, kind: 'image', fileId, width: 400, height: 100 });

export const textLayer = (id: string, text = '© Dana Levi {year}') =>
  textLayerSchema.parse({ id, kind: 'text', text, style: { font: 'noto-sans', color: '#ffeeaa' } });

export const placement = (x = 0.8, y = 0.9) => ({
  x,
  y,
  scale: 0.25,
  opacity: 0.8,
  rotation: 30,
  anchor: { corner: 'bottom-right', margin: 0.03 },
});

export interface WatermarkLogoFile extends Omit<UploadFile, 'name'> {
  fileId: string;
}

export function watermarkOf(layers: Layer[]) {
  return { layers, placements: Object.fromEntries(layers.map((l, i) => [l.id, placement(0.1 * i, 0.5)])) };
}

export function presetForm(meta: Record<string, unknown>, logos: WatermarkLogoFile[] = []): FormData {
  const form = new FormData();
  form.append('meta', JSON.stringify(meta));
  for (const l of logos) {
    form.append('logos', new File([l.bytes as BlobPart], l.fileId, { type: l.type ?? 'image/png' }));
  }
  return form;
}
