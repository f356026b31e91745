// The download gate, one hook for any export button, so every way to download checks the same things:
//   const gate = useDownloadGate();
//   if ((await gate({ imageCount: images.length, hasLogo: !!logo })).ok) startExport();
// In order: signed out -> "Sign in to download" and /auth; no logo -> "Please upload a logo first";
// over quota -> the quota message and /pricing; otherwise reserve the images on the server, then go.
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { QuotaExceededDetails, ReserveResponse } from '../../shared/schemas/usage';
import { toast } from '../ui/toast';
import { ApiError, apiFetch } from './api';
import { USAGE_HISTORY_QUERY_KEY, meQueryOptions, refreshMe, setMe, type AppUser } from './me';

export type GateStep = 'signIn' | 'noLogo' | 'noImages' | 'quota' | 'reserve';

/** The client-side checks, in the spec's order (the server checks the quota again when reserving). */
export function gateStep(user: AppUser | null, imageCount: number, hasLogo: boolean): GateStep {
  if (!user) return 'signIn';
  if (!hasLogo) return 'noLogo';
  if (imageCount <= 0) return 'noImages';
  if (user.usageToday + imageCount > user.usageLimit) return 'quota';
  return 'reserve';
}

export type GateResult =
  { ok: true; usageToday: number; usageLimit: number } | { ok: false; reason: GateStep | 'error' };

export function reserveImages(count: number) {
  return apiFetch<ReserveResponse>('/api/usage/reserve', { method: 'POST', json: { count } });
}

/**
 * Returns `gate({ imageCount, hasLogo })`: resolves `{ ok: true }` once the images are reserved
 * (the caller then exports), or `{ ok: false }` after telling the user why and navigating where
 * the spec says. Reserved images count even if the export is then cancelled (see decision 021).
 */
export function useDownloadGate() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const qc = useQueryClient();

  return useCallback(
    async ({ imageCount, hasLogo }: { imageCount: number; hasLogo: boolean }): Promise<GateResult> => {
      const user = await qc.ensureQueryData(meQueryOptions).catch(() => null);
      const step = gateStep(user, imageCount, hasLogo);
      const overQuota = (limit: number) => {
        toast.error(t('gate.quota', { limit }));
        void navigate('/pricing');
        return { ok: false, reason: 'quota' } as const;
      };
      if (step === 'signIn') {
        toast.info(t('gate.signIn'));
        void navigate('/auth');
        return { ok: false, reason: step };
      }
      if (step === 'noLogo' || step === 'noImages') {
        toast.error(t(`gate.${step}`));
        return { ok: false, reason: step };
      }
      if (step === 'quota') return overQuota(user!.usageLimit);
      try {
        const r = await reserveImages(imageCount);
        setMe(qc, (prev) => (prev ? { ...prev, usageToday: r.usageToday, usageLimit: r.usageLimit } : null));
        void qc.invalidateQueries({ queryKey: USAGE_HISTORY_QUERY_KEY });
        return { ok: true, usageToday: r.usageToday, usageLimit: r.usageLimit };
      } catch (e) {
        if (e instanceof ApiError && e.code === 'quota_exceeded') {
          // Another tab or device used the quota meanwhile: the server's figures win.
          void refreshMe(qc);
          return overQuota((e.details as QuotaExceededDetails | undefined)?.limit ?? user!.usageLimit);
        }
        if (e instanceof ApiError && e.status === 401) {
          setMe(qc, null);
          toast.info(t('gate.signIn'));
          void navigate('/auth');
          return { ok: false, reason: 'signIn' };
        }
        toast.error(t('gate.incrementFailed', { message: e instanceof Error ? e.message : String(e) }));
        return { ok: false, reason: 'error' };
      }
    },
    [navigate, qc, t],
  );
}
