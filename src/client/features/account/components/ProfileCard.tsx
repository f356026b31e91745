import { useTranslation } from 'react-i18next';
import type { AppUser } from '#client/lib/me';
import { TierBadge } from './TierBadge';
import { Card } from '#client/ui/Card';
import { NameLine } from '#client/ui/NameLine';

export function ProfileCard({ user }: { user: AppUser }) {
  const { t, i18n } = useTranslation('account');
  const since = new Intl.DateTimeFormat(i18n.language, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  }).format(new Date(user.createdAt));
  return (
    <Card title={t('profile.heading')} heading="eyebrow" className="min-w-0 p-6">
      <div className="mt-4 flex items-center gap-4">
        <span
          aria-hidden
          className="grid size-14 shrink-0 place-items-center rounded-full bg-brand-600 text-xl font-bold text-white"
        >
          {user.name.slice(0, 1).toUpperCase()}
        </span>
        <div className="min-w-0">
          <NameLine className="text-lg font-semibold text-slate-900">{user.name}</NameLine>
          <p className="truncate text-sm text-slate-600" dir="ltr" title={user.email}>
            {user.email}
          </p>
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-2 text-sm text-slate-500">
        <TierBadge tier={user.tier} />
        <span>{t('profile.memberSince', { date: since })}</span>
      </div>
    </Card>
  );
}
