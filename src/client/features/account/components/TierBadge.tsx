import { useTranslation } from 'react-i18next';
import type { Tier } from '#shared/plans';

const STYLES: Record<Tier, string> = {
  lite: 'bg-slate-100 text-slate-700 ring-slate-200',
  pro: 'bg-brand-50 text-brand-700 ring-brand-100',
  ultra: 'bg-amber-50 text-amber-800 ring-amber-200',
};

export function TierBadge({ tier }: { tier: Tier }) {
  const { t } = useTranslation('account');
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${STYLES[tier]}`}
    >
      {t('planBadge', { tier: t(`tiers.${tier}`) })}
    </span>
  );
}
