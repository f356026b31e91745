import type { ProjectMeta } from '#shared/schemas/projects';

export interface ProjectUpload {
  meta: ProjectMeta;
  images: File[];
  logo: File;
}

/** The multipart shape the server reads: "meta" JSON, "images" in photo order, one "logo". */
export function toFormData({ meta, images, logo }: ProjectUpload): FormData {
  const form = new FormData();
  form.append('meta', JSON.stringify(meta));
  for (const f of images) form.append('images', f, f.name);
  form.append('logo', logo, logo.name);
  return form;
}
