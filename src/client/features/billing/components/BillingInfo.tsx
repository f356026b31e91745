import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PLANS, formatPrice, statusKind } from '#shared/plans';
import { useSubscription } from '../api/get-subscription';
import { formatDate } from '../format';
import { Modal } from '#client/ui/modal/Modal';
import { Alert } from '#client/ui/alert/Alert';
import { buttonClass } from '#client/ui/Button';

/** The "Billing Information" button of Account Settings and its modal. */
export function BillingInfoButton() {
  const { t } = useTranslation('billing');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setOpen(true)}>
        {t('info.open')}
      </button>
      {open && <BillingInfoModal onClose={() => setOpen(false)} />}
    </>
  );
}

/** The real plan, status and dates, with the provider's own pages for invoices and the card. */
function BillingInfoModal({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation('billing');
  const sub = useSubscription();
  const s = sub.data;
  const kind = statusKind(s?.status);
  const date = formatDate(s?.expiresAt ?? null, i18n.language);
  const link = 'inline-flex items-center gap-1 font-medium text-brand-700 hover:underline';
  return (
    <Modal title={t('info.title')} onClose={onClose} closeLabel={t('actions.close')}>
      {sub.isPending && <p className="text-slate-500">{t('info.loading')}</p>}
      {sub.isError && <Alert tone="error">{t('info.error')}</Alert>}
      {s && (
        <div className="space-y-5">
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
            <dt className="text-slate-500">{t('info.plan')}</dt>
            <dd className="font-medium">
              {t(`plans.${s.tier}`)}
              {PLANS[s.tier].priceCents > 0 && (
                <span className="text-slate-500">
                  {' '}
                  · {t('card.perMonth', { price: formatPrice(PLANS[s.tier].priceCents) })}
                </span>
              )}
            </dd>
            {kind !== 'none' && (
              <>
                <dt className="text-slate-500">{t('card.status')}</dt>
                <dd className="font-medium">{t(`status.${s.status}`, { defaultValue: s.status ?? '' })}</dd>
              </>
            )}
            {date && kind !== 'none' && (
              <>
                <dt className="text-slate-500">
                  {kind === 'cancelled' ? t('card.endsOn') : t('card.renewsOn')}
                </dt>
                <dd className="font-medium">{date}</dd>
              </>
            )}
            {s.card && (
              <>
                <dt className="text-slate-500">{t('info.card')}</dt>
                <dd className="font-medium">
                  {t('info.cardEnding', { brand: s.card.brand.toUpperCase(), last4: s.card.lastFour })}
                </dd>
              </>
            )}
          </dl>
          {kind === 'none' ? (
            <p className="text-sm text-slate-600">
              {t('info.free')}{' '}
              <Link to="/pricing" className={link} onClick={onClose}>
                {t('actions.seePlans')}
              </Link>
            </p>
          ) : (
            <div className="flex flex-col gap-2 border-t border-slate-100 pt-4 text-sm">
              {s.customerPortalUrl && (
                <a href={s.customerPortalUrl} target="_blank" rel="noopener noreferrer" className={link}>
                  {t('info.portal')} <span aria-hidden>↗</span>
                </a>
              )}
              {s.updatePaymentMethodUrl && (
                <a href={s.updatePaymentMethodUrl} target="_blank" rel="noopener noreferrer" className={link}>
                  {t('info.updatePayment')} <span aria-hidden>↗</span>
                </a>
              )}
              <p className="text-slate-500">{t('info.portalHint')}</p>
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}
