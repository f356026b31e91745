import { ApiError } from '../../../lib/api';

/**
 * POST to Better Auth (/api/auth/*). Its errors are `{ code, message }` at the top level (ours are
 * nested under `error`), so this reads them into the same ApiError the rest of the client uses.
 */
export async function authPost<T>(path: string, body: unknown): Promise<T> {
  const res = await fetch(`/api/auth${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
  const data = (await res.json().catch(() => null)) as ({ code?: string; message?: string } & T) | null;
  if (!res.ok)
    throw new ApiError(res.status, data?.code ?? 'http_error', data?.message ?? `HTTP ${res.status}`);
  return data as T;
}
