// The download gate, one hook for any export button, so every way to download checks the same things:
//   const { gate, dialog } = useDownloadGate();   // render {dialog} somewhere on the page
//   const r = await gate({ imageCount: images.length, hasLogo: !!logo });
//   if (r.ok) { export the first r.count photos; then r.settle(filesDelivered) }
// In order: signed out -> "Sign in to download" and /auth; no logo -> "Please upload a logo first";
// over quota -> the quota message and /pricing, or, when part of today's quota is left, the offer to
// export that many first; otherwise reserve the images on the server, then go. The export then settles
// the reservation with what it delivered (decision 085).
import { useCallback, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import i18next from 'i18next';
import type { QuotaExceededDetails, ReserveResponse } from '#shared/schemas/usage';
import { toast } from '../ui/toast';
import { QuotaOffer } from '../ui/usage/QuotaOffer';
import { errorText } from '../i18n/error-text';
import { ApiError, apiFetch } from './api';
import { USAGE_HISTORY_QUERY_KEY, meQueryOptions, refreshMe, setMe, type AppUser } from './me';
import type { Batch } from './batch';
import { resendUnsettled, settleDurably } from './usage-settle';

export type GateStep = 'signIn' | 'noLogo' | 'noImages' | 'quota' | 'reserve';

/** The gate's "logo": any watermark layer counts, so a text-only watermark exports (issue 13). */
export const hasWatermark = (batch: Pick<Batch, 'logo' | 'watermark'>): boolean =>
  !!batch.logo || (batch.watermark?.layers.length ?? 0) > 0;

/** What the batch itself lacks, in the spec's order; its message is `account:gate.<step>`. */
export function batchProblem(imageCount: number, hasLogo: boolean): 'noLogo' | 'noImages' | null {
  if (!hasLogo) return 'noLogo';
  if (imageCount <= 0) return 'noImages';
  return null;
}

/** The client-side checks, in the spec's order (the server checks the quota again when reserving). */
export function gateStep(user: AppUser | null, imageCount: number, hasLogo: boolean): GateStep {
  if (!user) return 'signIn';
  if (imageCount > 0 && user.usageToday + imageCount > user.usageLimit) return 'quota';
  return batchProblem(imageCount, hasLogo) ?? 'reserve';
}

/** Reports how many files reached the user; the rest of the reservation is refunded, once. */
export type Settle = (delivered: number, options?: { keepalive?: boolean }) => Promise<void>;

export type GateResult =
  | { ok: true; usageToday: number; usageLimit: number; count: number; settle: Settle }
  | { ok: false; reason: GateStep | 'error' };

export type Gate = (request: { imageCount: number; hasLogo: boolean }) => Promise<GateResult>;

/**
 * Why a reservation failed, in the reader's language: a failed fetch is "cannot reach the server",
 * a known code its words (503 database_unavailable when PostgreSQL dropped the connection), anything
 * else a generic failure. Never the server's or the browser's own English message, which read half
 * in English inside a Hebrew toast.
 */
export function reserveFailureText(e: unknown): string {
  return errorText(e, { fallback: i18next.t('account:gate.incrementUnexpected'), network: true });
}

/**
 * Named for the user the gate read, whose report will settle it: after a switch to another account
 * (while the quota offer was open) it is refused, not reserved on the other account (decision 341).
 */
export function reserveImages(count: number, userId: string) {
  return apiFetch<ReserveResponse>('/api/usage/reserve', {
    method: 'POST',
    json: { count },
    account: userId,
  });
}

interface Offer {
  remaining: number;
  limit: number;
  answer: (exportThem: boolean) => void;
}

/**
 * Returns `gate({ imageCount, hasLogo })`, which resolves `{ ok: true, count, settle }` once `count`
 * images (all, or the first ones the user accepted to export) are reserved, or `{ ok: false }` after
 * telling the user why and navigating where the spec says; and `dialog`, the partial-quota offer,
 * to render on the page while it is open.
 */
export function useDownloadGate(): { gate: Gate; dialog: ReactNode } {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [offer, setOffer] = useState<Offer | null>(null);

  const gate = useCallback<Gate>(
    async ({ imageCount, hasLogo }) => {
      let user = await qc.ensureQueryData(meQueryOptions).catch(() => null);
      if (user) {
        // A report an earlier export could not send gives its photos back before today's count is read.
        await resendUnsettled(qc, user.id);
        user = qc.getQueryData<AppUser | null>(meQueryOptions.queryKey) ?? user;
      }
      const step = gateStep(user, imageCount, hasLogo);
      const overQuota = (limit: number) => {
        toast.error(t('gate.quota', { limit }));
        void navigate('/pricing');
        return { ok: false, reason: 'quota' } as const;
      };
      const ask = (remaining: number, limit: number) =>
        new Promise<boolean>((resolve) =>
          setOffer({
            remaining,
            limit,
            answer: (yes) => {
              setOffer(null);
              resolve(yes);
            },
          }),
        );
      // The spec's message when nothing is left; otherwise offer the first photos that still fit.
      const quotaStep = async (limit: number, usageToday: number): Promise<GateResult> => {
        const remaining = limit - usageToday;
        if (remaining <= 0 || remaining >= imageCount) return overQuota(limit);
        if (!(await ask(remaining, limit))) return { ok: false, reason: 'quota' };
        return reserve(remaining);
      };
      const settleWith =
        (reservationId: string): Settle =>
        (delivered, { keepalive = false } = {}) =>
          settleDurably(qc, user!.id, reservationId, delivered, keepalive);
      const reserve = async (count: number): Promise<GateResult> => {
        // After the quota's offer too: nothing is reserved for a batch that cannot export.
        const problem = batchProblem(imageCount, hasLogo);
        if (problem) {
          toast.error(t(`gate.${problem}`));
          return { ok: false, reason: problem };
        }
        try {
          const r = await reserveImages(count, user!.id);
          setMe(qc, (prev) =>
            prev ? { ...prev, usageToday: r.usageToday, usageLimit: r.usageLimit } : null,
          );
          void qc.invalidateQueries({ queryKey: USAGE_HISTORY_QUERY_KEY });
          return {
            ok: true,
            usageToday: r.usageToday,
            usageLimit: r.usageLimit,
            count,
            settle: settleWith(r.reservationId),
          };
        } catch (e) {
          if (e instanceof ApiError && e.code === 'quota_exceeded') {
            // Another tab or device used the quota meanwhile: the server's figures win.
            void refreshMe(qc);
            const d = e.details as QuotaExceededDetails | undefined;
            return d ? quotaStep(d.limit, d.usageToday) : overQuota(user!.usageLimit);
          }
          if (e instanceof ApiError && e.status === 401) {
            setMe(qc, null);
            toast.info(t('gate.signIn'));
            void navigate('/auth');
            return { ok: false, reason: 'signIn' };
          }
          console.warn('Download: could not reserve the quota', e);
          toast.error(t('gate.incrementFailed', { message: reserveFailureText(e) }));
          return { ok: false, reason: 'error' };
        }
      };
      if (step === 'signIn') {
        toast.info(t('gate.signIn'));
        void navigate('/auth');
        return { ok: false, reason: step };
      }
      // 'noLogo' and 'noImages' are refused by reserve, which checks them before anything is reserved.
      if (step === 'quota') return quotaStep(user!.usageLimit, user!.usageToday);
      return reserve(imageCount);
    },
    [navigate, qc, t],
  );

  const dialog = offer && (
    <QuotaOffer
      remaining={offer.remaining}
      limit={offer.limit}
      onExport={() => offer.answer(true)}
      onUpgrade={() => {
        offer.answer(false);
        void navigate('/pricing');
      }}
      onClose={() => offer.answer(false)}
    />
  );
  return { gate, dialog };
}
