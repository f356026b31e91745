import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useChangeSubscription } from '../api/change-subscription';
import type { BillingUser } from '../types';
import { buttonClass } from '#client/ui/Button';

/** A cancelled subscription with 1 to 7 days left: offer Resume, or Resubscribe without a subscription id. */
export function ExpiringSoonBanner({ user }: { user: BillingUser }) {
  const { t } = useTranslation('billing');
  const resume = useChangeSubscription('resume');
  if (!user.isExpiringSoon) return null;
  const days = Math.max(1, user.daysUntilExpiry ?? 1);
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-xl border border-amber-300 bg-amber-50 px-5 py-4 text-amber-900 sm:flex-row sm:items-center"
    >
      <div className="flex-1">
        <p className="font-semibold">
          {t('expiring.title', {
            plan: t(`plans.${user.tier}`),
            days: days === 1 ? t('expiring.oneDay') : t('expiring.days', { count: days }),
          })}
        </p>
        <p className="text-sm">{t('expiring.body')}</p>
      </div>
      {user.subscription_id ? (
        <button
          type="button"
          className={buttonClass('primary', 'sm')}
          disabled={resume.isPending}
          onClick={() => resume.mutate()}
        >
          {resume.isPending ? t('actions.resuming') : t('actions.resume')}
        </button>
      ) : (
        <Link to="/pricing" className={buttonClass('primary', 'sm')}>
          {t('actions.resubscribe')}
        </Link>
      )}
    </div>
  );
}
