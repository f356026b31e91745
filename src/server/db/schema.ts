import type { Generated } from 'kysely';
import type { Tier } from '#shared/plans';
import type { ApiJobPhotosTable, ApiJobsTable, ApiTasksTable } from './schema-jobs';

export type { ApiJobPhotosTable, ApiJobsTable, ApiTasksTable } from './schema-jobs';

// Typed tables. Better Auth owns user, session, account, verification and rateLimit (camelCase
// columns, created from src/server/auth/schema-options.ts); the snake_case columns are ours.
// Our dates are ISO-8601 UTC strings on both engines, so they compare and sort the same everywhere.
export interface AppMetaTable {
  key: string;
  value: string;
}

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  image: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  language: string | null;
  /** Written by billing webhooks; read through planOf() in src/server/services/plan.ts. */
  plan_type: Generated<Tier>;
  subscription_id: string | null;
  /** Provider status: active, cancelled, expired, past_due, ... */
  subscription_status: string | null;
  subscription_expires_at: string | null;
}

/** Better Auth's session table (read directly on the hot path, see auth/fast-session.ts). */
export interface SessionTable {
  id: string;
  token: string;
  userId: string;
  expiresAt: Date | string;
  createdAt: Date | string;
  updatedAt: Date | string;
  ipAddress: string | null;
  userAgent: string | null;
}

export interface UsageDailyTable {
  user_id: string;
  /** UTC date, YYYY-MM-DD. */
  day: string;
  count: number;
  quota: number;
}

/** One quota reservation; settled once with the number of images actually delivered. */
export interface UsageReservationsTable {
  id: string;
  user_id: string;
  /** The UTC day it was charged to, YYYY-MM-DD. */
  day: string;
  count: number;
  delivered: number | null;
  settled_at: string | null;
  created_at: string;
}

export interface AuthAttemptsTable {
  key: string;
  count: number;
  window_start: number;
}

export interface ProjectsTable {
  id: string;
  user_id: string;
  name: string;
  logo: Uint8Array;
  logo_type: string;
  logo_name: string;
  /** JSON text: settings keyed by photo id in photo order, or { "logo-settings": ... }. */
  positions: string;
  /** JSON text of ExportSettings; null for a project saved before output settings existed. */
  export_settings: string | null;
  /** JSON text of ProjectWatermark; null for a project saved before layers (decision 241). */
  watermark: string | null;
  image_count: number;
  created_at: string;
  updated_at: string;
}

export interface ProjectImagesTable {
  project_id: string;
  /** 0-based photo order. */
  idx: number;
  name: string;
  type: string;
  width: number | null;
  height: number | null;
  /** The photo's size before the save reduced it (SAVE_COMPRESSION); null when not known. */
  original_width: number | null;
  original_height: number | null;
  size: number;
  /** Empty for photos saved in chunks (project_image_chunks); older rows hold the whole photo here. */
  bytes: Uint8Array;
  /** Where a full-size photo lives in object storage (migration 011); null: in the database. */
  object_key: string | null;
}

/** Object folders that may have to be deleted (decision 279): swept once old enough. */
export interface ProjectObjectSweepsTable {
  prefix: string;
  created_at: string;
}

/** One photo's bytes in order of seq, each chunk at most PHOTO_CHUNK_BYTES. */
export interface ProjectImageChunksTable {
  project_id: string;
  idx: number;
  seq: number;
  bytes: Uint8Array;
}

/** A named watermark of one account (issue 13). */
export interface PresetsTable {
  id: string;
  user_id: string;
  name: string;
  /** JSON text of Watermark. */
  watermark: string;
  /** JSON text of ExportSettings; null when the preset carries none. */
  export_settings: string | null;
  created_at: string;
  updated_at: string;
}

/** An image layer's file, keyed by its owner (a preset or a project) and the layer's fileId. */
export interface WatermarkLogosTable {
  owner_id: string;
  file_id: string;
  name: string;
  type: string;
  bytes: Uint8Array;
}

/** An API key of one account (issue 15): only its hash is kept. */
export interface ApiKeysTable {
  id: string;
  user_id: string;
  name: string;
  /** The key's first characters, shown in the list. */
  prefix: string;
  /** Lower-case hex SHA-256 of the whole key. */
  hash: string;
  created_at: string;
  last_used_at: string | null;
  /** Set when revoked: the key is refused and no longer listed. */
  revoked_at: string | null;
}

export interface UserExportSettingsTable {
  user_id: string;
  /** JSON text of ExportSettings. */
  settings: string;
  updated_at: string;
}

export interface BillingEventTable {
  id: string;
  event_name: string;
  subscription_id: string | null;
  user_id: string | null;
  provider_updated_at: string | null;
  customer_portal_url: string | null;
  update_payment_method_url: string | null;
  outcome: 'applied' | 'ignored' | 'stale' | 'unmatched';
  payload: string;
  received_at: string;
}

export interface ContactMessageTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  ip_hash: string;
  user_agent: string | null;
  mail_status: 'pending' | 'sent' | 'failed';
  mail_error: string | null;
  created_at: string;
}

export interface Database {
  app_meta: AppMetaTable;
  user: UserTable;
  session: SessionTable;
  usage_daily: UsageDailyTable;
  usage_reservations: UsageReservationsTable;
  auth_attempts: AuthAttemptsTable;
  projects: ProjectsTable;
  project_images: ProjectImagesTable;
  project_image_chunks: ProjectImageChunksTable;
  project_object_sweeps: ProjectObjectSweepsTable;
  user_export_settings: UserExportSettingsTable;
  presets: PresetsTable;
  preset_logos: WatermarkLogosTable;
  project_logos: WatermarkLogosTable;
  api_keys: ApiKeysTable;
  api_jobs: ApiJobsTable;
  api_job_photos: ApiJobPhotosTable;
  api_tasks: ApiTasksTable;
  billing_events: BillingEventTable;
  contact_messages: ContactMessageTable;
}
