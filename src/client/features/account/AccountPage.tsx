import { useEffect, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ACCOUNT_REFRESH_MS, refreshMe, useRefreshMeIfOlderThan, type AppUser } from '#client/lib/me';
import { useSession } from '#client/lib/session';
import { usePageTitle } from '#client/lib/usePageTitle';
import { toast } from '#client/ui/toast';
import { AccountSettings } from './components/AccountSettings';
import { ProfileCard } from './components/ProfileCard';
import { RecentUsage } from './components/RecentUsage';
import { TodayUsageCard } from './components/TodayUsageCard';

/**
 * Places other features fill on /account (composed in app/routes/account.tsx; features do not
 * import each other). Each receives the signed-in app user.
 */
export interface AccountSlots {
  /** Top of the page: checkout-success and expiring-soon banners (billing). */
  banners?: (user: AppUser) => ReactNode;
  /** The subscription card, beside today's usage (billing). */
  subscription?: (user: AppUser) => ReactNode;
  /** An extra button in Account Settings, e.g. "Billing Information" with its modal (billing). */
  billingAction?: (user: AppUser) => ReactNode;
  /** The Saved Projects list, under Recent Usage (saved projects). */
  savedProjects?: (user: AppUser) => ReactNode;
  /** "API keys", last (api-keys). */
  apiKeys?: (user: AppUser) => ReactNode;
}

export function AccountPage(slots: AccountSlots) {
  const { t } = useTranslation('account');
  usePageTitle(t('title'));
  const session = useSession();
  useRefreshMeIfOlderThan(ACCOUNT_REFRESH_MS);
  useEmailChangedNotice();

  if (session.status === 'signedOut') return <Navigate to="/auth" replace />;
  if (session.status === 'loading') {
    return (
      <section className="mx-auto max-w-6xl px-4 py-12" aria-busy="true">
        <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
        <p className="mt-6 text-slate-500">{t('loading')}</p>
      </section>
    );
  }
  const user = session.user;
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
        <p className="mt-1 text-slate-600">{t('subtitle')}</p>
      </div>
      {slots.banners?.(user)}
      <div className={`grid gap-6 ${slots.subscription ? 'lg:grid-cols-3' : 'md:grid-cols-2'}`}>
        <ProfileCard user={user} />
        <TodayUsageCard user={user} />
        {slots.subscription?.(user)}
      </div>
      <AccountSettings user={user} billingAction={slots.billingAction?.(user)} />
      <RecentUsage />
      {slots.savedProjects?.(user)}
      {slots.apiKeys?.(user)}
    </section>
  );
}

/** The email-change link returns to /account?emailChanged=1: say so once and refresh the user. */
function useEmailChangedNotice() {
  const [params, setParams] = useSearchParams();
  const qc = useQueryClient();
  const { t } = useTranslation('account');
  const changed = params.get('emailChanged') === '1';
  useEffect(() => {
    if (!changed) return;
    toast.success(t('editProfile.emailChanged'));
    void refreshMe(qc);
    setParams(
      (p) => {
        p.delete('emailChanged');
        return p;
      },
      { replace: true },
    );
  }, [changed, qc, setParams, t]);
}
