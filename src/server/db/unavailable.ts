// Recognises "the database cannot be reached right now" among driver errors, so a dropped
// PostgreSQL connection or a restarting cluster answers 503 (retry later) instead of 500.
import { HttpError } from '../http-error';

// 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now; class 08 is connection exceptions.
const PG_CODES = new Set(['57P01', '57P02', '57P03']);
const NET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOENT',
]);
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed|Connection ended unexpectedly/i;

export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message, syscall } = e as { code?: unknown; message?: unknown; syscall?: unknown };
    if (typeof code === 'string') {
      if (PG_CODES.has(code) || /^08/.test(code)) return true;
      // ENOENT only counts for a socket connect (a Unix-socket cluster that is down), not a missing file.
      if (NET_CODES.has(code) && (code !== 'ENOENT' || syscall === 'connect')) return true;
    }
    if (typeof message === 'string' && MESSAGES.test(message)) return true;
    // AggregateError (several addresses refused) and wrapped causes.
    const inner = (e as { errors?: unknown[] }).errors?.[0] ?? (e as { cause?: unknown }).cause;
    e = inner;
  }
  return false;
}

export const databaseUnavailable = () =>
  new HttpError(
    503,
    'database_unavailable',
    'The database is unavailable right now. Please try again shortly.',
  );
