import type { ProjectMeta } from '#shared/schemas/projects';
import { appendLayerFiles } from '#client/lib/watermark-form';

export interface ProjectUpload {
  meta: ProjectMeta;
  images: File[];
  /** The old shape's one logo: sent only when the meta carries no watermark. */
  logo: File | null;
  /** With a watermark: the image layers' files by fileId. */
  logos?: Readonly<Record<string, File>>;
}

/** The multipart shape the server reads: "meta" JSON, "images" in photo order, then the logo files. */
export function toFormData({ meta, images, logo, logos }: ProjectUpload): FormData {
  const form = new FormData();
  form.append('meta', JSON.stringify(meta));
  for (const f of images) form.append('images', f, f.name);
  if (meta.watermark) appendLayerFiles(form, logos ?? {});
  else if (logo) form.append('logo', logo, logo.name);
  return form;
}
