import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Tier } from '#shared/plans';
import { errorText } from '#client/i18n/error-text';
import { ApiError } from '#client/lib/api';
import { useSession } from '#client/lib/session';
import { useCreateCheckout } from './api/create-checkout';

/** Where the auth screen sends the visitor back to after signing in. */
export const AUTH_RETURN_PATH = '/auth?redirect=%2Fpricing';

export interface PlanActions {
  signedIn: boolean;
  currentTier: Tier | null;
  pendingTier: Tier | null;
  errorFor(tier: Tier): string | null;
  subscribe(tier: Exclude<Tier, 'lite'>): void;
}

/** Shared by the cards and the table so both show the same busy state and the same error. */
export function usePlanActions(): PlanActions {
  const { t } = useTranslation('pricing');
  const session = useSession();
  const navigate = useNavigate();
  const checkout = useCreateCheckout();
  const [errorTier, setErrorTier] = useState<Tier | null>(null);

  const signedIn = session.status === 'signedIn';
  const currentTier = session.status === 'signedIn' ? session.user.tier : null;

  const subscribe = useCallback(
    (tier: Exclude<Tier, 'lite'>) => {
      if (!signedIn) return void navigate(AUTH_RETURN_PATH);
      setErrorTier(tier);
      checkout.mutate({ plan: tier });
    },
    [signedIn, navigate, checkout],
  );

  const errorFor = (tier: Tier) => {
    if (errorTier !== tier || !checkout.error) return null;
    const e = checkout.error;
    if (e instanceof ApiError && e.status === 401) return t('errors.signIn');
    // The provider's own words (errors[0].detail, "HTTP {status}: {text}" or "Failed to create checkout").
    if (e instanceof ApiError && e.code === 'checkout_failed') return e.message;
    // English keeps the spec's lowercase id ("for pro plan"); other languages name the plan in their words.
    return errorText(e, { fallback: t('errors.default'), details: { plan: t(`errors.planIn.${tier}`) } });
  };

  return {
    signedIn,
    currentTier,
    pendingTier: checkout.isPending || checkout.isSuccess ? errorTier : null,
    errorFor,
    subscribe,
  };
}
