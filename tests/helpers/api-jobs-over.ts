// The jobs API as a client calls it over HTTP, for the tests that run the server in a child process
// and then stop its database, kill it or kill a worker: photos whose output tells them apart, a
// submission, the job's state, and its zip read back.
import JSZip from 'jszip';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { CreatedJobDto, JobDto } from '#shared/schemas/api-jobs';
import { jobForm, jpegPhoto, pngLogo, type PhotoFile } from './api-jobs';

export interface ApiClient {
  base: string;
  auth: { Authorization: string };
}

/** p0.jpg, p1.jpg…, each a pixel wider than the one before, from `width`: an output's width names its photo. */
export const widthTagged = (count: number, width: number, height = 1000): Promise<PhotoFile[]> =>
  Promise.all(Array.from({ length: count }, (_, i) => jpegPhoto(`p${i}.jpg`, { width: width + i, height })));

/** Submits the photos with the test logo; the job's id once accepted (202). */
export async function submitOver(c: ApiClient, photos: PhotoFile[], logo?: PhotoFile): Promise<string> {
  const res = await fetch(`${c.base}/api/v1/jobs`, {
    method: 'POST',
    headers: c.auth,
    body: jobForm({ photos, logo: logo ?? (await pngLogo()) }),
  });
  expect(res.status).toBe(202);
  return ((await res.json()) as CreatedJobDto).id;
}

export const jobOver = async (c: ApiClient, id: string): Promise<JobDto> => {
  const res = await fetch(`${c.base}/api/v1/jobs/${id}`, { headers: c.auth });
  return (await res.json()) as JobDto;
};

/** The job's zip: its entry names in order and each entry's width. */
export async function resultOver(c: ApiClient, id: string): Promise<{ names: string[]; widths: number[] }> {
  const res = await fetch(`${c.base}/api/v1/jobs/${id}/result`, { headers: c.auth });
  expect(res.status).toBe(200);
  const zip = await JSZip.loadAsync(await res.arrayBuffer());
  const names = Object.keys(zip.files);
  const widths = await Promise.all(
    names.map(async (n) => (await sharp(await zip.file(n)!.async('nodebuffer')).metadata()).width ?? 0),
  );
  return { names, widths };
}

/** What a result holds when every photo came out exactly once, in order. */
export const everyPhotoOnce = (photos: PhotoFile[], width: number) => ({
  names: photos.map((_, i) => `image-${i + 1}.jpg`),
  widths: photos.map((_, i) => width + i),
});
