import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Tier } from '../../../../shared/plans';
import type { PlanActions } from '../usePlanActions';
import { Alert } from '../../../ui/alert/Alert';

const primary =
  'inline-flex w-full items-center justify-center gap-2 rounded-lg px-4 py-2.5 text-sm font-semibold shadow-sm transition disabled:cursor-wait disabled:opacity-70';

/** The call to action of one plan, with its checkout error right under it. */
export function PlanAction({
  tier,
  actions,
  popular,
}: {
  tier: Tier;
  actions: PlanActions;
  popular: boolean;
}) {
  const { t } = useTranslation('pricing');
  const name = t(`plans.${tier}`);
  const colour = popular
    ? 'bg-brand-600 text-white hover:bg-brand-700'
    : 'bg-white text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50';

  if (actions.currentTier === tier) {
    return (
      <div className="space-y-2 text-center">
        <p className={`${primary} bg-slate-100 text-slate-600 shadow-none`}>{t('actions.current')}</p>
        {tier !== 'lite' && (
          <Link to="/account" className="text-sm font-medium text-brand-700 hover:underline">
            {t('actions.manage')}
          </Link>
        )}
      </div>
    );
  }
  if (tier === 'lite') {
    return (
      <Link to={actions.signedIn ? '/editor' : '/auth'} className={`${primary} ${colour}`}>
        {actions.signedIn ? t('actions.openEditor') : t('actions.getStarted')}
      </Link>
    );
  }
  const busy = actions.pendingTier === tier;
  const error = actions.errorFor(tier);
  const errorId = `checkout-error-${tier}`;
  return (
    <div>
      <button
        type="button"
        className={`${primary} ${colour}`}
        disabled={actions.pendingTier !== null}
        aria-busy={busy}
        aria-describedby={error ? errorId : undefined}
        onClick={() => actions.subscribe(tier)}
      >
        {busy && (
          <span
            aria-hidden
            className="size-4 animate-spin rounded-full border-2 border-current/30 border-t-current"
          />
        )}
        {busy ? t('actions.redirecting') : t('actions.subscribe', { plan: name })}
      </button>
      {!actions.signedIn && (
        <p className="mt-2 text-center text-xs text-slate-600">{t('actions.signInFirst')}</p>
      )}
      {error && (
        <Alert tone="error" size="sm" id={errorId} className="mt-2">
          {error}
        </Alert>
      )}
    </div>
  );
}
