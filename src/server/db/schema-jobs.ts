// Typed tables of API jobs (issue 15, migration 010).
import type { Generated } from 'kysely';

/** An API job (issue 15): one batch of photos sent to POST /api/v1/jobs. */
export interface ApiJobsTable {
  id: string;
  user_id: string;
  key_id: string | null;
  status: 'queued' | 'running' | 'done' | 'failed' | 'cancelled';
  total: number;
  /** JSON text of JobSpec (src/server/jobs/spec.ts). */
  settings: string;
  callback_url: string | null;
  callback_secret: string | null;
  callback_delivered_at: string | null;
  callback_attempts: Generated<number>;
  reservation_id: string | null;
  /** Photos given back to the quota when the job ended. */
  refunded: number | null;
  attempt: Generated<number>;
  /** Why a job failed as a whole (not one photo). */
  error: string | null;
  result_key: string | null;
  result_size: number | null;
  created_at: string;
  started_at: string | null;
  heartbeat_at: string | null;
  finished_at: string | null;
  expires_at: string | null;
  expired_at: string | null;
  /** When the ending's tail (files deleted, callback queued) was done; null until then (decision 346). */
  tidied_at: string | null;
}

export interface ApiJobPhotosTable {
  job_id: string;
  idx: number;
  name: string;
  type: string | null;
  state: 'pending' | 'done' | 'failed';
  code: string | null;
  message: string | null;
  output_size: number | null;
}

/** The SQLite queue's tasks (src/server/jobs/table-queue.ts). */
export interface ApiTasksTable {
  id: string;
  topic: string;
  /** JSON text. */
  data: string;
  state: 'queued' | 'active' | 'done' | 'failed';
  retry_count: Generated<number>;
  retry_limit: number;
  retry_delay_s: number;
  lease_s: number;
  run_after: number;
  lease_until: number | null;
  last_error: string | null;
}
