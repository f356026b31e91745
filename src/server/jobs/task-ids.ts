// Queue task ids: pg-boss keys tasks by UUID, and sending one id twice must be a no-op, so each task
// of a job has a UUID derived from the job's id (the job task is the job's own id).
import { createHash } from 'node:crypto';

export function callbackTaskId(jobId: string): string {
  const h = createHash('sha256').update(`callback:${jobId}`).digest('hex');
  // Shaped as a version-4 UUID (pg-boss only checks the shape).
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}
