import { appendLayerFiles, layerFileNames, layerFiles } from '#client/lib/watermark-form';
import type { PresetMeta } from '#shared/schemas/presets';
import type { PresetContent } from '../model';

/** The multipart shape the server reads: "meta" JSON and one "logos" part per image layer file. */
export function presetFormData(name: string, { watermark, exportSettings }: PresetContent): FormData {
  const meta: PresetMeta = {
    name,
    watermark: { layers: watermark.layers, placements: watermark.placements },
    ...(exportSettings && { exportSettings }),
    logoNames: layerFileNames(watermark),
  };
  const form = new FormData();
  form.append('meta', JSON.stringify(meta));
  appendLayerFiles(form, layerFiles(watermark));
  return form;
}
