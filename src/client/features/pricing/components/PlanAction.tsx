import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Tier } from '#shared/plans';
import type { PlanActions } from '../usePlanActions';
import { Alert } from '#client/ui/alert/Alert';
import { buttonClass } from '#client/ui/Button';

// The current plan reads as a label in the place of its button.
const CURRENT =
  'flex w-full justify-center rounded-lg bg-slate-100 px-4 py-2.5 text-sm font-semibold text-slate-600';

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
  const action = buttonClass(popular ? 'primary' : 'outline', 'md', 'w-full');

  if (actions.currentTier === tier) {
    return (
      <div className="space-y-2 text-center">
        <p className={CURRENT}>{t('actions.current')}</p>
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
      <Link to={actions.signedIn ? '/editor' : '/auth'} className={action}>
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
        className={action}
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
