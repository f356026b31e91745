// API jobs on the wire (issue 15): what POST /api/v1/jobs takes in its "settings" part, what the jobs
// endpoints answer, and their errors. The OpenAPI document is built from these schemas.
import { z } from 'zod';
import {
  MAX_CANVAS_AREA,
  MAX_CANVAS_SIDE,
  MAX_WEBP_AVIF_SIDE,
  exportSettingsSchema,
} from '../export-settings';
import { layersSchema, photoPlacementsSchema } from '../layers';

/**
 * Photos in one job, and bytes per photo (decision 268): a 60 MP camera JPEG at its finest quality
 * runs to 40-70 MB, so the cap is 100 MB (decision 305).
 */
export const API_JOB_MAX_PHOTOS = 100;
export const API_JOB_MAX_PHOTO_BYTES = 100 * 1024 * 1024;
/** Hours a finished job's zip is kept. */
export const API_JOB_RESULT_HOURS = 24;
export const API_JOB_LOCALES = ['en', 'he'] as const;

/** The multipart fields of POST /api/v1/jobs. */
export const API_JOB_FIELDS = {
  photos: 'photos',
  logo: 'logo',
  preset: 'preset',
  settings: 'settings',
  callbackUrl: 'callback_url',
} as const;
/** The file id the "logo" part stands for in layers. */
export const API_LOGO_FILE_ID = 'logo';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * The "settings" part: the editor's layer model and placements (for all photos, or per 0-based photo
 * index), the output settings and the language of {date}. Everything may be left out: a "logo" alone
 * is one centred logo layer on JPEGs at quality 95.
 */
export const apiJobSettingsSchema = z
  .object({
    layers: layersSchema.optional(),
    placements: photoPlacementsSchema.optional(),
    photos: z
      .record(z.string().regex(/^\d+$/, 'Photo indexes are 0-based whole numbers'), photoPlacementsSchema)
      .optional(),
    export: exportSettingsSchema.strict().optional(),
    locale: z.enum(API_JOB_LOCALES).default('en'),
  })
  .strict();
export type ApiJobSettings = z.infer<typeof apiJobSettingsSchema>;

export const callbackUrlSchema = z
  .url({ protocol: /^https?$/, message: 'callback_url must be an http or https address' })
  .max(2048);

/**
 * Why a photo failed, for the OpenAPI document: the codes of job-upload.ts (refused on submission,
 * never charged) and of the engine's EngineError (failed while composed, given back at the end).
 */
const px = (n: number) => n.toLocaleString('en-US');
const PHOTO_FAILURE_CODES =
  'unsupported_type (not a photo of a supported format), invalid_image (an empty file), ' +
  `file_too_large (over ${API_JOB_MAX_PHOTO_BYTES / 1024 / 1024} MB), ` +
  'image_load (it could not be decoded: the file may be damaged or cut short), ' +
  `image_too_large (over ${px(MAX_CANVAS_SIDE)} px a side or ${Math.floor(MAX_CANVAS_AREA / 1e6)} MP in all), ` +
  `format_too_large (over ${px(MAX_WEBP_AVIF_SIDE)} px a side for WEBP or AVIF: choose JPEG or PNG, or a resize), ` +
  'unsupported (a type the engine cannot open), image_blob (the output could not be encoded).';

export const failedPhotoSchema = z.object({
  index: z.number().int().min(0).describe('0-based position among the "photos" parts'),
  name: z.string().describe('The file name as sent'),
  code: z.string().describe(`Why it failed: ${PHOTO_FAILURE_CODES}`),
  message: z.string().describe('The same in English, naming the photo'),
});
export type FailedPhoto = z.infer<typeof failedPhotoSchema>;

export const jobDtoSchema = z.object({
  id: z.string(),
  status: z.enum(JOB_STATUSES),
  total: z.number().int(),
  done: z.number().int(),
  failed: z.array(failedPhotoSchema),
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** When the result is deleted (24 hours after the job ended); null before. */
  expires_at: z.string().nullable(),
  /** Where to fetch the zip once done (and until expires_at); null otherwise. */
  result_url: z.string().nullable(),
  /** Why the job failed as a whole (status "failed"); null otherwise. A photo's own failure is in `failed`. */
  failure_reason: z.string().nullable(),
});
export type JobDto = z.infer<typeof jobDtoSchema>;

export const createdJobDtoSchema = z.object({
  id: z.string(),
  status: z.literal('queued'),
  total: z.number().int(),
  /** With callback_url only: the HMAC-SHA256 key of X-LogoBatch-Signature, sent this once. */
  callback_secret: z.string().optional(),
});
export type CreatedJobDto = z.infer<typeof createdJobDtoSchema>;

/** The body of the callback POST: the job as GET /api/v1/jobs/:id answers it, and the event. */
export const jobCallbackSchema = jobDtoSchema.extend({ event: z.literal('job.finished') });
export type JobCallback = z.infer<typeof jobCallbackSchema>;

export const CALLBACK_SIGNATURE_HEADER = 'X-LogoBatch-Signature';

/**
 * quota_exceeded on submission. Not the editor's "You've reached your daily quota… Please upgrade":
 * a job is refused while photos are still left (it asked for more), and an API key is already on the
 * top plan, so the message says what was asked, what is left and when it comes back.
 */
export const jobQuotaMessage = (requested: number, remaining: number, limit: number) =>
  `This job has ${requested} photo${requested === 1 ? '' : 's'} to brand, but ` +
  (remaining === 0
    ? `all of today's ${limit} are used.`
    : `only ${remaining} of today's ${limit} ${remaining === 1 ? 'is' : 'are'} left.`) +
  ' The quota resets at midnight UTC.';

export const API_JOB_ERRORS = {
  notFound: { code: 'job_not_found', message: 'Job not found' },
  notMultipart: {
    code: 'invalid_upload',
    message:
      'Send the job as multipart/form-data: "photos" files, a "logo" file and/or a "preset" id, "settings" JSON and an optional "callback_url".',
  },
  noPhotos: { code: 'no_photos', message: 'Send at least one photo as a "photos" file.' },
  tooManyPhotos: {
    code: 'too_many_photos',
    message: `A job can hold at most ${API_JOB_MAX_PHOTOS} photos.`,
  },
  invalidSettings: { code: 'invalid_settings', message: 'The "settings" part is not valid.' },
  settingsNotJson: { code: 'invalid_settings', message: 'The "settings" part is not JSON.' },
  invalidCallback: {
    code: 'invalid_callback_url',
    message: 'callback_url must be an http or https address.',
  },
  refusedCallback: {
    code: 'invalid_callback_url',
    message:
      'callback_url must not be a link-local or unspecified address (or, on this server, any non-public one).',
  },
  noWatermark: {
    code: 'watermark_required',
    message:
      'Send a "logo" file, a "preset" id, or text layers in "settings"; at least one layer must be visible, and a text layer not blank.',
  },
  presetNotFound: { code: 'preset_not_found', message: 'Preset not found' },
  notDone: { code: 'job_not_done', message: 'The job has no result yet.' },
  noResult: { code: 'job_has_no_result', message: 'The job ended without a result.' },
  expired: {
    code: 'result_expired',
    message: `Results are kept for ${API_JOB_RESULT_HOURS} hours; this one was deleted.`,
  },
  finished: { code: 'job_finished', message: 'The job has already ended.' },
  rateLimited: { code: 'rate_limited', message: 'Too many requests with this API key; try again later.' },
  storage: { code: 'storage_unavailable', message: 'Storage is not available right now; try again later.' },
} as const;
