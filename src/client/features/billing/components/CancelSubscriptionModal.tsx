import { useTranslation } from 'react-i18next';
import { useChangeSubscription } from '../api/change-subscription';
import { formatDate } from '../format';
import type { BillingUser } from '../types';
import { Modal } from '#client/ui/modal/Modal';
import { buttonClass } from '#client/ui/Button';

export function CancelSubscriptionModal({ user, onClose }: { user: BillingUser; onClose: () => void }) {
  const { t, i18n } = useTranslation('billing');
  const cancel = useChangeSubscription('cancel');
  const date = formatDate(user.subscription_expires_at, i18n.language);
  return (
    <Modal
      title={t('cancelModal.title')}
      onClose={onClose}
      closeLabel={t('actions.close')}
      footer={
        <>
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={onClose} autoFocus>
            {t('cancelModal.keep')}
          </button>
          <button
            type="button"
            className={buttonClass('dangerSolid', 'sm')}
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(undefined, { onSuccess: onClose })}
          >
            {cancel.isPending ? t('cancelModal.cancelling') : t('cancelModal.confirm')}
          </button>
        </>
      }
    >
      <p className="text-slate-700">{t('cancelModal.question')}</p>
      <p className="mt-3 text-sm text-slate-600">
        {date
          ? t('cancelModal.keepsUntil', { plan: t(`plans.${user.tier}`), date })
          : t('cancelModal.keepsUntilEnd')}
      </p>
    </Modal>
  );
}
