// GET /api/v1/openapi.json: the API's OpenAPI 3.1 document, built from the same zod schemas the routes
// check and answer with (z.toJSONSchema), so the document cannot drift from the code. Public: no key.
import { z } from 'zod';
import {
  API_JOB_MAX_PHOTOS,
  API_JOB_RESULT_HOURS,
  CALLBACK_SIGNATURE_HEADER,
  apiJobSettingsSchema,
  createdJobDtoSchema,
  jobCallbackSchema,
  jobDtoSchema,
} from '#shared/schemas/api-jobs';
import { TIERS } from '#shared/plans';
import { ZIP_NAME } from '#shared/export-settings';

const schema = (s: z.ZodType, io: 'input' | 'output') =>
  z.toJSONSchema(s, { io, unrepresentable: 'any', target: 'draft-2020-12' });

const errorSchema = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', description: 'Stable machine code' },
        message: { type: 'string', description: 'What went wrong, in English' },
        remaining: { type: 'integer', description: 'quota_exceeded: photos left today' },
        details: {},
      },
    },
  },
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (name: string) => ({ content: { 'application/json': { schema: ref(name) } } });
const error = (description: string) => ({ description, ...json('Error') });
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } };
/** A response header: what clients read besides the body (generators make accessors of these). */
const header = (description: string, required = true, type: 'string' | 'integer' = 'string') => ({
  description,
  required,
  schema: { type },
});
// Every operation reads the key and its rate count from the database, so any of them can meet an
// outage (database_unavailable, app.onError); the jobs ones also a server without the job service.
const common = {
  '401': error('No key, or a malformed, unknown or revoked one (invalid_api_key)'),
  '403': error('The key’s plan has no API access (plan_no_api)'),
  '429': {
    ...error(
      'Too many requests with this key (rate_limited), or, on submission, the daily quota (quota_exceeded)',
    ),
    headers: {
      'Retry-After': header('rate_limited: seconds until the key may call again', false, 'integer'),
    },
  },
  '503': error(
    'The database or the job service is not available right now (database_unavailable, jobs_unavailable); try again shortly',
  ),
};

export function openApiDocument(publicUrl: string) {
  return {
    openapi: '3.1.0',
    info: {
      title: 'LogoBatch API',
      version: '1.0.0',
      description:
        'Brand batches of photos from scripts: submit a job, follow it, fetch the zip. ' +
        'Authenticate with an API key of the Ultra plan: `Authorization: Bearer lb_live_…`. ' +
        'Errors are JSON (`Error`); a method a path does not offer answers 405 (method_not_allowed) with `Allow`.',
    },
    servers: [{ url: `${publicUrl}/api/v1` }],
    security: [{ bearer: [] }],
    paths: {
      '/me': {
        get: {
          summary: 'Whose key this is',
          responses: { '200': { description: 'The key’s account', ...json('Me') }, ...common },
        },
      },
      '/jobs': {
        post: {
          summary: 'Submit a job',
          description: `Up to ${API_JOB_MAX_PHOTOS} photos. They count against today’s quota at once, except those refused on submission (listed in \`failed\` from the start); photos that fail later and cancelled jobs are given back.`,
          requestBody: {
            required: true,
            content: {
              'multipart/form-data': {
                schema: {
                  type: 'object',
                  required: ['photos'],
                  properties: {
                    photos: {
                      type: 'array',
                      items: { type: 'string', contentMediaType: 'application/octet-stream' },
                    },
                    logo: {
                      type: 'string',
                      contentMediaType: 'application/octet-stream',
                      description: 'PNG or SVG',
                    },
                    preset: {
                      type: 'string',
                      format: 'uuid',
                      description:
                        'A saved watermark preset of this account. Its text layers’ tokens are filled per photo; {date} and {year} come from the photo’s EXIF capture date, and are empty without one (an upload carries no file date, which the editor falls back to).',
                    },
                    settings: ref('JobSettings'),
                    callback_url: { type: 'string', format: 'uri' },
                  },
                },
                encoding: { settings: { contentType: 'application/json' } },
              },
            },
          },
          responses: {
            '202': {
              description: 'Queued',
              ...json('CreatedJob'),
              headers: { Location: header('The job’s address: /api/v1/jobs/{id}') },
            },
            '400': error('A bad request: its code says which part'),
            '413': error('The body is too large (payload_too_large)'),
            ...common,
            '503': error(
              'Storage, the database or the job service is not available right now (storage_unavailable, database_unavailable, jobs_unavailable)',
            ),
          },
        },
      },
      '/jobs/{id}': {
        parameters: [idParam],
        get: {
          summary: 'A job and its progress',
          responses: {
            '200': { description: 'The job', ...json('Job') },
            '404': error('No such job of this account'),
            ...common,
          },
        },
        delete: {
          summary: 'Cancel a job',
          responses: {
            '200': {
              description: 'Cancelled; a job cancelled before is answered the same, so a retry is safe',
              ...json('Job'),
            },
            '404': error('No such job of this account'),
            '409': error('The job has already ended done or failed (job_finished)'),
            ...common,
          },
        },
      },
      '/jobs/{id}/result': {
        parameters: [idParam],
        get: {
          summary: `The zip of a done job (${ZIP_NAME})`,
          responses: {
            '200': {
              description: 'The zip',
              headers: {
                'Content-Disposition': header(`attachment; filename="${ZIP_NAME}"`),
                'Content-Length': header('The zip’s size in bytes', true, 'integer'),
              },
              content: {
                'application/zip': { schema: { type: 'string', contentMediaType: 'application/zip' } },
              },
            },
            '404': error('No such job of this account'),
            '409': error('No result yet (job_not_done) or none at all (job_has_no_result)'),
            '410': error(`Deleted ${API_JOB_RESULT_HOURS} hours after the job ended (result_expired)`),
            ...common,
          },
        },
      },
    },
    webhooks: {
      jobFinished: {
        post: {
          summary: 'Sent to callback_url when a job ends, retried with a growing wait until a 2xx answer',
          parameters: [
            {
              name: CALLBACK_SIGNATURE_HEADER,
              in: 'header',
              required: true,
              description:
                '"sha256=" and the hex HMAC-SHA256 of the raw body, keyed with the job’s callback_secret ' +
                'string exactly as the 202 gave it (its 64 characters, not hex-decoded)',
              schema: { type: 'string' },
            },
          ],
          requestBody: json('JobCallback'),
          responses: { '200': { description: 'Accepted (any 2xx)' } },
        },
      },
    },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'An API key (lb_live_…)' } },
      schemas: {
        Error: errorSchema,
        Me: {
          type: 'object',
          required: ['id', 'email', 'plan'],
          properties: { id: { type: 'string' }, email: { type: 'string' }, plan: { enum: [...TIERS] } },
        },
        JobSettings: schema(apiJobSettingsSchema, 'input'),
        CreatedJob: schema(createdJobDtoSchema, 'output'),
        Job: schema(jobDtoSchema, 'output'),
        JobCallback: schema(jobCallbackSchema, 'output'),
      },
    },
  };
}
