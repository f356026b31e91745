// An export's quota report (settle: how many of the reserved photos reached the user), kept in this
// browser until the server confirms it. A report lost to the network (the server down as the export
// ends, the connection gone) is sent again when a page next loads, when the browser is back online,
// every 30 s while the page stays open and before the next export, so photos that were not delivered
// do not stay charged (decision 324, decision 340).
import { useEffect } from 'react';
import { z } from 'zod';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SettleResponse } from '#shared/schemas/usage';
import { ApiError, apiFetch } from './api';
import { USAGE_HISTORY_QUERY_KEY, refreshMe, setMe } from './me';

const KEY = 'logobatch-unsettled';
/** A report older than this is dropped unsent: its reservation's day is long past. */
const KEEP_MS = 30 * 86_400_000;

const reportSchema = z.object({ userId: z.string(), delivered: z.number().int().min(0), at: z.number() });
type Unsettled = Record<string, z.infer<typeof reportSchema>>;

/** The kept reports; one this code did not write (edited by hand, an older shape) is left out. */
function read(): Unsettled {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    if (!value || typeof value !== 'object') return {};
    return Object.fromEntries(
      Object.entries(value).flatMap(([id, r]) => {
        const report = reportSchema.safeParse(r);
        return report.success ? [[id, report.data]] : [];
      }),
    );
  } catch {
    return {};
  }
}

function update(change: (all: Unsettled) => void) {
  try {
    const all = read();
    change(all);
    if (Object.keys(all).length) localStorage.setItem(KEY, JSON.stringify(all));
    else localStorage.removeItem(KEY);
  } catch {
    // Without storage a lost report is lost with the page, as before.
  }
}

/**
 * keepalive lets the request outlive a page that is being closed (pagehide). The report names its own
 * user: sent after the page switched to another account, it gets 409 and stays kept, where the other
 * account's 404 would drop it (decision 341).
 */
export function settleReservation(
  userId: string,
  reservationId: string,
  delivered: number,
  keepalive = false,
) {
  return apiFetch<SettleResponse>('/api/usage/settle', {
    method: 'POST',
    json: { reservationId, delivered },
    keepalive,
    account: userId,
  });
}

async function send(
  qc: QueryClient,
  userId: string,
  reservationId: string,
  delivered: number,
  keepalive = false,
) {
  try {
    const r = await settleReservation(userId, reservationId, delivered, keepalive);
    update((all) => delete all[reservationId]);
    setMe(qc, (prev) => (prev ? { ...prev, usageToday: r.usageToday, usageLimit: r.usageLimit } : null));
    void qc.invalidateQueries({ queryKey: USAGE_HISTORY_QUERY_KEY });
  } catch (e) {
    // The server's no is final (no such reservation of this user, more than reserved); a network
    // failure, a session to renew or a server error is tried again later.
    if (e instanceof ApiError && (e.status === 400 || e.status === 404))
      update((all) => delete all[reservationId]);
    throw e;
  }
}

/** Reports `delivered` for `userId`'s reservation, kept here until the server confirms it. */
export function settleDurably(
  qc: QueryClient,
  userId: string,
  reservationId: string,
  delivered: number,
  keepalive = false,
): Promise<void> {
  update((all) => (all[reservationId] = { userId, delivered, at: Date.now() }));
  return send(qc, userId, reservationId, delivered, keepalive);
}

/** Sends `userId`'s unconfirmed reports again; whether any is still unconfirmed does not stop the caller. */
export async function resendUnsettled(qc: QueryClient, userId: string): Promise<void> {
  const now = Date.now();
  let mine: [string, Unsettled[string]][] = [];
  update((all) => {
    for (const [id, r] of Object.entries(all)) if (!(now - r.at < KEEP_MS)) delete all[id];
    mine = Object.entries(all).filter(([, r]) => r.userId === userId);
  });
  if (!mine.length) return;
  // The server answers another user's reservation 404, which drops the report for good: this page may
  // still remember a user whose session another tab has since replaced, so the cookie's user is asked.
  const me = await refreshMe(qc).catch(() => null);
  if (me?.id !== userId) return;
  for (const [id, r] of mine) await send(qc, userId, id, r.delivered).catch(() => undefined);
}

/**
 * How often a kept report is tried again while the page stays open. A server that was killed, or
 * lost its database connections, comes back with the browser online all along: no 'online' event
 * says so, and the undelivered photos showed as used until a reload or the next export.
 */
const RETRY_MS = 30_000;

/**
 * While `userId` is signed in: their unconfirmed reports go now, whenever the browser is back
 * online, and every RETRY_MS (nothing is requested while none is kept).
 */
export function useResendUnsettled(userId: string | null) {
  const qc = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const resend = () => void resendUnsettled(qc, userId);
    resend();
    window.addEventListener('online', resend);
    const timer = window.setInterval(resend, RETRY_MS);
    return () => {
      window.removeEventListener('online', resend);
      window.clearInterval(timer);
    };
  }, [qc, userId]);
}
