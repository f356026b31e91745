import { useTranslation } from 'react-i18next';
import { accountUsageLevel, usagePercent } from '#shared/plans';
import type { AppUser } from '#client/lib/me';
import { UsageBar } from '#client/ui/usage/UsageBar';
import { useResetCountdown } from '../hooks/useResetCountdown';
import { Card } from '#client/ui/Card';

/** Today's usage on the account page: red at 100% or more, amber above 80%, else green. */
export function TodayUsageCard({ user }: { user: AppUser }) {
  const { t } = useTranslation('account');
  const countdown = useResetCountdown();
  const percent = usagePercent(user.usageToday, user.usageLimit);
  const level = accountUsageLevel(percent);
  const remaining = Math.max(0, user.usageLimit - user.usageToday);
  return (
    <Card
      title={t('today.heading')}
      heading="eyebrow"
      className="min-w-0 p-6"
      aside={
        <span className="text-sm text-slate-500" title={t('today.resetHint')}>
          {t('today.resetsIn', { time: countdown })}
        </span>
      }
    >
      <p className="mt-4 text-2xl font-bold text-slate-900">
        {t('today.ofLimit', {
          used: user.usageToday.toLocaleString(),
          limit: user.usageLimit.toLocaleString(),
        })}
      </p>
      <div className="mt-3">
        <UsageBar used={user.usageToday} limit={user.usageLimit} level={level} label={t('today.barLabel')} />
      </div>
      <div className="mt-2 flex flex-wrap justify-between gap-2 text-sm">
        <span className="text-slate-600">{t('today.remaining', { count: remaining })}</span>
        {percent >= 100 ? (
          <span className="font-semibold text-red-700">{t('today.reached')}</span>
        ) : percent > 80 ? (
          <span className="font-semibold text-amber-700">{t('today.approaching')}</span>
        ) : null}
      </div>
    </Card>
  );
}
