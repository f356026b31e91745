import { z } from 'zod';
import { parseS3Url } from './storage/s3-url';

const optionalUrl = z.url().optional();
const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: z
    .string()
    .refine((v) => /^(postgres(ql)?:\/\/|file:|sqlite:)/.test(v) || v.endsWith('.db'), {
      message: 'must be postgres://..., or a SQLite file path ending in .db',
    })
    .optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('LogoBatch <no-reply@logobatch.local>'),
  SUPPORT_EMAIL: z.email().default('support@logobatch.local'),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  LEMONSQUEEZY_API_URL: z.url().default('https://api.lemonsqueezy.com'),
  LEMONSQUEEZY_API_KEY: z.string().optional(),
  LEMONSQUEEZY_STORE_ID: z.string().optional(),
  LEMONSQUEEZY_VARIANT_PRO: z.string().optional(),
  LEMONSQUEEZY_VARIANT_ULTRA: z.string().optional(),
  LEMONSQUEEZY_WEBHOOK_SECRET: z.string().optional(),
  REQUIRE_EMAIL_VERIFICATION: bool,
  /**
   * How many reverse proxies of ours stand in front (`true` = one): the client address is the
   * X-Forwarded-For entry that many hops from the right. `false`/0: the socket's address.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+)$/, 'must be true, false or a whole number of proxies')
    .optional()
    .transform((v) => (v === 'true' ? 1 : v === 'false' || v === undefined ? 0 : Number(v))),
  /** Rate limits on sign-in, sign-up and password reset; on unless explicitly switched off (load tests). */
  AUTH_RATE_LIMIT: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
  /**
   * Object storage for API jobs (issue 15): s3://bucket[/prefix]?endpoint=...&region=...&forcePathStyle=true
   * for an S3-compatible store (credentials from AWS_* variables), or file:/path; default DATA_DIR/storage.
   */
  STORAGE_URL: z
    .string()
    .superRefine((v, ctx) => {
      if (v.startsWith('file:')) return;
      if (!v.startsWith('s3://')) {
        ctx.addIssue({ code: 'custom', message: 'must be s3://bucket?endpoint=... or file:/path' });
        return;
      }
      try {
        parseS3Url(v);
      } catch (e) {
        ctx.addIssue({ code: 'custom', message: (e as Error).message });
      }
    })
    .optional(),
  /** Whether this process runs API jobs too (an API-only instance beside `npm run worker` sets false). */
  RUN_JOBS: z
    .enum(['true', 'false', '1', '0', ''])
    .optional()
    .transform((v) => v !== 'false' && v !== '0'),
  /** A job's lease: a worker that dies mid-job loses it after this many seconds plus the per-photo share. */
  JOBS_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(120),
  JOBS_LEASE_PER_PHOTO_SECONDS: z.coerce.number().min(0).max(600).default(10),
  /**
   * A running job whose run has not beaten its heart for this long is taken for dead (a killed worker)
   * and run again at once, not after its whole lease. A live run beats every quarter of it.
   */
  JOBS_SILENT_SECONDS: z.coerce.number().min(2).max(3600).default(60),
  /** Photos composed at once within one job (default: the machine's cores, at most 4). */
  JOBS_PHOTO_CONCURRENCY: z.coerce.number().int().min(1).max(32).optional(),
  /** Seconds before a refused job callback is sent again (then doubled each time, 8 tries). */
  CALLBACK_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(10),
  /**
   * Where job callbacks may go: `any` address but link-local ones (the default: a studio's own
   * network is a fair target), or only `public` ones (a server open to untrusted Ultra users).
   */
  CALLBACK_ADDRESSES: z.enum(['any', 'public']).default('any'),
  /** Requests per minute each API key may make to /api/v1. */
  API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
});

export type Config = z.infer<typeof schema> & { publicUrl: string };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads the environment once; empty strings count as unset so `FOO=` in a shell does not fail. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`));
  }
  const c = parsed.data;
  return { ...c, publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '') };
}
