import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PLANS, formatPrice, statusKind } from '#shared/plans';
import { useChangeSubscription } from '../api/change-subscription';
import { formatDate } from '../format';
import type { BillingUser } from '../types';
import { CancelSubscriptionModal } from './CancelSubscriptionModal';
import { Card } from '#client/ui/Card';
import { buttonClass } from '#client/ui/Button';

export function SubscriptionCard({ user }: { user: BillingUser }) {
  const { t, i18n } = useTranslation('billing');
  const [confirming, setConfirming] = useState(false);
  const resume = useChangeSubscription('resume');
  const kind = statusKind(user.subscription_status);
  const date = formatDate(user.subscription_expires_at, i18n.language);
  const ended = (user.daysUntilExpiry ?? 0) <= 0;
  const plan = PLANS[user.tier];

  return (
    <Card title={t('card.title')} heading="eyebrow" className="flex flex-col p-6">
      <p className="mt-2 flex items-baseline gap-2">
        <span className="text-2xl font-bold text-slate-900" data-testid="subscription-plan">
          {t(`plans.${user.tier}`)}
        </span>
        {plan.priceCents > 0 && (
          <span className="text-sm text-slate-500">
            {t('card.perMonth', { price: formatPrice(plan.priceCents) })}
          </span>
        )}
      </p>
      <dl className="mt-4 space-y-2 text-sm">
        {kind !== 'none' && (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-500">{t('card.status')}</dt>
            <dd>
              <StatusBadge status={user.subscription_status!} />
            </dd>
          </div>
        )}
        {date && kind !== 'none' && (
          <div className="flex justify-between gap-4">
            <dt className="text-slate-500">
              {kind === 'cancelled' ? (ended ? t('card.endedOn') : t('card.endsOn')) : t('card.renewsOn')}
            </dt>
            <dd className="font-medium text-slate-900">{date}</dd>
          </div>
        )}
      </dl>
      <div className="mt-auto pt-5">
        {kind === 'none' && (
          <Link to="/pricing" className={buttonClass('primary', 'sm', 'w-full')}>
            {t('actions.upgrade')}
          </Link>
        )}
        {kind === 'active' && (
          <button
            type="button"
            className={buttonClass('secondary', 'sm', 'w-full')}
            onClick={() => setConfirming(true)}
          >
            {t('actions.cancel')}
          </button>
        )}
        {kind === 'cancelled' &&
          (ended ? (
            <Link to="/pricing" className={buttonClass('primary', 'sm', 'w-full')}>
              {t('actions.resubscribe')}
            </Link>
          ) : (
            <div className="space-y-2">
              <p className="text-sm text-slate-600">{t('card.keepsAccess', { date })}</p>
              {/* Within the last 7 days the expiring-soon banner carries the one Resume or Resubscribe
                  action; a second one here would make "Resume" ambiguous on the page. */}
              {!user.isExpiringSoon &&
                (user.subscription_id ? (
                  <button
                    type="button"
                    className={buttonClass('primary', 'sm', 'w-full')}
                    disabled={resume.isPending}
                    onClick={() => resume.mutate()}
                  >
                    {resume.isPending ? t('actions.resuming') : t('actions.resumeSubscription')}
                  </button>
                ) : (
                  <Link to="/pricing" className={buttonClass('primary', 'sm', 'w-full')}>
                    {t('actions.resubscribe')}
                  </Link>
                ))}
            </div>
          ))}
        {kind === 'other' && (
          <p className="text-sm text-slate-600">
            {t('card.contactSupport')}{' '}
            <Link to="/contact" className="font-medium text-brand-700 hover:underline">
              {t('card.contactLink')}
            </Link>
          </p>
        )}
      </div>
      {confirming && <CancelSubscriptionModal user={user} onClose={() => setConfirming(false)} />}
    </Card>
  );
}

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('billing');
  const kind = statusKind(status);
  const colour =
    kind === 'active'
      ? 'bg-emerald-50 text-emerald-700 ring-emerald-200'
      : kind === 'cancelled'
        ? 'bg-amber-50 text-amber-800 ring-amber-200'
        : 'bg-slate-100 text-slate-700 ring-slate-200';
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${colour}`}>
      {t(`status.${status}`, { defaultValue: status.replace(/_/g, ' ') })}
    </span>
  );
}
