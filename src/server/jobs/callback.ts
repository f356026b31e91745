// The callback of a job that ended: a POST of the job (as GET /api/v1/jobs/:id answers it) to the
// caller's callback_url, signed with the job's own secret (decision 273). A refused or failed delivery
// throws, and the queue tries again with a growing wait.
import { createHmac } from 'node:crypto';
import { CALLBACK_SIGNATURE_HEADER, type JobCallback } from '#shared/schemas/api-jobs';
import { refusedCallback, type CallbackAddresses } from './callback-address';
import type { JobStore } from './store';

/** The header value: "sha256=" and the hex HMAC-SHA256 of the raw body with the job's secret. */
export const signBody = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

const TIMEOUT_MS = 10_000;

export async function deliverCallback(
  store: JobStore,
  jobId: string,
  resultUrl: (id: string) => string,
  addresses: CallbackAddresses,
): Promise<void> {
  const job = await store.byId(jobId);
  if (!job?.callback_url || !job.callback_secret || job.callback_delivered_at) return;
  // A refused address stays refused: recorded as a failed attempt, not tried again (decision 273).
  const refused = await refusedCallback(job.callback_url, addresses).catch(() => null);
  if (refused) {
    console.warn(`Callback for job ${jobId} not sent: ${refused}`);
    await store.callbackAttempted(jobId, false);
    return;
  }
  const dto = store.toDto(job, await store.photos(jobId), resultUrl(jobId));
  const body = JSON.stringify({ event: 'job.finished', ...dto } satisfies JobCallback);
  let ok = false;
  let why: string;
  try {
    const res = await fetch(job.callback_url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'LogoBatch-Callback/1',
        [CALLBACK_SIGNATURE_HEADER]: signBody(job.callback_secret, body),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    ok = res.ok;
    why = `answered ${res.status}`;
    await res.body?.cancel();
  } catch (e) {
    why = (e as Error).message;
  }
  await store.callbackAttempted(jobId, ok);
  if (!ok) throw new Error(`Callback for job ${jobId} ${why}`);
}
