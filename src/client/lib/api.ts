// One fetch wrapper for every endpoint file: JSON in and out, the cookie session, and errors
// carried as ApiError with the server's stable code so the UI can translate them.
import { accountChangedElsewhere, accountHeader } from './account-guard';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * `account`: the user the call is made for, when it is not simply the page's current one (a change or
 * a quota report of the user the page showed, sent as it leaves): the server refuses it for another.
 */
export async function apiFetch<T>(
  path: string,
  init: RequestInit & { json?: unknown; account?: string } = {},
): Promise<T> {
  const { json, headers, account, ...rest } = init;
  const res = await fetch(path, {
    credentials: 'same-origin',
    ...rest,
    headers: {
      Accept: 'application/json',
      ...accountHeader(account),
      ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!res.ok) {
    const err = (body as { error?: { code?: string; message?: string; details?: unknown } } | null)?.error;
    const message = err?.message ?? (body as { message?: string } | null)?.message ?? `HTTP ${res.status}`;
    if (err?.code === 'account_changed') accountChangedElsewhere();
    throw new ApiError(res.status, err?.code ?? 'http_error', message, err?.details);
  }
  return body as T;
}
