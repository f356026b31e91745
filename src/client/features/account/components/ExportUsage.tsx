import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { editorUsageLevel, usagePercent } from '#shared/plans';
import { useSession } from '#client/lib/session';
import { UsageBar } from '#client/ui/usage/UsageBar';
import { TierBadge } from './TierBadge';
import { buttonClass } from '#client/ui/Button';

/**
 * The usage block of the editor's Export Options panel (composed in app/routes/editor.tsx; the
 * panel itself shows the image count, which `imageCount` is for): "Daily usage x of limit", tier badge, usage bar (red above 80%, amber above 60%),
 * a warning, and "Upgrade to Pro" in a new tab. Signed out: the sign-in prompts and a button to /auth.
 */
export function ExportUsage({ imageCount }: { imageCount: number }) {
  const { t } = useTranslation('account');
  const session = useSession();
  const navigate = useNavigate();

  if (session.status !== 'signedIn') {
    return (
      <div
        className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm"
        data-testid="export-usage"
      >
        <p className="font-medium text-slate-800">{t('usage.signInToDownload')}</p>
        <p className="font-medium text-slate-800">{t('usage.signInToSave')}</p>
        {/* A button, as the spec words it; the header keeps the one "Sign In" link on the page. */}
        <button
          type="button"
          onClick={() => void navigate('/auth')}
          className={buttonClass('primary', 'sm', 'mt-1 self-start')}
        >
          {t('usage.signInButton')}
        </button>
      </div>
    );
  }

  const user = session.user;
  const percent = usagePercent(user.usageToday, user.usageLimit);
  const level = editorUsageLevel(percent);
  const remaining = Math.max(0, user.usageLimit - user.usageToday);
  const warning =
    remaining === 0
      ? t('usage.warnReached')
      : imageCount > remaining
        ? t('usage.warnOver', { remaining })
        : percent > 80
          ? t('usage.warnApproaching')
          : null;
  return (
    <div
      className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm"
      data-testid="export-usage"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-slate-700">
          {t('usage.dailyUsage', {
            used: user.usageToday.toLocaleString(),
            limit: user.usageLimit.toLocaleString(),
          })}
        </p>
        <TierBadge tier={user.tier} />
      </div>
      <UsageBar used={user.usageToday} limit={user.usageLimit} level={level} label={t('usage.barLabel')} />
      {warning && (
        <p
          role="status"
          className={level === 'danger' || imageCount > remaining ? 'text-red-700' : 'text-amber-700'}
        >
          {warning}
        </p>
      )}
      {user.tier === 'lite' && (
        <a
          href="/pricing"
          target="_blank"
          rel="noopener"
          className="self-start font-semibold text-brand-700 hover:underline"
        >
          {t('usage.upgrade')}
        </a>
      )}
    </div>
  );
}
